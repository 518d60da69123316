import { ProtocolError } from '../../protocol.js';
import type { AvlCodec, AvlRecord, IoElements } from './avl-types.js';
import { CODEC_8_EXTENDED } from './avl-types.js';
import type { ByteReader } from '../../byte-reader.js';

/** Fixed value widths of the IO groups, in wire order (N1, N2, N4, N8). */
const FIXED_WIDTHS = [1, 2, 4, 8] as const;

/** Reads one AVL record (timestamp, priority, GPS element, IO element) of Codec 8 or Codec 8 Extended. */
export function readAvlRecord(reader: ByteReader, codec: AvlCodec): AvlRecord {
  const timestamp = reader.u64();
  if (timestamp > BigInt(Number.MAX_SAFE_INTEGER)) throw new ProtocolError('malformed', 'timestamp out of range');
  const priority = reader.u8();
  const longitude = reader.i32();
  const latitude = reader.i32();
  if (Math.abs(longitude) > 1_800_000_000 || Math.abs(latitude) > 900_000_000) {
    throw new ProtocolError('malformed', 'coordinates out of range');
  }
  const altitude = reader.i16();
  const angle = reader.u16();
  const satellites = reader.u8();
  const speed = reader.u16();
  const { eventId, io } = readIoElement(reader, codec);
  return {
    timestamp: Number(timestamp),
    priority,
    longitude,
    latitude,
    altitude,
    angle,
    satellites,
    speed,
    eventId,
    io,
  };
}

/**
 * Codec 8 uses 1-byte ids and counts; Codec 8 Extended 2-byte ones plus a trailing group of
 * variable-length (NX) values. The total count N is not checked against the groups: the groups alone
 * delimit the data and the CRC already vouches for the bytes.
 */
function readIoElement(reader: ByteReader, codec: AvlCodec): { eventId: number; io: IoElements } {
  const extended = codec === CODEC_8_EXTENDED;
  const readNumber = extended ? () => reader.u16() : () => reader.u8();
  const eventId = readNumber();
  readNumber(); // N, the total count
  const io: IoElements = new Map();
  for (const width of FIXED_WIDTHS) {
    const count = readNumber();
    for (let i = 0; i < count; i++) {
      const id = readNumber();
      io.set(id, reader.take(width));
    }
  }
  if (extended) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      io.set(id, reader.take(reader.u16()));
    }
  }
  return { eventId, io };
}
