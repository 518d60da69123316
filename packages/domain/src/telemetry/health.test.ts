import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ABNORMAL_TYPES, deriveHealth, type HealthInput } from './health.js';
import { GPSTYPE } from './device.js';
import { DAY_MS } from './movement.js';
import type { SensorEntry } from './sensors.js';

const now = Date.UTC(2026, 0, 10);
const healthy: HealthInput = {
  time: now - 60_000,
  sat: 9,
  gpstype: GPSTYPE.teltonika,
  properties: { accu: 24.2, gps_batt: 4.1, gps: 1, gsm_signal: 4, jamming: 0, dismantle: 0 },
};
const kinds = (over: Partial<HealthInput['properties']>, extra: Partial<HealthInput> = {}) =>
  deriveHealth({ ...healthy, ...extra, properties: { ...healthy.properties, ...over } }, { now }).abnormal_type;

const sensor = (type_sensor: string, current_value: number): SensorEntry => ({
  id: 1,
  current_value,
  type_id: 1,
  type_sensor,
  code_sensor: null,
  status: 1,
  normal: null,
  upper_limit: 8,
  lower_limit: null,
});

describe('deriveHealth', () => {
  it('is normal when nothing is wrong', () => {
    expect(deriveHealth(healthy, { now })).toEqual({ status: 'normal', abnormal_type: [] });
  });

  it('is notupdate without data or with data older than 2 days, whatever else is wrong', () => {
    expect(deriveHealth(null, { now }).status).toBe('notupdate');
    const stale = { ...healthy, time: now - 3 * DAY_MS, properties: { jamming: 1 as const } };
    expect(deriveHealth(stale, { now })).toEqual({ status: 'notupdate', abnormal_type: [] });
  });

  it('detects each kind', () => {
    expect(kinds({ accu: 10.2 })).toEqual(['accu_low']);
    expect(kinds({ accu: 0 })).toEqual(['accu_low']);
    expect(kinds({ gps_batt: 3.2 })).toEqual(['gps_battery_low']);
    expect(kinds({ gps: 0 })).toEqual(['no_gps']);
    expect(kinds({}, { sat: 3 })).toEqual(['no_gps']);
    expect(kinds({ gsm_signal: 2 })).toEqual(['gsm_poor']);
    expect(kinds({ gsm_signal: 10 }, { gpstype: GPSTYPE.ruptela })).toEqual(['gsm_poor']);
    expect(kinds({ jamming: 1 })).toEqual(['jamming']);
    expect(kinds({ dismantle: 1 })).toEqual(['dismantled']);
  });

  it('reads sensors: dismantle as dismantled, other abnormal states as sensor', () => {
    const at = (sensors: SensorEntry[]) => deriveHealth(healthy, { now, sensors }).abnormal_type;
    expect(at([sensor('door', 0)])).toEqual(['sensor']);
    expect(at([sensor('temperature', 20)])).toEqual(['sensor']);
    expect(at([sensor('dismantle', 1)])).toEqual(['dismantled']);
    expect(at([sensor('load', 5)])).toEqual([]);
  });

  it('ignores what the device does not report', () => {
    expect(deriveHealth({ time: now, properties: {} }, { now })).toEqual({ status: 'normal', abnormal_type: [] });
  });

  it('lets callers override thresholds and switch kinds off', () => {
    const input = { ...healthy, properties: { ...healthy.properties, accu: 20, jamming: 1 as const } };
    expect(deriveHealth(input, { now, settings: { accuLowVolts: 22 } }).abnormal_type).toEqual(['accu_low', 'jamming']);
    expect(deriveHealth(input, { now, settings: { enabled: ['accu_low'] } })).toEqual({
      status: 'normal',
      abnormal_type: [],
    });
  });

  it('is abnormal exactly when it lists a kind, in ABNORMAL_TYPES order', () => {
    fc.assert(
      fc.property(
        fc.record({ accu: fc.double({ min: 0, max: 30 }), gps_batt: fc.double({ min: 0, max: 5 }) }),
        fc.constantFrom(0, 1),
        fc.integer({ min: 0, max: 20 }),
        (volts, jamming, sat) => {
          const h = deriveHealth({ ...healthy, sat, properties: { ...volts, jamming } }, { now });
          expect(h.status === 'abnormal').toBe(h.abnormal_type.length > 0);
          const order = h.abnormal_type.map((k) => ABNORMAL_TYPES.indexOf(k));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        },
      ),
    );
  });
});
