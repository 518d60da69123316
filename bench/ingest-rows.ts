import type { Telemetry } from '@armada/domain';

/** The simulated trackers' IMEIs (registered by the benchmark before the load starts). */
export const imeiOf = (i: number) => String(356_000_000_000_000 + i);

/** `count` records of one tracker, a second apart from `start`, shaped like a truck's Codec 8E record. */
export function records(imei: string, start: number, count: number): Telemetry[] {
  return Array.from({ length: count }, (_, k) => ({
    imei,
    gpstype: 2,
    time: start + k * 1000,
    lat: -6.2 + k * 1e-4,
    lng: 106.8 + k * 1e-4,
    alt: 20,
    head: 90,
    speed: 40 + (k % 50),
    sat: 10,
    properties: { ign: 1, gps: 1, accu: 27.4, gsm_signal: 4, mileage: 1234.5 },
  }));
}

/** Where a tracker's clock starts in a run that starts at `base`: trackers never share a time. */
export const trackerStart = (base: number, imei: string) => base + Number(imei.slice(-5)) * 10_000_000;
