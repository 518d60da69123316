import type { Telemetry, TelemetryProperties } from '@armada/domain';
import { MSG } from './constants.js';
import { cellBytes, GPS_BLOCK_BYTES, readGps, type GpsFix } from './gps.js';
import { alarmProperties, gsmProperties, terminalInfoProperties } from './io-mapping.js';
import type { Packet } from './packet.js';

export const LOCATION_PROTOCOLS: ReadonlySet<number> = new Set([
  MSG.gps,
  MSG.gpsUtc,
  MSG.alarm,
  MSG.alarmUtc,
  MSG.alarmFences,
]);

const ALARM_PROTOCOLS: ReadonlySet<number> = new Set([MSG.alarm, MSG.alarmUtc, MSG.alarmFences]);
/** Alarm/Language second byte 0x00: "no need for reply" (V3.1 section 6.1). */
const NO_REPLY_LANGUAGE = 0x00;
/** Terminal information, voltage level, GSM signal, alarm, language. */
const STATUS_BLOCK_BYTES = 5;
/** The terminal ID some devices put first: the IMEI in 8 BCD bytes, as in the login packet. */
const TERMINAL_ID_BYTES = 8;
/**
 * Where the GPS block may start: at once (the documents); after the terminal ID (QH302R); after a
 * location-source byte, the terminal ID and a device clock (NT20, XT40). Real captures in corpus.ts.
 */
const GPS_OFFSETS = [
  { at: 0, terminalIdAt: null },
  { at: TERMINAL_ID_BYTES, terminalIdAt: 0 },
  { at: 1 + TERMINAL_ID_BYTES + 6, terminalIdAt: 1 },
] as const;

export type LocationRecord = { telemetry: Telemetry; wantsAck: boolean };

/**
 * A location (0x12, 0x22) or alarm (0x16, 0x26, 0x27) record and whether the device wants it acked.
 * Devices add, drop and move fields around the GPS block, so only what is where a known layout puts
 * it is read; bytes after that are ignored. Null when no GPS block is found at all.
 */
export function parseLocation(packet: Packet, imei: string): LocationRecord | null {
  const found = locateGps(packet.content);
  if (!found) return null;
  const { fix, tail } = found;
  const properties: TelemetryProperties = { gps: fix.valid ? 1 : 0 };
  // Location packets are acked as Traccar does: the documents ask none, but devices in service resend
  // unacknowledged records. The ack goes out only once the records are stored.
  let wantsAck = true;
  if (ALARM_PROTOCOLS.has(packet.protocol)) wantsAck = readAlarmTail(tail, packet.protocol, properties);
  else readLocationTail(tail, properties);
  const { time, sat, lat, lng, speed, head } = fix;
  return { telemetry: { imei, gpstype: 3, time, lat, lng, alt: 0, head, speed, sat, properties }, wantsAck };
}

function locateGps(content: Buffer): { fix: GpsFix; tail: Buffer } | null {
  for (const { at, terminalIdAt } of GPS_OFFSETS) {
    if (terminalIdAt !== null && !isTerminalId(content, terminalIdAt)) continue;
    const fix = readGps(content, at);
    if (fix) return { fix, tail: content.subarray(at + GPS_BLOCK_BYTES) };
  }
  return null;
}

function isTerminalId(content: Buffer, at: number): boolean {
  if (content.length < at + TERMINAL_ID_BYTES) return false;
  return /^0[0-9]{15}$/.test(content.subarray(at, at + TERMINAL_ID_BYTES).toString('hex'));
}

/**
 * After the GPS block of 0x12 / 0x22: the cell, with or without a length byte before it; then, on
 * devices that send them, ACC, upload mode and re-upload flag (3 bytes) and mileage (4 bytes).
 * Other trailing bytes are vendor extras and ignored.
 */
function readLocationTail(tail: Buffer, properties: TelemetryProperties): void {
  const cellAt = hasCellLengthByte(tail) ? 1 : 0;
  if (tail.length < cellAt + 2) return;
  const extras = tail.subarray(cellAt + cellBytes(tail.readUInt16BE(cellAt)));
  if (extras.length === 3 || extras.length === 7) properties.ign = extras.readUInt8(0) === 0 ? 0 : 1;
  if (extras.length === 7) properties.mileage = extras.readUInt32BE(3) / 1000;
  if (extras.length === 4) properties.mileage = extras.readUInt32BE(0) / 1000;
}

/**
 * An MCC is at most 999, so its first byte is 0-3, or 0x80-0x83 with the 2-byte-MNC flag; a first
 * byte from 4 to 0x7F can only be a cell length byte.
 */
function hasCellLengthByte(tail: Buffer): boolean {
  const first = tail[0];
  return first !== undefined && first >= 0x04 && first < 0x80;
}

/** LBS length, cell, then the status block: terminal information, voltage level, GSM, alarm, language. */
function readAlarmTail(tail: Buffer, protocol: number, properties: TelemetryProperties): boolean {
  const statusAt = alarmStatusOffset(tail, protocol);
  // A layout we cannot place: the position stands, the alarm is acked so the device does not resend.
  if (statusAt === null) return true;
  const [terminal = 0, , gsm = 0, alarm = 0, language = 0] = tail.subarray(statusAt, statusAt + STATUS_BLOCK_BYTES);
  Object.assign(properties, terminalInfoProperties(terminal), gsmProperties(gsm), alarmProperties(alarm));
  if (protocol === MSG.alarmUtc && tail.length === statusAt + STATUS_BLOCK_BYTES + 4) {
    properties.mileage = tail.readUInt32BE(statusAt + STATUS_BLOCK_BYTES) / 1000;
  }
  return language !== NO_REPLY_LANGUAGE;
}

/**
 * Where the status block starts. The length byte is 0 (no cell), or counts the cell with or without
 * itself, and some devices send a longer cell (4-byte cell id) than the MCC flag implies. A reading
 * that leaves exactly the bytes the packet type may add (0x26 mileage, 0x27 fence number) wins;
 * otherwise the standard cell is trusted when the length byte agrees with it, extras ignored.
 */
function alarmStatusOffset(tail: Buffer, protocol: number): number | null {
  const length = tail[0];
  if (length === undefined) return null;
  if (length === 0) return fitsExactly(tail, 1, protocol) ? 1 : null;
  if (tail.length < 3) return null;
  const standard = cellBytes(tail.readUInt16BE(1));
  for (const cell of [standard, length]) if (fitsExactly(tail, 1 + cell, protocol)) return 1 + cell;
  const agrees = length === standard || length === standard + 1;
  return agrees && tail.length >= 1 + standard + STATUS_BLOCK_BYTES ? 1 + standard : null;
}

function fitsExactly(tail: Buffer, statusAt: number, protocol: number): boolean {
  const after = tail.length - statusAt - STATUS_BLOCK_BYTES;
  if (after === 0) return true;
  return (protocol === MSG.alarmUtc && after === 4) || (protocol === MSG.alarmFences && after === 1);
}
