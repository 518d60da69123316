import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { DEVICE_FAMILIES } from '../telemetry/device.js';
import { ABNORMAL_TYPES, HEALTH_STATUSES } from '../telemetry/health.js';
import { DEVICE_STATUSES, MOVEMENTS } from '../telemetry/movement.js';
import { SENSOR_STATES } from '../telemetry/sensors.js';
import { EURO_STDS, GSM_LEVELS, LOCATION_STATUSES } from '../telemetry/signal.js';
import { Closed, Id, PageNumber, literals, orNull } from './contract.js';

/** Request and answer shapes of the monitoring calls (spec document 2 sections 3 and 7.3). */

const num = orNull(Type.Number());
const str = orNull(Type.String());

export const MonitoringListQuery = Closed({
  ndata: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: GENERIC_LIST_LIMIT }),
  page: PageNumber(),
});
export type MonitoringListQuery = Static<typeof MonitoringListQuery>;

/** Sorts of the production-monitoring list; a leading '-' is descending. time is the last record's time. */
export const PRODUCTION_SORTS = [
  'vehicle_name',
  '-vehicle_name',
  'vehicle_number',
  '-vehicle_number',
  'time',
  '-time',
] as const;
export type ProductionSort = (typeof PRODUCTION_SORTS)[number];

export const MOVEMENT_TYPE_FILTERS = ['all', ...MOVEMENTS] as const;
export type MovementTypeFilter = (typeof MOVEMENT_TYPE_FILTERS)[number];

export const ProductionMonitoringQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: literals(PRODUCTION_SORTS, { default: 'vehicle_name' }),
  type: literals(MOVEMENT_TYPE_FILTERS, { default: 'all' }),
});
export type ProductionMonitoringQuery = Static<typeof ProductionMonitoringQuery>;

export const SensorViewQuery = Closed({ id: Id() });

/** The zoom the map asks addresses at when it does not say (street level). */
export const DEFAULT_ADDRESS_ZOOM = 18;

/** A decimal number as text: typed as a string so an empty lat= is refused instead of coerced to 0. */
const DECIMAL = '^\\s*-?\\d{1,3}(\\.\\d+)?\\s*$';

export const AddressQuery = Closed({
  zoom: Type.Integer({ minimum: 0, maximum: 20, default: DEFAULT_ADDRESS_ZOOM }),
  lat: Type.String({ pattern: DECIMAL, description: 'latitude in degrees, -90 to 90' }),
  lon: Type.String({ pattern: DECIMAL, description: 'longitude in degrees, -180 to 180' }),
});
export type AddressQuery = Static<typeof AddressQuery>;

/** The address of a point as one line of text (Nominatim's, or the shipped data's nearest place). */
export const AddressResult = Type.String();
export type AddressResult = Static<typeof AddressResult>;

export const SensorData = Closed({
  id: Type.Integer(),
  current_value: Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] }),
  type_id: Type.Integer(),
  type_sensor: Type.String(),
  code_sensor: Type.String(),
  name: Type.String(),
  source: Type.String(),
  status: Type.Integer(),
  normal: num,
  upper_limit: num,
  lower_limit: num,
  sensor_status_name: literals(SENSOR_STATES),
});
export type SensorData = Static<typeof SensorData>;

const flag = orNull(Type.Integer());

/** The last record's properties (spec document 2 section 3); time is ISO 8601 UTC. */
export const MonitoringProperties = Closed({
  time: str,
  alt: num,
  head: num,
  sat: num,
  speed: num,
  gpstype: Type.Integer(),
  ign: flag,
  eventID: flag,
  mileage: num,
  engine_hours: num,
  fuel: num,
  fuel_sensor: str,
  canbus: flag,
  gps: flag,
  accu: num,
  accu_voltage: num,
  gps_batt: num,
  door1: flag,
  door2: flag,
  status_engine: flag,
  temp: Type.Array(Type.Number()),
  imb: flag,
  buzzer: flag,
  bump: flag,
  load: num,
  dismantle: flag,
  jamming: flag,
  gsm_signal: num,
});
export type MonitoringProperties = Static<typeof MonitoringProperties>;

export const MonitoringVehicle = Closed({
  imei: Type.String(),
  vehicle_id: Type.Integer(),
  vehicle_name: Type.String(),
  vehicle_name_short: Type.String(),
  vehicle_number: str,
  chassis_number: str,
  euro_std: orNull(literals(EURO_STDS)),
  device_type: literals(DEVICE_FAMILIES),
  movement: literals(MOVEMENTS),
  vehicle_type: str,
  vehicle_group: str,
  activation_date: str,
  activation_status: Type.String(),
  location: str,
  location_status: literals(LOCATION_STATUSES),
  device_status: literals(DEVICE_STATUSES),
  abnormal_status: literals(HEALTH_STATUSES),
  abnormal_type: Type.Array(literals(ABNORMAL_TYPES)),
  temperature: Type.Array(Type.Number()),
  gsm_signal: orNull(literals(GSM_LEVELS)),
  sensor_data: Type.Array(SensorData),
  position: Closed({ lat: num, lng: num }),
  heading: num,
  properties: MonitoringProperties,
});
export type MonitoringVehicle = Static<typeof MonitoringVehicle>;

export const MonitoringPage = Page(MonitoringVehicle);
export type MonitoringPage = Static<typeof MonitoringPage>;

export const SensorView = Closed({
  type: Closed({ id: Type.Integer(), Name: Type.String() }),
  properties: Type.Array(
    Closed({
      name: Type.String(),
      value: Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] }),
    }),
  ),
  code: Type.String(),
  status: Type.Integer(),
});
export type SensorView = Static<typeof SensorView>;
