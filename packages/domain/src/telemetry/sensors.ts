/** Sensor type options (spec document 2 section 9); 'all_sensor' is the "any type" choice of the sensor report. */
export const SENSOR_TYPES = ['all_sensor', 'door', 'load', 'rfid', 'dismantle', 'temperature'] as const;
export type SensorType = (typeof SENSOR_TYPES)[number];

/** sensor_status_name values (spec document 2 section 3). */
export const SENSOR_STATES = [
  'normal',
  'door_open',
  'dismantled',
  'load',
  'over_limit',
  'temperature',
  'too_hot',
  'too_cold',
] as const;
export type SensorState = (typeof SENSOR_STATES)[number];

type Reading = number | string | null;

/** One entry of a vehicle's sensor_data, as the sensor service sends it. */
export type SensorEntry = {
  id: number | string;
  current_value: Reading;
  type_id: number | string | null;
  type_sensor: string | null;
  code_sensor: string | null;
  status: number | string | null;
  /** The value that counts as normal for a switch sensor (door, dismantle). */
  normal: Reading;
  upper_limit: Reading;
  lower_limit: Reading;
  sensor_status_name?: SensorState | null;
};

/** Readings outside what a common digital probe (DS18B20: -55..125 °C) can report are sensor faults. */
export const TEMPERATURE_PLAUSIBLE_RANGE = { min: -55, max: 125 } as const;

function num(value: Reading | undefined): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A switch sensor is in its alarm position when it differs from `normal`, or, without one, equals `alarm`. */
function switchTriggered(entry: SensorEntry, alarm: number): boolean {
  const value = num(entry.current_value);
  if (value == null) return false;
  const normal = num(entry.normal);
  return normal == null ? value === alarm : value !== normal;
}

/** A load above upper_limit is over_limit; any other positive load is 'load' (carrying, fine). */
function loadState(entry: SensorEntry): SensorState {
  const value = num(entry.current_value);
  if (value == null || value <= 0) return 'normal';
  const upper = num(entry.upper_limit);
  return upper != null && value > upper ? 'over_limit' : 'load';
}

/**
 * A missing, non-numeric or implausible reading is a probe fault ('temperature'); else above
 * upper_limit is too_hot and below lower_limit too_cold.
 */
function temperatureState(entry: SensorEntry): SensorState {
  const value = num(entry.current_value);
  if (value == null || value < TEMPERATURE_PLAUSIBLE_RANGE.min || value > TEMPERATURE_PLAUSIBLE_RANGE.max) {
    return 'temperature';
  }
  const upper = num(entry.upper_limit);
  const lower = num(entry.lower_limit);
  if (upper != null && value > upper) return 'too_hot';
  if (lower != null && value < lower) return 'too_cold';
  return 'normal';
}

/**
 * The state of one sensor from its type and limits. Door: open when it differs from `normal`
 * (without one, 0 is OPEN as for door1/door2). Dismantle: triggered when it differs from `normal`
 * (without one, 1 is triggered). Load and temperature as above. RFID and unknown types are normal:
 * a tag reading is information, not an alarm.
 */
export function sensorState(entry: SensorEntry): SensorState {
  switch (entry.type_sensor?.trim().toLowerCase()) {
    case 'door':
      return switchTriggered(entry, 0) ? 'door_open' : 'normal';
    case 'dismantle':
      return switchTriggered(entry, 1) ? 'dismantled' : 'normal';
    case 'load':
      return loadState(entry);
    case 'temperature':
      return temperatureState(entry);
    default:
      return 'normal';
  }
}

/** The abnormal sensor conditions the monitoring map filters on. */
export const SENSOR_FLAGS = ['dismantled', 'load_over_limit', 'abnormal_temperature', 'door_open'] as const;
export type SensorFlag = (typeof SENSOR_FLAGS)[number];

export type SensorFlags = Record<SensorFlag, boolean> & { normal: boolean };

const FLAG_OF: Partial<Record<SensorState, SensorFlag>> = {
  dismantled: 'dismantled',
  over_limit: 'load_over_limit',
  temperature: 'abnormal_temperature',
  too_hot: 'abnormal_temperature',
  too_cold: 'abnormal_temperature',
  door_open: 'door_open',
};

/** True when a sensor state is an abnormality ('load' within limits is not). */
export function isAbnormalSensorState(state: SensorState): boolean {
  return FLAG_OF[state] !== undefined;
}

/** Flags of a vehicle over all its sensors; normal means none of the abnormal states. */
export function vehicleSensorFlags(entries: readonly SensorEntry[] | null | undefined): SensorFlags {
  const flags: SensorFlags = {
    dismantled: false,
    load_over_limit: false,
    abnormal_temperature: false,
    door_open: false,
    normal: true,
  };
  for (const entry of entries ?? []) {
    const flag = FLAG_OF[sensorState(entry)];
    if (flag) {
      flags[flag] = true;
      flags.normal = false;
    }
  }
  return flags;
}
