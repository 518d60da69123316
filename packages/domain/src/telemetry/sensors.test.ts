import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAbnormalSensorState, SENSOR_FLAGS, sensorState, vehicleSensorFlags, type SensorEntry } from './sensors.js';

const entry = (over: Partial<SensorEntry>): SensorEntry => ({
  id: 1,
  current_value: null,
  type_id: 1,
  type_sensor: 'door',
  code_sensor: 'S1',
  status: 1,
  normal: null,
  upper_limit: null,
  lower_limit: null,
  ...over,
});

describe('sensorState', () => {
  it('reads doors against normal, or 0 as open without one', () => {
    expect(sensorState(entry({ current_value: 0 }))).toBe('door_open');
    expect(sensorState(entry({ current_value: 1 }))).toBe('normal');
    expect(sensorState(entry({ current_value: '1', normal: '0' }))).toBe('door_open');
    expect(sensorState(entry({ current_value: null }))).toBe('normal');
  });

  it('reads dismantle against normal, or 1 as triggered without one', () => {
    expect(sensorState(entry({ type_sensor: 'dismantle', current_value: 1 }))).toBe('dismantled');
    expect(sensorState(entry({ type_sensor: 'dismantle', current_value: 0 }))).toBe('normal');
    expect(sensorState(entry({ type_sensor: 'Dismantle', current_value: 0, normal: 1 }))).toBe('dismantled');
  });

  it('reads load: over upper limit, present, or empty', () => {
    const load = (v: number | string, upper: number | null = 1000) =>
      sensorState(entry({ type_sensor: 'load', current_value: v, upper_limit: upper }));
    expect(load(1200)).toBe('over_limit');
    expect(load(1000)).toBe('load');
    expect(load('400')).toBe('load');
    expect(load(0)).toBe('normal');
    expect(load(99999, null)).toBe('load');
  });

  it('reads temperature: too hot, too cold, probe fault, or normal', () => {
    const temp = (v: number | string | null) =>
      sensorState(entry({ type_sensor: 'temperature', current_value: v, upper_limit: 8, lower_limit: -20 }));
    expect(temp(9)).toBe('too_hot');
    expect(temp(-21)).toBe('too_cold');
    expect(temp(4)).toBe('normal');
    expect(temp(8)).toBe('normal');
    expect(temp(null)).toBe('temperature');
    expect(temp('n/a')).toBe('temperature');
    expect(temp(850)).toBe('temperature');
  });

  it('treats rfid and unknown types as normal', () => {
    expect(sensorState(entry({ type_sensor: 'rfid', current_value: 'A1B2' }))).toBe('normal');
    expect(sensorState(entry({ type_sensor: null, current_value: 0 }))).toBe('normal');
  });
});

describe('vehicleSensorFlags', () => {
  it('is normal without sensors', () => {
    expect(vehicleSensorFlags([]).normal).toBe(true);
    expect(vehicleSensorFlags(undefined).normal).toBe(true);
  });

  it('collects every abnormal flag', () => {
    const flags = vehicleSensorFlags([
      entry({ current_value: 0 }),
      entry({ type_sensor: 'temperature', current_value: 30, upper_limit: 8 }),
      entry({ type_sensor: 'load', current_value: 10, upper_limit: 100 }),
    ]);
    expect(flags).toEqual({
      dismantled: false,
      load_over_limit: false,
      abnormal_temperature: true,
      door_open: true,
      normal: false,
    });
  });

  it('calls a vehicle normal exactly when no sensor is in an abnormal state', () => {
    const arbEntry = fc.record({
      type_sensor: fc.constantFrom('door', 'dismantle', 'load', 'temperature', 'rfid', null),
      current_value: fc.oneof(fc.integer({ min: -100, max: 2000 }), fc.constant(null)),
      normal: fc.constantFrom(0, 1, null),
      upper_limit: fc.constantFrom(8, 1000, null),
      lower_limit: fc.constantFrom(-20, null),
    });
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 6 }), (parts) => {
        const entries = parts.map((p) => entry(p));
        const flags = vehicleSensorFlags(entries);
        const anyAbnormal = entries.some((e) => isAbnormalSensorState(sensorState(e)));
        expect(flags.normal).toBe(!anyAbnormal);
        expect(SENSOR_FLAGS.some((f) => flags[f])).toBe(anyAbnormal);
      }),
    );
  });
});
