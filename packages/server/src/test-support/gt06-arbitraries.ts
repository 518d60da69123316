import type { Telemetry } from '@armada/domain';
import fc from 'fast-check';

/** Telemetry the GT06 packets can carry exactly: whole seconds and km/h, 0-15 satellites, 2000-2099. */
export const telemetryArbitrary: fc.Arbitrary<Telemetry> = fc.record({
  imei: fc.stringMatching(/^[0-9]{15}$/),
  gpstype: fc.constant(3),
  time: fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59, 59) })
    .map((ms) => Math.floor(ms / 1000) * 1000),
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
  alt: fc.constant(0),
  head: fc.integer({ min: 0, max: 359 }),
  speed: fc.integer({ min: 0, max: 255 }),
  sat: fc.integer({ min: 0, max: 15 }),
  properties: fc.record(
    {
      gps: fc.constantFrom<0 | 1>(0, 1),
      ign: fc.constantFrom<0 | 1>(0, 1),
      imb: fc.constantFrom<0 | 1>(0, 1),
      gsm_signal: fc.constantFrom(0, 9, 15, 21, 28),
      eventID: fc.constantFrom(0x00, 0x01, 0x02, 0x05, 0x0e, 0x10),
      mileage: fc.integer({ min: 0, max: 4_000_000 }).map((m) => m / 1000),
    },
    { requiredKeys: ['gps'] },
  ),
});
