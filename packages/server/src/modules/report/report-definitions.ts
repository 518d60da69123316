import type { TObject } from '@sinclair/typebox';
import {
  ActivityRow,
  DailySummaryRow,
  DailyTripRow,
  EventRow,
  LocationRow,
  MonthlyLocationRow,
  MonthlySummaryRow,
  ProductivityRow,
  SensorRow,
  SpellRow,
  StandRow,
  TripRow,
  WorkingHoursRow,
  DASHBOARD_REALM,
  realmById,
  type EngineReport,
  type ReportTotals,
  type TokenPayload,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { Database, Db } from '../../db/client.js';
import { XLSX_PAGE, type RowPager, type RowSource, type XlsxColumn } from '../../jobs/xlsx-writer.js';
import { addressService } from '../geocode/address-service.js';
import { localTimes, type FileReader } from '../../jobs/reader-times.js';
import type { ReaderLanguage } from '../../reader-language.js';
import { listEvents, listSegments, listTrips } from './segment-reports.js';
import { listDaily, listDailyTrips, listMonthly, listProductivity } from './summary-reports.js';
import { listSensors } from './sensor-reports.js';
import { listMonthlyVisits, listVisits } from './location-reports.js';
import type { ReportSelection } from './report-selection.js';
import { cursorStream, type Paging, type RowStream } from './report-sql.js';

type Listed = { data: Record<string, unknown>[]; total: number; totals: ReportTotals };

/** One report: its rows' schema, how it reads them, and its file's columns beyond the vehicle's. */
export type Report = {
  name: EngineReport;
  row: TObject;
  title: string;
  columns: [header: string, key: string, width?: number][];
  monthly?: boolean;
  /** The location reports are for every realm but the administrators' (spec: /monthly-location and /location). */
  notForAdministrators?: boolean;
  /** A page of rows; addresses, where the report has them, in `language` (English unless told). */
  list: (db: Db, selection: ReportSelection, paging: Paging, language?: ReaderLanguage) => Promise<Listed>;
};

/** Whether the caller's realm may run the report (its permission is checked by the route's access). */
export const realmMayRun = (report: Report, viewer: Pick<TokenPayload, 'realm_id'>): boolean =>
  !report.notForAdministrators || realmById(viewer.realm_id) !== DASHBOARD_REALM;

const VEHICLE_COLUMNS: XlsxColumn[] = [
  { header: 'Vehicle', key: 'vehicle_name', width: 24 },
  { header: 'Plate', key: 'vehicle_number', width: 14 },
  { header: 'IMEI', key: 'imei', width: 18 },
];

/** The keys of report rows that hold instants: a file writes them in its reader's zone. */
export const TIME_KEYS = [
  'start_time',
  'end_time',
  'first_time',
  'last_time',
  'time',
  'first_start',
  'last_end',
  'first_entry',
  'last_exit',
];

/** Addresses for the rows of a page in the reader's language (the offline gazetteer, or Nominatim where configured; cached). */
async function withAddresses(
  rows: Record<string, unknown>[],
  language: ReaderLanguage,
): Promise<Record<string, unknown>[]> {
  const at = (lat: unknown, lng: unknown) =>
    lat == null || lng == null
      ? Promise.resolve(null)
      : addressService.address(Number(lat), Number(lng), undefined, language);
  return Promise.all(
    rows.map(async (row) =>
      'start_lat' in row
        ? {
            ...row,
            start_address: await at(row.start_lat, row.start_lng),
            end_address: await at(row.end_lat, row.end_lng),
          }
        : { ...row, address: await at(row.lat, row.lng) },
    ),
  );
}

/** A reader whose rows get their addresses. */
const located =
  (list: Report['list']): Report['list'] =>
  async (db, selection, paging, language = 'en-us') => {
    const listed = await list(db, selection, paging);
    return { ...listed, data: await withAddresses(listed.data, language) };
  };

const START_END: Report['columns'] = [
  ['Start', 'start_time', 18],
  ['End', 'end_time', 18],
];
const SPELL_COLUMNS: Report['columns'] = [
  ...START_END,
  ['Duration (s)', 'duration_s', 12],
  ['Distance (km)', 'distance_km', 12],
  ['Top speed (km/h)', 'max_speed', 14],
  ['Address', 'address', 40],
  ['Latitude', 'lat', 12],
  ['Longitude', 'lng', 12],
];
const SUMMARY_COLUMNS: Report['columns'] = [
  ['Distance (km)', 'distance_km', 14],
  ['Engine (s)', 'engine_s', 12],
  ['Moving (s)', 'moving_s', 12],
  ['Idling (s)', 'idle_s', 12],
  ['Stopped (s)', 'stopped_s', 12],
  ['Max speed (km/h)', 'max_speed', 16],
  ['Speeding', 'overspeed_count', 10],
  ['Fuel used (l)', 'fuel_used', 12],
];

export function reportsOf(ctx: AppContext): Report[] {
  const { zone, defaults } = ctx.config.reports;
  const spell = (name: EngineReport, kind: 'overspeed' | 'towing' | 'crash', title: string): Report => ({
    name,
    row: SpellRow,
    title,
    columns: SPELL_COLUMNS,
    list: located((db, selection, paging) => listSegments(db, selection, paging, name, [kind])),
  });
  const stand = (name: EngineReport, kind: 'stop' | 'idle', title: string): Report => ({
    name,
    row: StandRow,
    title,
    columns: [
      ...SPELL_COLUMNS.filter(([, key]) => !['distance_km', 'max_speed'].includes(key)),
      ['Still going on', 'ongoing', 12],
    ],
    list: located((db, selection, paging) =>
      listSegments(db, selection, paging, name, [kind], {
        kind,
        minimumMs: (kind === 'stop' ? defaults.minStopS : defaults.idleMinS) * 1000,
      }),
    ),
  });
  return [
    {
      name: 'trip',
      row: TripRow,
      title: 'Trip report',
      columns: [
        ...START_END,
        ['From', 'start_address', 40],
        ['To', 'end_address', 40],
        ['Distance (km)', 'distance_km', 14],
        ['Duration (s)', 'duration_s', 12],
        ['Max speed (km/h)', 'max_speed', 16],
        ['Average speed (km/h)', 'avg_speed', 18],
        ['Fuel used (l)', 'fuel_used', 12],
      ],
      list: located(listTrips),
    },
    stand('stopped_vehicle', 'stop', 'Stopped vehicle report'),
    stand('idling_vehicle', 'idle', 'Idling vehicle report'),
    spell('exceed_limit', 'overspeed', 'Speeding report'),
    spell('towing', 'towing', 'Towing report'),
    spell('crash', 'crash', 'Crash report'),
    {
      name: 'event',
      row: EventRow,
      title: 'Event report',
      columns: [
        ['Time', 'time', 18],
        ['Event', 'type_name', 20],
        ['Text', 'text', 50],
        ['Address', 'address', 40],
      ],
      list: located(listEvents),
    },
    {
      name: 'activities',
      row: ActivityRow,
      title: 'Activity report',
      columns: [['Activity', 'kind', 12], ...SPELL_COLUMNS],
      list: located((db, selection, paging) =>
        listSegments(db, selection, paging, 'activities', ['trip', 'stop', 'idle', 'overspeed', 'towing', 'crash']),
      ),
    },
    {
      name: 'productivity_efficiency',
      row: ProductivityRow,
      title: 'Productivity and efficiency',
      columns: [
        ['Distance (km)', 'distance_km', 14],
        ['Days driven', 'active_days', 12],
        ['Engine (s)', 'engine_s', 12],
        ['Moving (s)', 'moving_s', 12],
        ['Idling (s)', 'idle_s', 12],
        ['Utilisation (%)', 'utilisation_pct', 14],
        ['Idling (%)', 'idle_pct', 12],
      ],
      list: listProductivity,
    },
    {
      name: 'machine_working_hours',
      row: WorkingHoursRow,
      title: 'Machine working hours',
      columns: [
        ['Day', 'day', 12],
        ['Engine (s)', 'engine_s', 12],
        ['Moving (s)', 'moving_s', 12],
        ['Idling (s)', 'idle_s', 12],
        ['Utilisation (%)', 'utilisation_pct', 14],
        ['First position', 'first_time', 18],
        ['Last position', 'last_time', 18],
      ],
      list: (db, selection, paging) => listDaily(db, selection, paging, zone, 'machine_working_hours'),
    },
    {
      name: 'daily_summary',
      row: DailySummaryRow,
      title: 'Daily summary',
      columns: [
        ['Day', 'day', 12],
        ['Trips', 'trips', 8],
        ...SUMMARY_COLUMNS,
        ['First position', 'first_time', 18],
        ['Last position', 'last_time', 18],
      ],
      list: (db, selection, paging) => listDaily(db, selection, paging, zone),
    },
    {
      name: 'monthly_summary',
      row: MonthlySummaryRow,
      title: 'Monthly summary',
      monthly: true,
      columns: [['Month', 'month', 12], ['Days driven', 'active_days', 12], ...SUMMARY_COLUMNS],
      list: listMonthly,
    },
    {
      name: 'daily_trip_summary',
      row: DailyTripRow,
      title: 'Daily trip summary',
      columns: [
        ['Day', 'day', 12],
        ['Trips', 'trips', 8],
        ['Distance (km)', 'distance_km', 14],
        ['Driving (s)', 'driving_s', 12],
        ['First start', 'first_start', 18],
        ['Last end', 'last_end', 18],
        ['Max speed (km/h)', 'max_speed', 16],
      ],
      list: (db, selection, paging) => listDailyTrips(db, selection, paging, zone),
    },
    {
      name: 'sensor',
      row: SensorRow,
      title: 'Sensor report',
      columns: [
        ['Sensor', 'sensor_name', 20],
        ['Type', 'type_sensor', 12],
        ...START_END,
        ['Readings', 'readings', 10],
        ['Lowest', 'min_value', 10],
        ['Average', 'avg_value', 10],
        ['Highest', 'max_value', 10],
        ['Lower limit', 'lower_limit', 12],
        ['Upper limit', 'upper_limit', 12],
        ['Above upper limit (s)', 'above_s', 14],
        ['Below lower limit (s)', 'below_s', 14],
        ['Out of limits (s)', 'out_s', 14],
        ['Excursions', 'out_of_limits', 10],
      ],
      list: listSensors,
    },
    {
      name: 'location',
      row: LocationRow,
      title: 'Location report',
      notForAdministrators: true,
      columns: [
        ['Geofence', 'geofence_name', 24],
        ['Group', 'group_name', 16],
        ['Entered', 'start_time', 18],
        ['Left', 'end_time', 18],
        ['Time inside (s)', 'duration_s', 14],
        ['Distance inside (km)', 'distance_km', 14],
        ['Top speed (km/h)', 'max_speed', 14],
        ['Still inside', 'ongoing', 10],
      ],
      list: listVisits,
    },
    {
      name: 'monthly_location',
      row: MonthlyLocationRow,
      title: 'Monthly location report',
      notForAdministrators: true,
      monthly: true,
      columns: [
        ['Month', 'month', 12],
        ['Geofence', 'geofence_name', 24],
        ['Group', 'group_name', 16],
        ['Visits', 'visits', 8],
        ['Days', 'days', 8],
        ['Time inside (s)', 'duration_s', 14],
        ['Longest visit (s)', 'longest_s', 14],
        ['First entry', 'first_entry', 18],
        ['Last exit', 'last_exit', 18],
      ],
      list: (db, selection, paging) => listMonthlyVisits(db, selection, paging, zone),
    },
  ];
}

/** A row with exactly the fields its report declares. */
export function pick(row: Record<string, unknown>, schema: TObject): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.properties).map((key) => [key, row[key]]));
}

