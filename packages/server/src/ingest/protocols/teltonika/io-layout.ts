import type { AvlCodec } from './avl-types.js';
import { CODEC_16, CODEC_8, CODEC_8_EXTENDED } from './avl-types.js';

/**
 * How the IO element of an AVL record is laid out on the wire. The codecs differ only in the widths
 * of its numbers and in which optional parts are present.
 */
export type IoLayout = {
  /** Width of the event IO id. */
  eventIdBytes: 1 | 2;
  /** Codec 16: a 1-byte generation type (on entrance, on exit, periodical…) follows the event id. */
  generationType: boolean;
  /** Width of the total count N and of each group's count. */
  countBytes: 1 | 2;
  /** Width of each IO id inside the groups. */
  idBytes: 1 | 2;
  /** Some older firmware appends a group of 16-byte values to Codec 8 records (Traccar's "extended"). */
  sixteenByteGroup: boolean;
  /** Codec 8 Extended: a last group of variable-length (NX) values, each with a 2-byte length. */
  variableGroup: boolean;
};

const CODEC_8_LAYOUT: IoLayout = {
  eventIdBytes: 1,
  generationType: false,
  countBytes: 1,
  idBytes: 1,
  sixteenByteGroup: false,
  variableGroup: false,
};

/** Codec 8 records that carry the extra 16-byte group after the 8-byte one. */
export const CODEC_8_WITH_16_BYTE_GROUP: IoLayout = { ...CODEC_8_LAYOUT, sixteenByteGroup: true };

const LAYOUTS: Record<AvlCodec, IoLayout> = {
  [CODEC_8]: CODEC_8_LAYOUT,
  [CODEC_8_EXTENDED]: {
    eventIdBytes: 2,
    generationType: false,
    countBytes: 2,
    idBytes: 2,
    sixteenByteGroup: false,
    variableGroup: true,
  },
  /** Codec 16 (FMB/FMC with AVL ids above 255): 2-byte event and IO ids, 1-byte counts. */
  [CODEC_16]: {
    eventIdBytes: 2,
    generationType: true,
    countBytes: 1,
    idBytes: 2,
    sixteenByteGroup: false,
    variableGroup: false,
  },
};

export function ioLayoutOf(codec: AvlCodec): IoLayout {
  return LAYOUTS[codec];
}
