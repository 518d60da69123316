import { ProtocolError } from '../../protocol.js';
import { ByteReader } from '../../byte-reader.js';

export type IoSize = 1 | 2 | 4 | 8;
/** One IO element as sent: id, value width in bytes, raw unsigned value. */
export type IoEntry = { id: number; size: IoSize; value: bigint };

/** One record exactly as the device sent it, before normalisation. */
export type RawRecord = {
  /** Seconds since epoch, UTC. */
  timestamp: number;
  /** Sequence number telling apart records stamped in the same second (not milliseconds). */
  timestampExtension: number;
  /** Command 68 only: high nibble = last part number of a merged record, low nibble = this part. */
  recordExtension: number;
  priority: number;
  /** 1e-7 degrees; 0x80000000 means no position. */
  longitude: number;
  latitude: number;
  /** 0.1 m. */
  altitude: number;
  /** 0.01 degree. */
  angle: number;
  satellites: number;
  /** km/h. */
  speed: number;
  /** 0.1. */
  hdop: number;
  eventId: number;
  io: IoEntry[];
};

const IO_SIZES: readonly IoSize[] = [1, 2, 4, 8];

/** Parses the payload of command 1 (`extended` false) or 68 (`extended` true). */
export function parseRecords(payload: Buffer, extended: boolean): RawRecord[] {
  const reader = new ByteReader(payload);
  reader.u8(); // records left in the device's memory: nothing to do with it
  const count = reader.u8();
  const records: RawRecord[] = [];
  for (let i = 0; i < count; i++) records.push(parseRecord(reader, extended));
  if (reader.remaining !== 0) {
    throw new ProtocolError('malformed', `${reader.remaining} bytes after ${count} records`);
  }
  return records;
}

function parseRecord(reader: ByteReader, extended: boolean): RawRecord {
  const timestamp = reader.u32();
  const timestampExtension = reader.u8();
  const recordExtension = extended ? reader.u8() : 0;
  return {
    timestamp,
    timestampExtension,
    recordExtension,
    priority: reader.u8(),
    longitude: reader.i32(),
    latitude: reader.i32(),
    altitude: reader.u16(),
    angle: reader.u16(),
    satellites: reader.u8(),
    speed: reader.u16(),
    hdop: reader.u8(),
    eventId: extended ? reader.u16() : reader.u8(),
    io: parseIo(reader, extended),
  };
}

function parseIo(reader: ByteReader, extended: boolean): IoEntry[] {
  const io: IoEntry[] = [];
  for (const size of IO_SIZES) {
    const count = reader.u8();
    for (let i = 0; i < count; i++) {
      const id = extended ? reader.u16() : reader.u8();
      io.push({ id, size, value: reader.unsigned(size) });
    }
  }
  return io;
}

/**
 * Command 68 may split one record over several parts with the same header (record extension
 * 0x30, 0x31, 0x32, 0x33: four parts). Joins each continuation part's IO onto the part before it.
 */
export function mergeRecordParts(records: RawRecord[]): RawRecord[] {
  const merged: RawRecord[] = [];
  for (const record of records) {
    const last = record.recordExtension >> 4;
    const part = record.recordExtension & 0x0f;
    const previous = merged[merged.length - 1];
    if (previous && part > 0 && part <= last) {
      merged[merged.length - 1] = { ...previous, io: [...previous.io, ...record.io] };
    } else {
      merged.push(record);
    }
  }
  return merged;
}
