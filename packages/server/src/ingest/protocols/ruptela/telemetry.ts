import type { Telemetry } from '@armada/domain';
import { ioToProperties } from './io-mapping.js';
import type { RawRecord } from './records.js';

/** Longitude / latitude the device sends when it has no position at all. */
export const NO_POSITION = -0x80000000;
export const RUPTELA_GPSTYPE = 1;

/**
 * Normalises one record: ms UTC, degrees, metres, km/h. Without a position the device fills the
 * other GPS fields too (altitude 0x8000, angle and speed 0xFFFF, 255 satellites): they become 0.
 */
export function toTelemetry(record: RawRecord, imei: string): Telemetry {
  const lat = record.latitude / 1e7;
  const lng = record.longitude / 1e7;
  const hasPosition =
    record.latitude !== NO_POSITION && record.longitude !== NO_POSITION && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    imei,
    gpstype: RUPTELA_GPSTYPE,
    // Records stamped in the same second differ by their extension: kept apart as milliseconds.
    time: record.timestamp * 1000 + record.timestampExtension,
    lat: hasPosition ? lat : 0,
    lng: hasPosition ? lng : 0,
    alt: hasPosition ? record.altitude / 10 : 0,
    head: hasPosition ? (record.angle / 100) % 360 : 0,
    speed: hasPosition ? record.speed : 0,
    sat: hasPosition ? record.satellites : 0,
    properties: {
      ...ioToProperties(record.io),
      eventID: record.eventId,
      // A record without satellites is the last known position, kept but marked as no fix.
      gps: hasPosition && record.satellites > 0 ? 1 : 0,
    },
  };
}
