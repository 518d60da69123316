import type { DecodeResult, Frame, SessionState } from '../../protocol.js';
import { MAX_FRAME_BYTES, ProtocolError } from '../../protocol.js';
import { IMEI_ACCEPT, IMEI_REJECT } from './acks.js';
import { readAvlPacket } from './avl-packet.js';
import { CODEC_12, CODEC_13, CODEC_14, CODEC_16, CODEC_8, CODEC_8_EXTENDED } from './avl-types.js';
import { readCodec12, readCodec13, readCodec14 } from './device-messages.js';
import { crc16Ibm } from './crc16.js';
import { CRC_BYTES, HEADER_BYTES } from './packet.js';
import { readUnknownCodec } from './skipped-packet.js';

/** IMEIs are 15 digits; a little slack for IMEISV-style ids, anything longer is not an IMEI packet. */
const MAX_IMEI_DIGITS = 20;
/** The smallest body any codec can have: an empty Codec 12 message (codec, qty, type, size, qty). */
const MIN_BODY_BYTES = 8;
const MAX_BODY_BYTES = MAX_FRAME_BYTES - HEADER_BYTES - CRC_BYTES;

/** FMB devices send a single 0xFF between packets to keep the link open; nothing answers it. */
const PING = 0xff;

type Step = { frame: Frame | null; length: number };

/** Splits the connection's buffer into frames; see ProtocolHandler in ../../protocol.ts. */
export function decodeTeltonika(buffer: Buffer, session: SessionState): DecodeResult {
  const frames: Frame[] = [];
  let consumed = 0;
  let imei = session.imei;
  for (;;) {
    const step = nextFrame(buffer.subarray(consumed), imei);
    if (step === null) break;
    consumed += step.length;
    if (step.frame === null) continue;
    frames.push(step.frame);
    // The device waits for the accept byte before sending data, but a replayed capture may not.
    if (step.frame.kind === 'identify') imei = step.frame.imei;
  }
  return { frames, consumed };
}

/**
 * The IMEI packet starts with its non-zero 2-byte length, every other packet with four zero bytes:
 * the first two bytes tell them apart. A lone 0xFF (no IMEI is 65280 digits long) is the keep-alive.
 */
function nextFrame(bytes: Buffer, imei: string | null): Step | null {
  if (bytes.length >= 1 && bytes.readUInt8(0) === PING) return { frame: null, length: 1 };
  if (bytes.length < 2) return null;
  const lead = bytes.readUInt16BE(0);
  return lead === 0 ? readDataPacket(bytes, imei) : readImeiPacket(bytes, lead);
}

function readImeiPacket(bytes: Buffer, digits: number): Step | null {
  if (digits > MAX_IMEI_DIGITS) throw new ProtocolError('oversized', `IMEI length ${digits}`);
  if (bytes.length < 2 + digits) return null;
  const imei = bytes.toString('latin1', 2, 2 + digits);
  if (!/^[0-9]+$/.test(imei)) throw new ProtocolError('malformed', 'IMEI is not decimal digits');
  return { frame: { kind: 'identify', imei, accept: IMEI_ACCEPT, reject: IMEI_REJECT }, length: 2 + digits };
}

function readDataPacket(bytes: Buffer, imei: string | null): Step | null {
  if (bytes.subarray(0, 4).some((byte) => byte !== 0)) throw new ProtocolError('malformed', 'preamble is not zero');
  if (imei === null) throw new ProtocolError('not-identified', 'data before the IMEI packet');
  if (bytes.length < HEADER_BYTES) return null;
  const bodyLength = bytes.readUInt32BE(4);
  if (bodyLength > MAX_BODY_BYTES || bodyLength < MIN_BODY_BYTES) {
    throw new ProtocolError('oversized', `data field length ${bodyLength}`);
  }
  const length = HEADER_BYTES + bodyLength + CRC_BYTES;
  if (bytes.length < length) return null;
  const body = bytes.subarray(HEADER_BYTES, HEADER_BYTES + bodyLength);
  if (bytes.readUInt32BE(HEADER_BYTES + bodyLength) !== crc16Ibm(body))
    throw new ProtocolError('crc', 'CRC-16 mismatch');
  return { frame: readBody(body, imei), length };
}

function readBody(body: Buffer, imei: string): Frame {
  const codec = body.readUInt8(0);
  if (codec === CODEC_8 || codec === CODEC_8_EXTENDED || codec === CODEC_16) return readAvlPacket(body, codec, imei);
  if (codec === CODEC_12) return readCodec12(body);
  if (codec === CODEC_13) return readCodec13(body);
  if (codec === CODEC_14) return readCodec14(body);
  return readUnknownCodec(body);
}
