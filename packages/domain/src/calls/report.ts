import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Closed, DateTime, Id, PageNumber, orNull } from './contract.js';

/**
 * The reports (spec document 2 section 7.13's naming): `GET /api/report/report_{name}/list_report_{name}`
 * and `download_report_{name}`. They read the report engine's segments and daily and monthly rows,
 * never raw positions.
 */
export const ENGINE_REPORTS = [
  'trip',
  'stopped_vehicle',
  'idling_vehicle',
  'daily_summary',
  'monthly_summary',
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

/** The whole period's totals over every row (not only the page), for the table's footer. */
export const ReportTotals = Closed({
  distance_km: Type.Number(),
  duration_s: Type.Integer(),
  engine_s: Type.Integer(),
  moving_s: Type.Integer(),
  idle_s: Type.Integer(),
  fuel_used: orNull(Type.Number()),
  overspeed_count: Type.Integer(),
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
export const REPORT_SORTS = {
  trip: ['start_time', 'distance_km', 'duration_s', 'max_speed', 'vehicle_name'],
  stopped_vehicle: ['start_time', 'duration_s', 'vehicle_name'],
  idling_vehicle: ['start_time', 'duration_s', 'vehicle_name'],
  daily_summary: ['day', 'distance_km', 'engine_s', 'moving_s', 'idle_s', 'max_speed', 'vehicle_name'],
  monthly_summary: ['month', 'distance_km', 'engine_s', 'moving_s', 'idle_s', 'vehicle_name'],
} as const satisfies Record<EngineReport, readonly string[]>;