/** A report file's columns: the vehicle's, then the report's own. */
export function xlsxColumnsOf(report: Report): XlsxColumn[] {
  return [...VEHICLE_COLUMNS, ...report.columns.map(([header, key, width]) => ({ header, key, width }))];
}

/** A report file's name, without extension: `report-daily-summary`. */
export const fileNameOf = (report: Report) => `report-${report.name.replace(/_/g, '-')}`;

/**
 * A report file's rows in the given sort, times as local minutes in its reader's zone and addresses in
 * its reader's language. On PostgreSQL one cursor in one
 * transaction reads them in order, batch by batch (paging a sorted million rows by OFFSET sorts them
 * again for every page); on PGlite, whose one connection a transaction would hold for the whole
 * file, page by page.
 */
export function fileRows(
  db: Db,
  report: Report,
  selection: ReportSelection,
  sort: string | undefined,
  { zone, language }: FileReader,
  engine: Database['kind'] = 'pglite',
): RowSource {
  const pager =
    (from: Db, stream?: RowStream): RowPager =>
    async (offset, limit) => {
      const paging = { sort, page: offset / limit + 1, count_perpage: limit, ...(stream ? { stream } : {}) };
      const { data } = await report.list(from, selection, paging, language);
      return data.map((row) => localTimes(pick(row, report.row), TIME_KEYS, zone));
    };
  if (engine === 'pglite') return pager(db);
  return { within: (write) => db.transaction((tx) => write(pager(tx, cursorStream(tx, XLSX_PAGE)))) };
}
