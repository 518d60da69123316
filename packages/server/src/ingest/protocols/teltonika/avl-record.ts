import { ProtocolError } from '../../protocol.js';
import type { AvlRecord } from './avl-types.js';
import type { IoElements } from './io-elements.js';
import type { IoLayout } from './io-layout.js';
import type { ByteReader } from '../../byte-reader.js';

/** Fixed value widths of the IO groups, in wire order (N1, N2, N4, N8). */
const FIXED_WIDTHS = [1, 2, 4, 8] as const;
const WITH_SIXTEEN_BYTE_GROUP = [...FIXED_WIDTHS, 16] as const;

/**
 * Reads one AVL record (timestamp, priority, GPS element, IO element) laid out as `layout` says into
 * `record`, and its IO element values into `io`: both hold them until the next record is read (this
 * runs for every record received, so nothing is made for one).
 */
export function readAvlRecord(reader: ByteReader, layout: IoLayout, io: IoElements, record: AvlRecord): void {
  // Two halves, not a BigInt per record: the high one must keep the sum a safe integer.
  const high = reader.u32();
  const low = reader.u32();
  if (high >= 2 ** 21) throw new ProtocolError('malformed', 'timestamp out of range');
  const timestamp = high * 2 ** 32 + low;
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
  record.timestamp = timestamp;
  record.priority = priority;
  record.longitude = longitude;
  record.latitude = latitude;
  record.altitude = altitude;
  record.angle = angle;
  record.satellites = satellites;
  record.speed = speed;
  record.eventId = readIoElement(reader, layout, io);
}

/**
 * Event id, total count N, then the groups of 1-, 2-, 4- and 8-byte values (and the 16-byte and NX
 * groups where the layout has them). N is not checked against the groups: the groups alone delimit
 * the data and the CRC already vouches for the bytes.
 */
function readIoElement(reader: ByteReader, layout: IoLayout, io: IoElements): number {
  const eventId = readWidth(reader, layout.eventIdBytes);
  if (layout.generationType) reader.u8();
  readWidth(reader, layout.countBytes); // N, the total count
  const widths = layout.sixteenByteGroup ? WITH_SIXTEEN_BYTE_GROUP : FIXED_WIDTHS;
  for (const width of widths) {
    const count = readWidth(reader, layout.countBytes);
    for (let i = 0; i < count; i++) {
      const id = readWidth(reader, layout.idBytes);
      io.set(id, reader.skip(width), width);
    }
  }
  if (layout.variableGroup) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      const width = reader.u16();
      io.set(id, reader.skip(width), width);
    }
  }
  return eventId;
}

/** A count or id of 1 or 2 bytes (a function of its own, not a closure made for every record). */
function readWidth(reader: ByteReader, bytes: 1 | 2): number {
  return bytes === 2 ? reader.u16() : reader.u8();
}
