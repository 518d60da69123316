import { Type, type Static } from '@sinclair/typebox';
import type { MessageCode } from '../messages.js';
import { Closed, Id, orNull, literals, DateTime } from './contract.js';

/**
 * The sensors fitted to a vehicle, on the generic API at `sensor-service/vehiclesensor/`
 * (add_vehiclesensor, edit_vehiclesensor, view_vehiclesensor, list_vehiclesensor, delete_vehiclesensor).
 * The types are the spec's sensor type options without 'all_sensor', which only filters.
 */
export const FITTED_SENSOR_TYPES = ['door', 'load', 'rfid', 'dismantle', 'temperature'] as const;
export type FittedSensorType = (typeof FITTED_SENSOR_TYPES)[number];

/** Type ids in the order of the spec's sensor type options (all_sensor is 0). */
export const SENSOR_TYPE_ID: Readonly<Record<FittedSensorType, number>> = {
  door: 1,
  load: 2,
  rfid: 3,
  dismantle: 4,
  temperature: 5,
};

/** The telemetry properties each type reads its value from ('temp.0' is the first probe). */
export const SENSOR_SOURCES: Readonly<Record<FittedSensorType, readonly string[]>> = {
  door: ['door1', 'door2'],
  load: ['load'],
  rfid: ['rfid'],
  dismantle: ['dismantle'],
  temperature: ['temp.0', 'temp.1', 'temp.2', 'temp.3'],
};

/** Types with a range (upper and lower limits) rather than a normal switch position. */
export const RANGED_SENSOR_TYPES: readonly FittedSensorType[] = ['load', 'temperature'];
/** Types with a normal switch position, 0 or 1. */
export const SWITCH_SENSOR_TYPES: readonly FittedSensorType[] = ['door', 'dismantle'];

const ALL_SOURCES = [...new Set(Object.values(SENSOR_SOURCES).flat())];
const LIMIT = Type.Number({ minimum: -100_000, maximum: 100_000 });

const sensorFields = {
  vehicle_id: Id(),
  type_sensor: Type.Union(FITTED_SENSOR_TYPES.map((value) => Type.Literal(value))),
  code_sensor: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' }),
  name: Type.Optional(Type.String({ maxLength: 60 })),
  source: Type.Union(ALL_SOURCES.map((value) => Type.Literal(value))),
  normal: Type.Optional(LIMIT),
  upper_limit: Type.Optional(LIMIT),
  lower_limit: Type.Optional(LIMIT),
  /** 1 in use, 0 switched off. */
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
};

export const VehicleSensorAddBody = Closed(sensorFields);
export type VehicleSensorAddBody = Static<typeof VehicleSensorAddBody>;

/** Editing changes only what is given; the rules of sensorProblem hold for the row as it will be. */
export const VehicleSensorEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(sensorFields)).properties,
});
export type VehicleSensorEditBody = Static<typeof VehicleSensorEditBody>;

export type SensorSettings = {
  type_sensor: FittedSensorType;
  source: string;
  normal?: number | null;
  upper_limit?: number | null;
  lower_limit?: number | null;
};

/**
 * Why a sensor's settings do not hold together, or null: the source must be one its type reads,
 * a switch's normal position is 0 or 1, and a lower limit must lie below the upper one.
 */
export function sensorProblem(sensor: SensorSettings): MessageCode | null {
  if (!SENSOR_SOURCES[sensor.type_sensor].includes(sensor.source)) return 'sensor_source_mismatch';
  const { normal, upper_limit: upper, lower_limit: lower } = sensor;
  if (SWITCH_SENSOR_TYPES.includes(sensor.type_sensor) && normal != null && normal !== 0 && normal !== 1) {
    return 'sensor_normal_invalid';
  }
  if (upper != null && lower != null && lower >= upper) return 'sensor_limits_invalid';
  return null;
}

/** A fitted sensor as `sensor-service/vehiclesensor` answers it, with its vehicle named. */
export const VehicleSensorRow = Closed({
  id: Id(),
  vehicle_id: Id(),
  vehicle_name: orNull(Type.String()),
  vehicle_number: orNull(Type.String()),
  imei: orNull(Type.String()),
  type_sensor: literals(FITTED_SENSOR_TYPES),
  type_id: Type.Integer(),
  code_sensor: Type.String(),
  name: Type.String(),
  source: Type.String(),
  normal: orNull(Type.Number()),
  upper_limit: orNull(Type.Number()),
  lower_limit: orNull(Type.Number()),
  status: Type.Integer(),
  created_at: DateTime(),
});
export type VehicleSensorRow = Static<typeof VehicleSensorRow>;
