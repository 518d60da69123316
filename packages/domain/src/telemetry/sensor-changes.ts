import { sensorState, type SensorEntry, type SensorState } from './sensors.js';

/** One reading of a sensor: when (ms since the epoch) and its value. */
export type SensorReading = { time: number; value: number };

/** What of a sensor its state depends on besides the reading. */
export type SensorLimits = Pick<SensorEntry, 'type_sensor' | 'normal' | 'upper_limit' | 'lower_limit'>;

/** A sensor entering a state: from which (null for the first reading seen), when, at what value, for how long. */
export type SensorStateChange = {
  from_state: SensorState | null;
  to_state: SensorState;
  time: number;
  value: number;
  duration_s: number;
  /** The state still holds at the period's end. */
  ongoing: boolean;
};

const stateOf = (limits: SensorLimits, value: number): SensorState =>
  sensorState({ ...limits, id: 0, current_value: value, type_id: null, code_sensor: null, status: 1 });

/**
 * The state changes in readings sorted by time, by the live rule (sensorState): the first reading
 * opens the first state, each reading whose state differs from the one before opens the next; a
 * state lasts until the next change, the last one until `until`. Readings that keep the state add nothing,
 * so the readings may be thinned to those where anything the rule compares changed.
 */
export function sensorStateChanges(
  readings: readonly SensorReading[],
  limits: SensorLimits,
  until: number,
): SensorStateChange[] {
  const changes: SensorStateChange[] = [];
  for (const reading of readings) {
    const state = stateOf(limits, reading.value);
    const last = changes.at(-1);
    if (last && last.to_state === state) continue;
    if (last) last.duration_s = Math.round((reading.time - last.time) / 1000);
    changes.push({
      from_state: last?.to_state ?? null,
      to_state: state,
      time: reading.time,
      value: reading.value,
      duration_s: 0,
      ongoing: false,
    });
  }
  const last = changes.at(-1);
  if (last) {
    last.duration_s = Math.max(0, Math.round((until - last.time) / 1000));
    last.ongoing = true;
  }
  return changes;
}
