import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Closed, DateTime, Id, PageNumber, literals, orNull } from './contract.js';

/**
 * The reports (spec document 2 section 7.13's naming): `GET /api/report/report_{name}/list_report_{name}`
 * and `download_report_{name}`. They read the report engine's segments and daily and monthly rows,
 * never raw positions, except the sensor report: it reads the positions of the chosen vehicles' sensors
 * and answers them aggregated into at most SENSOR_MAX_BUCKETS intervals per sensor, over a period as
 * bounded as every report's (a month for one vehicle, two weeks for several).
 */
export const ENGINE_REPORTS = [
  'trip',
  'stopped_vehicle',
  'idling_vehicle',
  'exceed_limit',
  'towing',
  'crash',
  'event',
  'activities',
  'productivity_efficiency',
  'machine_working_hours',
  'daily_summary',
  'monthly_summary',
  'daily_trip_summary',
  'sensor',
  'location',
  'monthly_location',
] as const;
export type EngineReport = (typeof ENGINE_REPORTS)[number];

/** Vehicles one report may cover when given by imei. */
export const REPORT_MAX_VEHICLES = 100;
/** Longest period: a month for one vehicle (its trips over a month), two weeks for several (spec: 1 or 2 weeks). */
export const REPORT_MAX_DAYS_ONE = 31;
export const REPORT_MAX_DAYS_MANY = 14;
/** The monthly summary covers whole months, up to a year. */
export const REPORT_MAX_MONTHS = 12;

export const ReportQuery = Closed({
  /** One imei or several, comma-separated. */
  imei: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[0-9A-Za-z,]+$' })),
  vehicle_group_id: Type.Optional(Id()),
  /** ISO 8601 date or date-time; a date is its midnight in the reports' zone. The end is exclusive. */
  start_date: Type.String({ minLength: 10, maxLength: 40 }),
  end_date: Type.String({ minLength: 10, maxLength: 40 }),
  page: PageNumber(),
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  /** A column of the report's rows, '-' first for descending. */
  sort: Type.Optional(Type.String({ maxLength: 40, pattern: '^-?[a-z_]+$' })),
});
export type ReportQuery = Static<typeof ReportQuery>;

const Vehicle = {
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
};

export const TripRow = Closed({
  ...Vehicle,
  start_time: DateTime(),
  end_time: DateTime(),
  start_lat: Type.Number(),
  start_lng: Type.Number(),
  end_lat: Type.Number(),
  end_lng: Type.Number(),
  start_address: Type.String(),
  end_address: Type.String(),
  distance_km: Type.Number(),
  duration_s: Type.Integer(),
  max_speed: Type.Number(),
  avg_speed: Type.Number(),
  fuel_used: orNull(Type.Number()),
  driver: orNull(Type.String()),
});
export type TripRow = Static<typeof TripRow>;

/** A stop or an idling period; `ongoing` when it lasts still (its end is the vehicle's last fix). */
export const StandRow = Closed({
  ...Vehicle,
  start_time: DateTime(),
  end_time: DateTime(),
  lat: Type.Number(),
  lng: Type.Number(),
  address: Type.String(),
  duration_s: Type.Integer(),
  ongoing: Type.Boolean(),
});
export type StandRow = Static<typeof StandRow>;

/** A speeding spell, a tow or a crash: where it began, how long and far it went, its top speed (for a crash, the speed at impact). */
const Spell = {
  start_time: DateTime(),
  end_time: DateTime(),
  lat: Type.Number(),
  lng: Type.Number(),
  address: Type.String(),
  duration_s: Type.Integer(),
  distance_km: Type.Number(),
  max_speed: Type.Number(),
};
export const SpellRow = Closed({ ...Vehicle, ...Spell });
export type SpellRow = Static<typeof SpellRow>;

/** What a vehicle did, in time order: trips, stops, idling, speeding, tows and crashes. */
export const ACTIVITY_KINDS = ['trip', 'stop', 'idle', 'overspeed', 'towing', 'crash'] as const;
export const ActivityRow = Closed({ ...Vehicle, kind: literals(ACTIVITY_KINDS), ...Spell });
export type ActivityRow = Static<typeof ActivityRow>;

/** An activity notification of a vehicle, with where the vehicle was then. */
export const EventRow = Closed({
  ...Vehicle,
  time: DateTime(),
  type: Type.String(),
  type_name: Type.String(),
  text: Type.String(),
  lat: orNull(Type.Number()),
  lng: orNull(Type.Number()),
  address: orNull(Type.String()),
});
export type EventRow = Static<typeof EventRow>;

