/** Codec ids of the packets this module reads or writes. */
export const CODEC_8 = 0x08;
export const CODEC_8_EXTENDED = 0x8e;
export const CODEC_12 = 0x0c;
export type AvlCodec = typeof CODEC_8 | typeof CODEC_8_EXTENDED;

/** Codec 12 message types: server → device command, device → server response. */
export const COMMAND_TYPE = 0x05;
export const RESPONSE_TYPE = 0x06;

/** IO element values by AVL id, as the raw big-endian bytes the device sent (1, 2, 4, 8 or NX bytes). */
export type IoElements = Map<number, Buffer>;

/** One AVL record as it is on the wire, before normalisation. */
export type AvlRecord = {
  /** ms since epoch, UTC. */
  timestamp: number;
  priority: number;
  /** Degrees × 10^7, signed. */
  longitude: number;
  latitude: number;
  altitude: number;
  angle: number;
  satellites: number;
  speed: number;
  eventId: number;
  io: IoElements;
};
