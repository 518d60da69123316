import { crc16Ibm } from './crc16.js';

/** Preamble (4 bytes) and data field length (4 bytes) before the body; CRC (4 bytes) after it. */
export const HEADER_BYTES = 8;
export const CRC_BYTES = 4;

/** Wraps a body (codec id .. last count) into a TCP packet: zero preamble, length, body, CRC-16/IBM. */
export function wrapPacket(body: Buffer): Buffer {
  const packet = Buffer.alloc(HEADER_BYTES + body.length + CRC_BYTES);
  packet.writeUInt32BE(body.length, 4);
  body.copy(packet, HEADER_BYTES);
  packet.writeUInt32BE(crc16Ibm(body), HEADER_BYTES + body.length);
  return packet;
}
