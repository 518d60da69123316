/** Codec ids of the packets this module reads or writes. */
export const CODEC_GH3000 = 0x07;
export const CODEC_8 = 0x08;
export const CODEC_8_EXTENDED = 0x8e;
export const CODEC_16 = 0x10;
export const CODEC_12 = 0x0c;
export const CODEC_13 = 0x0d;
export const CODEC_14 = 0x0e;
export const CODEC_15 = 0x0f;
export type AvlCodec = typeof CODEC_8 | typeof CODEC_8_EXTENDED | typeof CODEC_16;

/** Codec 12 / 13 / 14 message types. */
export const COMMAND_TYPE = 0x05;
export const RESPONSE_TYPE = 0x06;
/** Codec 12 camera messages (FMx camera accessories): photo announcements and chunks. */
export const CAMERA_TYPE = 0x0d;
/** Codec 14 negative answer: the IMEI in the command is not this device's. */
export const NACK_TYPE = 0x11;

/** One AVL record as it is on the wire, before normalisation; its IO elements are read into an IoElements table. */
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
};
