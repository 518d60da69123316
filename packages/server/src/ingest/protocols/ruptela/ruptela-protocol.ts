import {
  MAX_FRAME_BYTES,
  ProtocolError,
  type DecodeResult,
  type Frame,
  type ProtocolHandler,
  type SessionState,
} from '../../protocol.js';
import { crc16Kermit } from './crc.js';
import {
  CMD,
  CRC_BYTES,
  IMEI_BYTES,
  LENGTH_BYTES,
  MIN_DEVICE_BODY,
  RECORDS_ACK,
  SERVER_CMD,
  serverPacket,
} from './packets.js';
import { mergeRecordParts, parseRecords } from './records.js';
import { RUPTELA_GPSTYPE, toTelemetry } from './telemetry.js';

const MAX_IMEI = 999_999_999_999_999n;
/** Device answers to server commands: their payload is the device's text reply. */
const TEXT_RESPONSES: ReadonlySet<number> = new Set([
  CMD.deviceConfiguration,
  CMD.deviceVersion,
  CMD.firmwareUpdate,
  CMD.setConnection,
  CMD.setOdometer,
  CMD.smsViaGprsResponse,
]);

/**
 * Packets answered with their positive reply (1) so the device does not resend; their content
 * (firmware details, diagnostic trouble codes) is not used by Armada.
 */
const PLAIN_ACKS: ReadonlyMap<number, Buffer> = new Map([
  [CMD.identification, serverPacket(SERVER_CMD.identificationAck, Uint8Array.of(1))],
  [CMD.heartbeat, serverPacket(SERVER_CMD.heartbeatAck, Uint8Array.of(1))],
  [CMD.dtcs, serverPacket(SERVER_CMD.dtcsAck, Uint8Array.of(1))],
]);

export const ruptelaProtocol: ProtocolHandler = {
  family: 'ruptela',
  gpstype: RUPTELA_GPSTYPE,
  decode: decodeRuptela,
};

export function decodeRuptela(buffer: Buffer, session: SessionState): DecodeResult {
  try {
    const frames: Frame[] = [];
    let consumed = 0;
    for (let packet = nextPacket(buffer, 0); packet; packet = nextPacket(buffer, consumed)) {
      frames.push(...decodePacket(packet, session));
      consumed += packet.length;
    }
    return { frames, consumed };
  } catch (error) {
    // The contract allows only ProtocolError out of decode; anything else is a bug on bad input.
    if (error instanceof ProtocolError) throw error;
    throw new ProtocolError('malformed', error instanceof Error ? error.message : String(error));
  }
}

/** The complete packet starting at `offset`, or null while it is still arriving. */
function nextPacket(buffer: Buffer, offset: number): Buffer | null {
  if (buffer.length - offset < LENGTH_BYTES) return null;
  const bodyLength = buffer.readUInt16BE(offset);
  const total = LENGTH_BYTES + bodyLength + CRC_BYTES;
  if (bodyLength < MIN_DEVICE_BODY) throw new ProtocolError('oversized', `impossible length ${bodyLength}`);
  if (total > MAX_FRAME_BYTES) throw new ProtocolError('oversized', `frame of ${total} bytes`);
  if (buffer.length - offset < total) return null;
  return buffer.subarray(offset, offset + total);
}

function decodePacket(packet: Buffer, session: SessionState): Frame[] {
  const body = packet.subarray(LENGTH_BYTES, packet.length - CRC_BYTES);
  const expected = packet.readUInt16BE(packet.length - CRC_BYTES);
  const actual = crc16Kermit(body);
  if (expected !== actual) throw new ProtocolError('crc', `expected ${hex(expected)}, computed ${hex(actual)}`);
  const imeiNumber = body.readBigUInt64BE(0);
  if (imeiNumber > MAX_IMEI) throw new ProtocolError('malformed', `IMEI ${imeiNumber} has more than 15 digits`);
  const imei = imeiNumber.toString().padStart(15, '0');
  const command = body.readUInt8(IMEI_BYTES);
  const payload = body.subarray(IMEI_BYTES + 1);
  const frames: Frame[] = [];
  if (session.imei !== imei) {
    // Ruptela has no login: the first packet's header identifies the device.
    frames.push({ kind: 'identify', imei, accept: null, reject: null });
    session.imei = imei;
  }
  const answer = decodeCommand(command, payload, imei);
  if (answer !== null) frames.push(answer);
  return frames;
}

/**
 * The frame for one packet's command, or null for a packet skipped without an answer: file parts
 * (command 37) arrive only while the server asks for them part by part, so leaving one unanswered
 * ends a transfer Armada never started; other ids are server → device commands or packets of newer
 * firmware. Neither closes the connection: the packet was well framed and its CRC checked.
 */
function decodeCommand(command: number, payload: Buffer, imei: string): Frame | null {
  if (command === CMD.records || command === CMD.extendedRecords) {
    const records = mergeRecordParts(parseRecords(payload, command === CMD.extendedRecords));
    return { kind: 'positions', imei, positions: records.map((r) => toTelemetry(r, imei)), ack: RECORDS_ACK };
  }
  const ack = PLAIN_ACKS.get(command);
  if (ack !== undefined) return { kind: 'status', imei, reply: ack, status: {} };
  if (TEXT_RESPONSES.has(command)) {
    return { kind: 'command-response', imei, text: payload.toString('latin1').trim(), reply: null };
  }
  const setIoResult = command === CMD.setIo ? payload[0] : undefined;
  if (setIoResult !== undefined) {
    return { kind: 'command-response', imei, text: `set io result ${setIoResult}`, reply: null };
  }
  return null;
}

function hex(value: number): string {
  return value.toString(16).padStart(4, '0');
}
