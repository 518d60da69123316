import type { Frame } from '../../protocol.js';
import { recordAck } from './acks.js';
import { CODEC_12, CODEC_15 } from './avl-types.js';

/** A packet that stores nothing: answered with `reply` (or not at all) and otherwise ignored. */
export function skippedFrame(reply: Buffer | null): Frame {
  return { kind: 'status', imei: null, reply, status: {} };
}

/**
 * A CRC-valid packet of a codec we do not read (GH3000's Codec 7, or one Teltonika adds later). Like
 * a real server we acknowledge AVL-style codecs with the 4-byte count of byte 2, so the device does
 * not send the records again; the message codecs 12-15 expect no answer, so they get none.
 */
export function readUnknownCodec(body: Buffer): Frame {
  const codec = body.readUInt8(0);
  const isMessageCodec = codec >= CODEC_12 && codec <= CODEC_15;
  return skippedFrame(isMessageCodec ? null : recordAck(body.readUInt8(1)));
}
