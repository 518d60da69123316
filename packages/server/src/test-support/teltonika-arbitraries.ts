import type { Telemetry } from '@armada/domain';
import fc from 'fast-check';

/**
 * Telemetry values the wire can carry exactly (coordinates in 10^-7 degrees, whole km/h and degrees,
 * mV, m, 0.1 l, 0.1 °C, minutes), so that decode(encode(t)) must equal t.
 */
const bit = fc.constantFrom<0 | 1>(0, 1);
const scaled = (max: number, divisor: number) => fc.integer({ min: 0, max }).map((n) => n / divisor);

const properties = fc.record(
  {
    ign: bit,
    eventID: fc.constantFrom(0, 239, 240, 247, 249, 252),
    mileage: scaled(2_000_000_000, 1000),
    engine_hours: scaled(10_000_000, 60),
    accu: scaled(65_535, 1000),
    gps_batt: scaled(65_535, 1000),
    door1: bit,
    door2: bit,
    imb: bit,
    buzzer: bit,
    bump: bit,
    gsm_signal: fc.integer({ min: 0, max: 5 }),
    jamming: bit,
    dismantle: bit,
    status_engine: bit,
    temp: fc.array(
      fc.integer({ min: -550, max: 1250 }).map((n) => n / 10),
      { maxLength: 4 },
    ),
    iccid: fc.stringMatching(/^89[0-9]{17,18}$/),
    fuel: fc.oneof(
      scaled(65_535, 10).map((fuel) => ({ fuel, fuel_sensor: 'can' as const })),
      fc.integer({ min: 0, max: 100 }).map((fuel) => ({ fuel, fuel_sensor: 'percent' as const })),
    ),
  },
  { requiredKeys: ['eventID'] },
);

export const telemetryArb: fc.Arbitrary<Telemetry> = fc
  .record({
    time: fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2040, 0, 1) }),
    lat: fc.integer({ min: -900_000_000, max: 900_000_000 }).map((n) => n / 1e7),
    lng: fc.integer({ min: -1_800_000_000, max: 1_800_000_000 }).map((n) => n / 1e7),
    alt: fc.integer({ min: -500, max: 9000 }),
    head: fc.integer({ min: 0, max: 359 }),
    speed: fc.integer({ min: 0, max: 300 }),
    sat: fc.integer({ min: 0, max: 40 }),
    properties,
  })
  .map(({ properties: { fuel, ...rest }, ...position }) => ({
    imei: '356307042441013',
    gpstype: 2,
    ...position,
    properties: { ...rest, ...fuel },
  }));

/** What the decoder reports for an encoded position: the derived gps, accu_voltage and canbus added. */
export function expectedAfterRoundTrip(position: Telemetry): Telemetry {
  const { temp, ...properties } = position.properties;
  const can = properties.fuel_sensor !== undefined || properties.engine_hours !== undefined;
  return {
    ...position,
    properties: {
      ...properties,
      ...(temp && temp.length > 0 ? { temp } : {}),
      ...(properties.accu === undefined ? {} : { accu_voltage: properties.accu }),
      ...(can ? { canbus: 1 } : {}),
      gps: position.sat > 0 ? 1 : 0,
    },
  };
}
