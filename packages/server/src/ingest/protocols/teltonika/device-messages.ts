import type { Frame } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { COMMAND_TYPE, NACK_TYPE, RESPONSE_TYPE } from './avl-types.js';
import { messageText, readMessageEnvelope } from './message-envelope.js';
import { skippedFrame } from './skipped-packet.js';

/** Codec 13 carries a 4-byte timestamp (seconds) before the text; Codec 14 the 8-byte IMEI. */
const CODEC_13_TIMESTAMP_BYTES = 4;
const CODEC_14_IMEI_BYTES = 8;

function commandResponse(text: string): Frame {
  return { kind: 'command-response', imei: null, text, reply: null };
}

/**
 * Codec 12 from the device: a response (0x06) to a command we sent; the device expects no answer.
 * Camera messages (0x0D) and other types are skipped; a command (0x05) only ever goes server → device,
 * so one coming from the device means the peer is no tracker.
 */
export function readCodec12(body: Buffer): Frame {
  const { type, payload } = readMessageEnvelope(body, 'Codec 12');
  if (type === RESPONSE_TYPE) return commandResponse(messageText(payload));
  if (type === COMMAND_TYPE) throw new ProtocolError('unsupported', 'Codec 12 command sent by a device');
  return skippedFrame(null); // CAMERA_TYPE (0x0D) and any other type
}

/**
 * Codec 13: a message the device sends on its own (e.g. text read from a serial accessory, an answer
 * to an SMS command), stamped with its time. Kept as command-response text; the time is dropped.
 */
export function readCodec13(body: Buffer): Frame {
  const { payload } = readMessageEnvelope(body, 'Codec 13');
  if (payload.length < CODEC_13_TIMESTAMP_BYTES) throw new ProtocolError('malformed', 'Codec 13 without timestamp');
  return commandResponse(messageText(payload.subarray(CODEC_13_TIMESTAMP_BYTES)));
}

/**
 * Codec 14: the answer to a Codec 14 command (a command addressed by IMEI). 0x06 carries the IMEI and
 * the answer text; 0x11 carries only the IMEI and says the device refused the command because the
 * IMEI is not its own. Other types are skipped.
 */
export function readCodec14(body: Buffer): Frame {
  const { type, payload } = readMessageEnvelope(body, 'Codec 14');
  if (type !== RESPONSE_TYPE && type !== NACK_TYPE) return skippedFrame(null);
  if (payload.length < CODEC_14_IMEI_BYTES) throw new ProtocolError('malformed', 'Codec 14 without IMEI');
  if (type === RESPONSE_TYPE) return commandResponse(messageText(payload.subarray(CODEC_14_IMEI_BYTES)));
  const imei = payload.subarray(0, CODEC_14_IMEI_BYTES).toString('hex').replace(/^0+/, '');
  return commandResponse(`nack: command refused, IMEI ${imei} is not this device's`);
}
