import { Type, type Static } from '@sinclair/typebox';
import {
  FUEL_MAX_CALIBRATION_POINTS,
  FUEL_MAX_CAPACITY_L,
  FUEL_SENSOR_MODES,
  type FuelCalibrationPoint,
} from '../fuel/fuel-level.js';
import { Closed, DateTime, Id, literals, orNull } from './contract.js';

/**
 * Fuel use (spec document 1 section 2 '/fuel', document 2 section 6 'list_fuel'): the fleet's
 * consumption and cost, one vehicle's level curve with its refuels and drains, the tank and sensor
 * set-up, and manual refuel entries on the generic API (`fuel/refuel/{list,view,add,edit,delete}_refuel`).
 */
export const FUEL_USE_CALLS = {
  list: '/api/fuel/fuel/list_fuel',
  level: '/api/fuel/fuel/fuel_level',
  download: '/api/fuel/fuel/download_fuel',
  viewConfig: '/api/fuel/fuel/view_fuel_config',
  editConfig: '/api/fuel/fuel/edit_fuel_config',
} as const;
export const REFUEL_RESOURCE = { group: 'fuel', name: 'refuel' } as const;

/** The longest period list_fuel and the level curve cover, in days. */
export const FUEL_MAX_DAYS = 92;
/** The level curve's points at most: the step is the shortest that keeps to it. */
export const FUEL_MAX_POINTS = 1500;
/** A unit's L/100 km is told only over this distance: a few kilometres on a full tank say nothing. */
export const FUEL_MIN_KM = 50;
/** The best and the worst units by L/100 km answered with list_fuel (and the dashboard's best ones). */
export const FUEL_RANKED_UNITS = 2;
/** The most litres one manual refuel may hold when the vehicle's tank is not set up. */
export const REFUEL_MAX_LITRES = FUEL_MAX_CAPACITY_L;
/** Rupiah per litre at most: well above any diesel price, low enough to catch a typo (as gas stations). */
export const REFUEL_MAX_PRICE = 100_000;

const day = () => Type.String({ format: 'date', description: 'YYYY-MM-DD, a day in the report time zone' });

export const FuelPeriodQuery = Closed({ start_date: day(), end_date: day() });
export type FuelPeriodQuery = Static<typeof FuelPeriodQuery>;

