import { ProtocolError } from '../../protocol.js';
import { ByteReader } from '../../byte-reader.js';

/** One message of Codec 12, 13 or 14: its type byte and its payload. */
export type Message = { type: number; payload: Buffer };

/**
 * Codecs 12, 13 and 14 share one envelope: codec id, quantity (1), type, 4-byte payload size,
 * payload, quantity again.
 */
export function readMessageEnvelope(body: Buffer, codecName: string): Message {
  const reader = new ByteReader(body);
  reader.u8(); // codec id
  const quantity = reader.u8();
  const type = reader.u8();
  const payload = reader.take(reader.u32());
  if (reader.u8() !== quantity || reader.remaining !== 0) {
    throw new ProtocolError('malformed', `${codecName} quantities disagree with the length`);
  }
  return { type, payload };
}

/** Printable ASCII (with tabs and line breaks) as text; anything else as lower-case hex. */
export function messageText(bytes: Buffer): string {
  return bytes.every(isPrintable) ? bytes.toString('latin1') : bytes.toString('hex');
}

function isPrintable(byte: number): boolean {
  return (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}