/** A vehicle over the period: how much of its engine time it moved (percentages rounded, capped at 100). */
export const ProductivityRow = Closed({
  ...Vehicle,
  distance_km: Type.Number(),
  engine_s: Type.Integer(),
  moving_s: Type.Integer(),
  idle_s: Type.Integer(),
  active_days: Type.Integer(),
  utilisation_pct: Type.Integer(),
  idle_pct: Type.Integer(),
});
export type ProductivityRow = Static<typeof ProductivityRow>;

/** A vehicle's engine hours on a day. */
export const WorkingHoursRow = Closed({
  ...Vehicle,
  day: Type.String({ format: 'date' }),
  engine_s: Type.Integer(),
  moving_s: Type.Integer(),
  idle_s: Type.Integer(),
  utilisation_pct: Type.Integer(),
  first_time: orNull(DateTime()),
  last_time: orNull(DateTime()),
});
export type WorkingHoursRow = Static<typeof WorkingHoursRow>;

/** A vehicle's trips on a day, summed (the day's trips are the trip report for that day). */
export const DailyTripRow = Closed({
  ...Vehicle,
  day: Type.String({ format: 'date' }),
  trips: Type.Integer(),
  distance_km: Type.Number(),
  driving_s: Type.Integer(),
  first_start: DateTime(),
  last_end: DateTime(),
  max_speed: Type.Number(),
});
export type DailyTripRow = Static<typeof DailyTripRow>;

const Totals = {
  distance_km: Type.Number(),
  engine_s: Type.Integer(),
  moving_s: Type.Integer(),
  idle_s: Type.Integer(),
  stopped_s: Type.Integer(),
  max_speed: Type.Number(),
  overspeed_count: Type.Integer(),
  overspeed_s: Type.Integer(),
  fuel_used: orNull(Type.Number()),
};

export const DailySummaryRow = Closed({
  ...Vehicle,
  day: Type.String({ format: 'date' }),
  ...Totals,
  trips: Type.Integer(),
  first_time: orNull(DateTime()),
  first_lat: orNull(Type.Number()),
  first_lng: orNull(Type.Number()),
  last_time: orNull(DateTime()),
  last_lat: orNull(Type.Number()),
  last_lng: orNull(Type.Number()),
  /** Activity events of the day by type (vehicle_idle, overspeed, towing, ...). */
  events: Type.Record(Type.String(), Type.Integer()),
});
export type DailySummaryRow = Static<typeof DailySummaryRow>;

export const MonthlySummaryRow = Closed({
  ...Vehicle,
  month: Type.String({ format: 'date' }),
  ...Totals,
  active_days: Type.Integer(),
});
export type MonthlySummaryRow = Static<typeof MonthlySummaryRow>;

/**
 * A stay inside a geofence (the location report): entered at the first fix inside, left at the first
 * fix outside; `ongoing` while the vehicle is in it still (its end is the vehicle's last fix).
 */
export const LocationRow = Closed({
  ...Vehicle,
  geofence_id: Type.Integer(),
  geofence_name: Type.String(),
  group_name: Type.String(),
  start_time: DateTime(),
  end_time: DateTime(),
  lat: Type.Number(),
  lng: Type.Number(),
  duration_s: Type.Integer(),
  distance_km: Type.Number(),
  max_speed: Type.Number(),
  ongoing: Type.Boolean(),
});
export type LocationRow = Static<typeof LocationRow>;

/** A vehicle's visits to a geofence in a month (by the month each visit began): entries, days, time inside. */
export const MonthlyLocationRow = Closed({
  ...Vehicle,
  month: Type.String({ format: 'date' }),
  geofence_id: Type.Integer(),
  geofence_name: Type.String(),
  group_name: Type.String(),
  visits: Type.Integer(),
  days: Type.Integer(),
  duration_s: Type.Integer(),
  longest_s: Type.Integer(),
  first_entry: DateTime(),
  last_exit: DateTime(),
});
export type MonthlyLocationRow = Static<typeof MonthlyLocationRow>;

/** Intervals a sensor's period is cut into at most (the interval is the shortest of the steps that keeps to it). */
export const SENSOR_MAX_BUCKETS = 300;
/**
 * What one sensor report may read: vehicles with sensors times days (a month of two vehicles, a day
 * of 62), since it reads every position of the period rather than the engine's rows.
 */
export const SENSOR_MAX_VEHICLE_DAYS = 62;
/** A reading holds until the next one, at most this long (a silent tracker tells nothing of its probe). */
export const SENSOR_READING_HOLD_S = 3600;

/**
 * One sensor over one interval: its readings' lowest, mean and highest value, and how long it was out
 * of its limits (above upper_limit, below lower_limit; a door or tamper switch: away from `normal`).
 * `out_of_limits` counts the excursions that began in the interval.
 */