export const FuelListQuery = Closed({
  start_date: day(),
  end_date: day(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type FuelListQuery = Static<typeof FuelListQuery>;

export const FuelLevelQuery = Closed({ vehicle_id: Id(), start_date: day(), end_date: day() });
export type FuelLevelQuery = Static<typeof FuelLevelQuery>;

export const CalibrationPointSchema = Closed({
  raw: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  litres: Type.Number({ minimum: 0, maximum: FUEL_MAX_CAPACITY_L }),
});

const NUMBER = '-?\\d{1,7}(?:\\.\\d{1,3})?';
const PAIR = `${NUMBER}:\\d{1,4}(?:\\.\\d{1,3})?`;
export const CALIBRATION_PATTERN = `^(?:${PAIR}(?:,${PAIR})*)?$`;

/** The pairs of a calibration text ('raw:litres,...'), in the order written; the text is checked by CALIBRATION_PATTERN. */
export const parseCalibration = (text: string): FuelCalibrationPoint[] =>
  text
    .split(',')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [raw = '', litres = ''] = pair.split(':');
      return { raw: Number(raw), litres: Number(litres) };
    });

/** A table as the form writes it. */
export const calibrationText = (points: readonly FuelCalibrationPoint[]): string =>
  points.map((point) => `${point.raw}:${point.litres}`).join(',');

/** A vehicle's tank and sensor: capacity, how the reading reads, and the table of a 'raw' sensor. */
export const FuelConfigBody = Closed({
  vehicle_id: Id(),
  capacity_l: Type.Number({ exclusiveMinimum: 0, maximum: FUEL_MAX_CAPACITY_L }),
  mode: literals(FUEL_SENSOR_MODES),
  /** The table of a 'raw' sensor as the form sends it: 'raw:litres' pairs, comma-separated, e.g. '120:0,2400:300'. */
  calibration: Type.Optional(
    Type.String({ maxLength: FUEL_MAX_CALIBRATION_POINTS * 40, pattern: CALIBRATION_PATTERN }),
  ),
});
export type FuelConfigBody = Static<typeof FuelConfigBody>;

export const FuelConfigQuery = Closed({ vehicle_id: Id() });
export type FuelConfigQuery = Static<typeof FuelConfigQuery>;

export const FuelConfigView = Closed({
  vehicle_id: Id(),
  capacity_l: Type.Number(),
  mode: literals(FUEL_SENSOR_MODES),
  calibration: Type.Array(CalibrationPointSchema),
});
export type FuelConfigView = Static<typeof FuelConfigView>;

/** One vehicle's fuel over the period. Consumptions are null where nothing was burnt or the base is too small. */
export const FuelVehicleRow = Closed({
  vehicle_id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  has_sensor: Type.Boolean(),
  capacity_l: orNull(Type.Number()),
  litres_used: Type.Number(),
  distance_km: Type.Number(),
  engine_hours: Type.Number(),
  l_per_100km: orNull(Type.Number()),
  l_per_engine_hour: orNull(Type.Number()),
  refuels: Type.Integer({ description: 'refuels the sensor showed' }),
  drains: Type.Integer(),
  drained_litres: Type.Number(),
  manual_refuels: Type.Integer(),
  manual_litres: Type.Number(),
  cost: Type.Number({ description: 'rupiah: manual refuels litres × price, else litres used × the average price' }),
});
export type FuelVehicleRow = Static<typeof FuelVehicleRow>;

export const FuelTotals = Closed({
  litres_used: Type.Number(),
  distance_km: Type.Number(),
  engine_hours: Type.Number(),
  l_per_100km: orNull(Type.Number()),
  l_per_engine_hour: orNull(Type.Number()),
  refuels: Type.Integer(),
  drains: Type.Integer(),
  manual_litres: Type.Number(),
  cost: Type.Number(),
});
export type FuelTotals = Static<typeof FuelTotals>;

export const FuelMonth = Closed({
  month: Type.String({ description: 'YYYY-MM' }),
  litres: Type.Number(),
  cost: Type.Number(),
});
export type FuelMonth = Static<typeof FuelMonth>;

export const FuelRankedUnit = Closed({
  vehicle_id: Id(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  l_per_100km: Type.Number(),
  distance_km: Type.Number(),
});
export type FuelRankedUnit = Static<typeof FuelRankedUnit>;

export const FuelList = Closed({
  start_date: Type.String(),
  end_date: Type.String(),
  /** The average price (rupiah per litre) used where a vehicle has no manual refuel in the period. */
  price_per_liter: Type.Number(),
  data: Type.Array(FuelVehicleRow),
  totals: FuelTotals,
  months: Type.Array(FuelMonth),
  best: Type.Array(FuelRankedUnit),
  worst: Type.Array(FuelRankedUnit),
});
export type FuelList = Static<typeof FuelList>;

export const FUEL_EVENT_KINDS = ['refuel', 'drain'] as const;

export const FuelLevelPoint = Closed({ time: DateTime(), litres: Type.Number() });
export const FuelDetected = Closed({
  kind: literals(FUEL_EVENT_KINDS),
  start_time: DateTime(),
  end_time: DateTime(),
  litres: Type.Number(),
  parked: Type.Boolean(),
});
export type FuelDetected = Static<typeof FuelDetected>;

export const Refuel = Closed({
  id: Id(),
  vehicle_id: Id(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  time: DateTime(),
  litres: Type.Number(),
  price_per_liter: Type.Number(),
  cost: Type.Number(),
  spbu_id: orNull(Type.Integer()),
  spbu_name: orNull(Type.String()),
  odometer: orNull(Type.Number()),
  created_by: orNull(Type.Integer()),
});
export type Refuel = Static<typeof Refuel>;

export const FuelLevel = Closed({
  vehicle_id: Id(),
  config: orNull(FuelConfigView),
  step_s: Type.Integer(),
  points: Type.Array(FuelLevelPoint),
  events: Type.Array(FuelDetected),
  refuels: Type.Array(Refuel),
});
export type FuelLevel = Static<typeof FuelLevel>;

/**
 * A refuel's time as the form sends it: ISO 8601 with a zone (a pattern rather than the date-time
 * format, so the web's form checks it as the server does).
 */
export const REFUEL_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})$';
const refuelTime = () => Type.String({ maxLength: 40, pattern: REFUEL_TIME_PATTERN });

/** An odometer reading in km. */
const odometer = () => Type.Number({ minimum: 0, maximum: 10_000_000 });

const refuelFields = {
  litres: Type.Number({ exclusiveMinimum: 0, maximum: REFUEL_MAX_LITRES }),
  price_per_liter: Type.Number({ minimum: 0, maximum: REFUEL_MAX_PRICE }),
  spbu_id: Type.Optional(Id()),
  odometer: Type.Optional(odometer()),
  time: refuelTime(),
};

/** A manual refuel: litres, price per litre, the gas station, odometer and time (spec document 1 section 2). */
export const RefuelAddBody = Closed({ vehicle_id: Id(), ...refuelFields });
export type RefuelAddBody = Static<typeof RefuelAddBody>;

/** An edit changes the fields it names; the vehicle stays. */
export const RefuelEditBody = Closed({
  id: Id(),
  litres: Type.Optional(refuelFields.litres),
  price_per_liter: Type.Optional(refuelFields.price_per_liter),
  spbu_id: Type.Optional(Id()),
  odometer: Type.Optional(odometer()),
  time: Type.Optional(refuelTime()),
});
export type RefuelEditBody = Static<typeof RefuelEditBody>;
