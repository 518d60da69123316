import { COORDINATE_SCALE } from './constants.js';

/** The GPS block shared by the 0x12/0x22 location and 0x16/0x26 alarm packets. */
export type GpsFix = {
  time: number;
  sat: number;
  lat: number;
  lng: number;
  speed: number;
  head: number;
  valid: boolean;
};

const POSITIONED = 0x1000;
const WEST = 0x0800;
const NORTH = 0x0400;
const COURSE_MASK = 0x03ff;

/** Bytes of the GPS block: date-time 6, length/satellites 1, latitude 4, longitude 4, speed 1, course/status 2. */
export const GPS_BLOCK_BYTES = 18;

/**
 * Reads the GPS block at `at`. Returns null when the bytes there are not a GPS block (too few, an
 * impossible date, coordinates or course out of range): the frame passed its check, so this is a
 * layout we do not know, not corruption.
 */
export function readGps(bytes: Buffer, at: number): GpsFix | null {
  if (bytes.length - at < GPS_BLOCK_BYTES) return null;
  const block = bytes.subarray(at, at + GPS_BLOCK_BYTES);
  const time = readDateTime(block);
  const latRaw = block.readUInt32BE(7);
  const lngRaw = block.readUInt32BE(11);
  const status = block.readUInt16BE(16);
  const course = status & COURSE_MASK;
  if (time === null || latRaw > 90 * COORDINATE_SCALE || lngRaw > 180 * COORDINATE_SCALE || course > 360) {
    return null;
  }
  const sat = block.readUInt8(6) & 0x0f; // high nibble: length of the GPS block, not needed
  return {
    time,
    sat,
    lat: signed(latRaw, (status & NORTH) === 0),
    lng: signed(lngRaw, (status & WEST) !== 0),
    speed: block.readUInt8(15),
    head: course % 360,
    // A fix flagged positioned but counting no satellites is not trusted either.
    valid: (status & POSITIONED) !== 0 && sat > 0,
  };
}

export function writeGps(fix: GpsFix): Buffer {
  const bytes = Buffer.alloc(18);
  writeDateTime(fix.time).copy(bytes, 0);
  const sat = clamp(Math.round(fix.sat), 0, 15);
  bytes.writeUInt8(0xc0 | sat, 6); // 12 bytes of GPS information follow the date-time
  const latRaw = Math.round(Math.abs(fix.lat) * COORDINATE_SCALE);
  const lngRaw = Math.round(Math.abs(fix.lng) * COORDINATE_SCALE);
  bytes.writeUInt32BE(latRaw, 7);
  bytes.writeUInt32BE(lngRaw, 11);
  bytes.writeUInt8(clamp(Math.round(fix.speed), 0, 255), 15);
  const course = ((Math.round(fix.head) % 360) + 360) % 360;
  // A value that rounds to 0 goes out north / east, so decoding and re-encoding agree.
  const south = fix.lat < 0 && latRaw > 0;
  const west = fix.lng < 0 && lngRaw > 0;
  const status = (fix.valid ? POSITIONED : 0) | (west ? WEST : 0) | (south ? 0 : NORTH) | course;
  bytes.writeUInt16BE(status, 16);
  return bytes;
}

function signed(raw: number, negative: boolean): number {
  const degrees = raw / COORDINATE_SCALE;
  return negative && raw > 0 ? -degrees : degrees;
}

/** Year (since 2000), month, day, hour, minute, second, one byte each, UTC; null if no real clock says it. */
function readDateTime(bytes: Buffer): number | null {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = bytes.subarray(0, 6);
  const time = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
  const check = new Date(time);
  // Date.UTC rolls 31 February into March; a real clock never sends it.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return time;
}

export function writeDateTime(time: number): Buffer {
  const date = new Date(time);
  const year = date.getUTCFullYear() - 2000;
  if (!Number.isFinite(time) || year < 0 || year > 255) throw new RangeError('GT06 dates span 2000-2255');
  return Buffer.from([
    year,
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ]);
}

/**
 * Bytes of a cell block (MCC, MNC, LAC, cell id; skipped, Telemetry has no place for it) whose MCC
 * is `mcc`: 8, or 9 when the top bit of MCC announces a 2-byte MNC (JM-VL01 V13).
 */
export function cellBytes(mcc: number): number {
  return 2 + ((mcc & 0x8000) !== 0 ? 2 : 1) + 5;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
