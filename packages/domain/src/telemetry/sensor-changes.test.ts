import { describe, expect, it } from 'vitest';
import { sensorStateChanges, type SensorLimits } from './sensor-changes.js';

const T0 = Date.parse('2026-11-01T00:00:00Z');
const at = (minutes: number) => T0 + minutes * 60_000;
const fridge: SensorLimits = { type_sensor: 'temperature', normal: null, upper_limit: 8, lower_limit: -5 };
const door: SensorLimits = { type_sensor: 'door', normal: 1, upper_limit: null, lower_limit: null };

describe('sensorStateChanges', () => {
  it('opens a state at the first reading and a new one at each change, with durations', () => {
    const readings = [
      { time: at(0), value: 4 },
      { time: at(10), value: 6 },
      { time: at(20), value: 9.5 },
      { time: at(25), value: 12 },
      { time: at(40), value: 7 },
      { time: at(50), value: -6 },
    ];
    expect(sensorStateChanges(readings, fridge, at(60))).toEqual([
      { from_state: null, to_state: 'normal', time: at(0), value: 4, duration_s: 1200, ongoing: false },
      { from_state: 'normal', to_state: 'too_hot', time: at(20), value: 9.5, duration_s: 1200, ongoing: false },
      { from_state: 'too_hot', to_state: 'normal', time: at(40), value: 7, duration_s: 600, ongoing: false },
      { from_state: 'normal', to_state: 'too_cold', time: at(50), value: -6, duration_s: 600, ongoing: true },
    ]);
  });

  it('reads a door against its normal position and a faulty probe as the temperature fault', () => {
    const changes = sensorStateChanges(
      [
        { time: at(0), value: 1 },
        { time: at(5), value: 0 },
        { time: at(7), value: 1 },
      ],
      door,
      at(30),
    );
    expect(changes.map((c) => [c.to_state, c.duration_s])).toEqual([
      ['normal', 300],
      ['door_open', 120],
      ['normal', 1380],
    ]);
    const probe = sensorStateChanges([{ time: at(0), value: 300 }], fridge, at(1));
    expect(probe).toMatchObject([{ to_state: 'temperature', duration_s: 60, ongoing: true }]);
  });

  it('tells a carried load from one over the limit, and answers nothing without readings', () => {
    const load: SensorLimits = { type_sensor: 'load', normal: null, upper_limit: 1000, lower_limit: null };
    const states = sensorStateChanges(
      [0, 400, 900, 1200, 0].map((value, i) => ({ time: at(i), value })),
      load,
      at(10),
    ).map((c) => c.to_state);
    expect(states).toEqual(['normal', 'load', 'over_limit', 'normal']);
    expect(sensorStateChanges([], load, at(10))).toEqual([]);
  });
});
