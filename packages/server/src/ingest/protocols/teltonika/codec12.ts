import type { Frame } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { RESPONSE_TYPE } from './avl-types.js';
import { ByteReader } from '../../byte-reader.js';

/**
 * Reads a Codec 12 body (codec id .. second quantity) the device sent. Only responses (type 0x06) go
 * from device to server; the device expects no answer to them.
 */
export function readCodec12(body: Buffer): Frame {
  const reader = new ByteReader(body);
  reader.u8(); // codec id
  const quantity = reader.u8();
  const type = reader.u8();
  if (type !== RESPONSE_TYPE) throw new ProtocolError('unsupported', `Codec 12 message type ${type}`);
  const text = reader.take(reader.u32()).toString('utf8');
  if (reader.u8() !== quantity || reader.remaining !== 0) {
    throw new ProtocolError('malformed', 'Codec 12 quantities disagree with the length');
  }
  return { kind: 'command-response', imei: null, text, reply: null };
}
