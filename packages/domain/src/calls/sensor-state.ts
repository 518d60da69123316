import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Page } from '../api.js';
import { SENSOR_STATES, SENSOR_TYPES } from '../telemetry/sensors.js';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';
import { FITTED_SENSOR_TYPES } from './vehicle-sensor.js';
import { REPORT_MAX_DAYS_ONE, SensorRow } from './report.js';

/**
 * The fleet's sensors and their states (ours: the spec names the screens /sensor, /sensor/detail and
 * /sensor/search, not their calls), beside the generic calls at `sensor-service/vehiclesensor/`:
 * `list_sensor_state` (the sensors in use with their live reading and state) and
 * `view_sensor_history` (one sensor's values and state changes over a period).
 */
export const SENSOR_STATE_LIST_PATH = '/api/sensor-service/vehiclesensor/list_sensor_state';
export const SENSOR_HISTORY_PATH = '/api/sensor-service/vehiclesensor/view_sensor_history';

export const SENSOR_STATE_SORTS = [
  'vehicle_name',
  '-vehicle_name',
  'code_sensor',
  '-code_sensor',
  'type_sensor',
  '-type_sensor',
  'sensor_status_name',
  '-sensor_status_name',
  'time',
  '-time',
] as const;
export type SensorStateSort = (typeof SENSOR_STATE_SORTS)[number];

export const SensorStateQuery = Closed({
  /** The spec's sensor type options; all_sensor (or none) is every type. */
  type: Type.Optional(literals(SENSOR_TYPES)),
  state: Type.Optional(literals(SENSOR_STATES)),
  /** Vehicle name, plate, chassis number or IMEI, sensor code or name, contained. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE }),
  sort_by: Type.Optional(literals(SENSOR_STATE_SORTS)),
});
export type SensorStateQuery = Static<typeof SensorStateQuery>;

/** A sensor in use with its vehicle, its latest reading and the state the live rule gives it. */
export const SensorStateRow = Closed({
  id: Id(),
  vehicle_id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  chassis_number: orNull(Type.String()),
  type_sensor: literals(FITTED_SENSOR_TYPES),
  type_id: Type.Integer(),
  code_sensor: Type.String(),
  name: Type.String(),
  source: Type.String(),
  current_value: Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] }),
  sensor_status_name: literals(SENSOR_STATES),
  normal: orNull(Type.Number()),
  lower_limit: orNull(Type.Number()),
  upper_limit: orNull(Type.Number()),
  /** When the vehicle last reported (its reading's time), null when it never did. */
  time: orNull(DateTime()),
});
export type SensorStateRow = Static<typeof SensorStateRow>;

/**
 * A page of sensors, with counts of the sensors matching the search per state (of the chosen type)
 * and per type (in the chosen state); the all_sensor count is every type's.
 */
export const SensorStatePage = Closed({
  ...Page(SensorStateRow).properties,
  state_counts: Type.Array(Closed({ state: literals(SENSOR_STATES), total: Type.Integer() })),
  type_counts: Type.Array(Closed({ type: literals(SENSOR_TYPES), total: Type.Integer() })),
});
export type SensorStatePage = Static<typeof SensorStatePage>;

/** The longest period of a sensor's history: what the sensor report allows for one vehicle. */
export const SENSOR_HISTORY_MAX_DAYS = REPORT_MAX_DAYS_ONE;
/** The state changes answered at most (the latest); a flapping sensor's older ones are left out. */
export const SENSOR_HISTORY_MAX_CHANGES = 500;

export const SensorHistoryQuery = Closed({
  id: Id(),
  /** ISO 8601 date-time (a zone offset, else UTC); the default is a day before `to`. */
  from: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** ISO 8601 date-time, exclusive; the default is now. */
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type SensorHistoryQuery = Static<typeof SensorHistoryQuery>;

/** One interval of the period as a sensor report row has it: lowest, mean and highest value, seconds out of the limits. */
export const SensorHistoryBucket = Closed(
  Type.Pick(SensorRow, ['start_time', 'end_time', 'readings', 'min_value', 'avg_value', 'max_value', 'out_s'])
    .properties,
);
export type SensorHistoryBucket = Static<typeof SensorHistoryBucket>;

export const SensorHistoryChange = Closed({
  from_state: orNull(literals(SENSOR_STATES)),
  to_state: literals(SENSOR_STATES),
  time: DateTime(),
  value: Type.Number(),
  duration_s: Type.Integer(),
  ongoing: Type.Boolean(),
});
export type SensorHistoryChange = Static<typeof SensorHistoryChange>;

/** A sensor's values over a period in intervals (as the sensor report cuts it) and its state changes, newest first. */
export const SensorHistory = Closed({
  sensor: SensorStateRow,
  from: DateTime(),
  to: DateTime(),
  step_s: Type.Integer(),
  buckets: Type.Array(SensorHistoryBucket),
  changes: Type.Array(SensorHistoryChange),
  /** More changes happened than SENSOR_HISTORY_MAX_CHANGES: the oldest are left out. */
  changes_truncated: Type.Boolean(),
});
export type SensorHistory = Static<typeof SensorHistory>;
