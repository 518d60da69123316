import { MAX_FRAME_BYTES, ProtocolError } from '../../protocol.js';
import { crcItu } from './crc.js';

/** One checked packet: protocol number, information content and serial, framing stripped. */
export type Packet = {
  protocol: number;
  content: Buffer;
  serial: number;
  /** Framed 0x79 0x79 with a 2-byte length. */
  long: boolean;
};

const SHORT_START = 0x78;
const LONG_START = 0x79;
/** Protocol number + serial + error check: the least a length field can count. */
const MIN_LENGTH = 5;

/**
 * Reads the packet starting at `at`. Returns null when the buffer ends before the packet does;
 * the length is judged as soon as it is readable, so an impossible one is refused at once.
 */
export function readPacket(buffer: Buffer, at: number): { packet: Packet; size: number } | null {
  const available = buffer.length - at;
  const first = buffer[at];
  if (first === undefined) return null;
  if (first !== SHORT_START && first !== LONG_START) throw new ProtocolError('malformed', 'bad start bytes');
  if (available < 2) return null;
  if (buffer[at + 1] !== first) throw new ProtocolError('malformed', 'bad start bytes');
  const lengthBytes = first === LONG_START ? 2 : 1;
  if (available < 2 + lengthBytes) return null;
  const length = lengthBytes === 2 ? buffer.readUInt16BE(at + 2) : buffer.readUInt8(at + 2);
  const size = 2 + lengthBytes + length + 2;
  if (length < MIN_LENGTH || size > MAX_FRAME_BYTES) throw new ProtocolError('oversized', `length field ${length}`);
  if (available < size) return null;
  return { packet: checkPacket(buffer.subarray(at, at + size), lengthBytes), size };
}

function checkPacket(frame: Buffer, lengthBytes: number): Packet {
  const end = frame.length;
  if (frame[end - 2] !== 0x0d || frame[end - 1] !== 0x0a) throw new ProtocolError('malformed', 'bad stop bytes');
  // The error check covers the length field through the serial number.
  if (crcItu(frame.subarray(2, end - 4)) !== frame.readUInt16BE(end - 4)) {
    throw new ProtocolError('crc', 'error check mismatch');
  }
  const protocolAt = 2 + lengthBytes;
  return {
    protocol: frame.readUInt8(protocolAt),
    content: frame.subarray(protocolAt + 1, end - 6),
    serial: frame.readUInt16BE(end - 6),
    long: lengthBytes === 2,
  };
}

/** Frames a packet; content too long for the 1-byte length (or `long` asked for) goes out as 0x79 0x79. */
export function buildPacket(protocol: number, content: Uint8Array, serial: number, long = false): Buffer {
  const length = content.length + MIN_LENGTH;
  if (long || length > 0xff)
    return frame([LONG_START, LONG_START, length >> 8, length & 0xff], protocol, content, serial);
  return frame([SHORT_START, SHORT_START, length], protocol, content, serial);
}

function frame(header: number[], protocol: number, content: Uint8Array, serial: number): Buffer {
  const body = Buffer.concat([Buffer.from(header), Buffer.from([protocol]), content, u16(serial)]);
  return Buffer.concat([body, u16(crcItu(body.subarray(2))), Buffer.from([0x0d, 0x0a])]);
}

/** The server's answer to login, heartbeat and alarm packets: same protocol number, same serial. */
export function encodeAck(protocol: number, serial: number, long = false): Buffer {
  return buildPacket(protocol, Buffer.alloc(0), serial, long);
}

export function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value & 0xffff);
  return bytes;
}