export const SensorRow = Closed({
  ...Vehicle,
  sensor_id: Type.Integer(),
  sensor_name: Type.String(),
  type_sensor: Type.String(),
  source: Type.String(),
  normal: orNull(Type.Number()),
  upper_limit: orNull(Type.Number()),
  lower_limit: orNull(Type.Number()),
  start_time: DateTime(),
  end_time: DateTime(),
  readings: Type.Integer(),
  min_value: Type.Number(),
  avg_value: Type.Number(),
  max_value: Type.Number(),
  above_s: Type.Integer(),
  below_s: Type.Integer(),
  out_s: Type.Integer(),
  out_of_limits: Type.Integer(),
});
export type SensorRow = Static<typeof SensorRow>;

/** The whole period's totals over every row (not only the page), for the table's footer. */
export const ReportTotals = Closed({
  distance_km: Type.Number(),
  duration_s: Type.Integer(),
  engine_s: Type.Integer(),
  moving_s: Type.Integer(),
  idle_s: Type.Integer(),
  fuel_used: orNull(Type.Number()),
  overspeed_count: Type.Integer(),
  /** The sensor report's: time out of limits and excursions over every sensor. */
  out_s: Type.Optional(Type.Integer()),
  out_of_limits: Type.Optional(Type.Integer()),
});
export type ReportTotals = Static<typeof ReportTotals>;

/** A report's answer: a page of rows, their count, and the totals of all of them. */
export const ReportPage = <T extends TSchema>(row: T) =>
  Closed({
    data: Type.Array(row),
    total_data: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    totals: ReportTotals,
  });
export type ReportPage<T> = { data: T[]; total_data: number; page: number; limit: number; totals: ReportTotals };

/** Per-organisation report thresholds (null: the deployment's default). */
export const ReportSettingsBody = Closed({
  min_stop_s: orNull(Type.Integer({ minimum: 60, maximum: 86_400 })),
  idle_min_s: orNull(Type.Integer({ minimum: 60, maximum: 86_400 })),
  min_trip_m: orNull(Type.Integer({ minimum: 0, maximum: 100_000 })),
  overspeed_kmh: orNull(Type.Integer({ minimum: 20, maximum: 250 })),
});
export type ReportSettingsBody = Static<typeof ReportSettingsBody>;

export const ReportSettingsAnswer = Closed({
  ...ReportSettingsBody.properties,
  defaults: Closed({
    min_stop_s: Type.Integer(),
    idle_min_s: Type.Integer(),
    min_trip_m: Type.Integer(),
    overspeed_kmh: Type.Integer(),
  }),
});
export type ReportSettingsAnswer = Static<typeof ReportSettingsAnswer>;

/** Columns a report may be sorted by (the first is its default order, '-' before a name descends). */
const SPELL_SORTS = ['start_time', 'duration_s', 'max_speed', 'distance_km', 'vehicle_name'] as const;
export const REPORT_SORTS = {
  trip: ['start_time', 'distance_km', 'duration_s', 'max_speed', 'vehicle_name'],
  stopped_vehicle: ['start_time', 'duration_s', 'vehicle_name'],
  idling_vehicle: ['start_time', 'duration_s', 'vehicle_name'],
  exceed_limit: SPELL_SORTS,
  towing: SPELL_SORTS,
  crash: SPELL_SORTS,
  event: ['time', 'type', 'vehicle_name'],
  activities: ['start_time', 'duration_s', 'distance_km', 'vehicle_name'],
  productivity_efficiency: ['vehicle_name', 'utilisation_pct', 'idle_pct', 'distance_km', 'engine_s', 'moving_s'],
  machine_working_hours: ['day', 'engine_s', 'moving_s', 'utilisation_pct', 'vehicle_name'],
  daily_summary: ['day', 'distance_km', 'engine_s', 'moving_s', 'idle_s', 'max_speed', 'vehicle_name'],
  monthly_summary: ['month', 'distance_km', 'engine_s', 'moving_s', 'idle_s', 'vehicle_name'],
  daily_trip_summary: ['day', 'trips', 'distance_km', 'driving_s', 'vehicle_name'],
  sensor: ['start_time', 'out_s', 'out_of_limits', 'max_value', 'min_value', 'sensor_name', 'vehicle_name'],
  location: ['start_time', 'duration_s', 'geofence_name', 'vehicle_name'],
  monthly_location: ['month', 'visits', 'duration_s', 'days', 'geofence_name', 'vehicle_name'],
} as const satisfies Record<EngineReport, readonly string[]>;
