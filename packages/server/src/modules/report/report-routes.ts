import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  DOWNLOAD_STARTED,
  DailySummaryRow,
  DownloadStarted,
  Envelope,
  MonthlySummaryRow,
  ReportPage,
  ReportQuery,
  StandRow,
  TripRow,
  type EngineReport,
  type ReportTotals,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { startDownload } from '../../jobs/download-service.js';
import type { XlsxColumn } from '../../jobs/xlsx-writer.js';
import { addressService } from '../geocode/address-service.js';
import { localMinute } from '../../reports/report-days.js';
import { listDaily, listMonthly, listStands, listTrips } from './report-queries.js';
import { selectReport, type ReportSelection } from './report-selection.js';

type Listed = { data: Record<string, unknown>[]; total: number; totals: ReportTotals };
type Paging = Pick<ReportQuery, 'page' | 'count_perpage' | 'sort'>;

/** One report: its rows' schema, how it reads them, and its file. */
type Report = {
  name: EngineReport;
  row: TSchema;
  title: string;
  columns: XlsxColumn[];
  monthly?: boolean;
  list: (db: Db, selection: ReportSelection, paging: Paging) => Promise<Listed>;
};

const VEHICLE_COLUMNS: XlsxColumn[] = [
  { header: 'Vehicle', key: 'vehicle_name', width: 24 },
  { header: 'Plate', key: 'vehicle_number', width: 14 },
  { header: 'IMEI', key: 'imei', width: 18 },
];

const TIME_KEYS = ['start_time', 'end_time', 'first_time', 'last_time'];

/** Addresses for the rows of a page (the offline gazetteer, or Nominatim where configured; cached). */
async function withAddresses(rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const at = (lat: unknown, lng: unknown) => addressService.address(Number(lat), Number(lng));
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

function reportsOf(ctx: AppContext): Report[] {
  const { zone, defaults } = ctx.config.reports;
  return [
    {
      name: 'trip',
      row: TripRow,
      title: 'Trip report',
      columns: [
        ...VEHICLE_COLUMNS,
        { header: 'Start', key: 'start_time', width: 18 },
        { header: 'End', key: 'end_time', width: 18 },
        { header: 'From', key: 'start_address', width: 40 },
        { header: 'To', key: 'end_address', width: 40 },
        { header: 'Distance (km)', key: 'distance_km', width: 14 },
        { header: 'Duration (s)', key: 'duration_s', width: 12 },
        { header: 'Max speed (km/h)', key: 'max_speed', width: 16 },
        { header: 'Average speed (km/h)', key: 'avg_speed', width: 18 },
        { header: 'Fuel used (l)', key: 'fuel_used', width: 12 },
      ],
      list: async (db, selection, paging) => {
        const listed = await listTrips(db, selection, paging);
        return { ...listed, data: await withAddresses(listed.data) };
      },
    },
    ...(['stop', 'idle'] as const).map((kind): Report => ({
      name: kind === 'stop' ? 'stopped_vehicle' : 'idling_vehicle',
      row: StandRow,
      title: kind === 'stop' ? 'Stopped vehicle report' : 'Idling vehicle report',
      columns: [
        ...VEHICLE_COLUMNS,
        { header: 'Start', key: 'start_time', width: 18 },
        { header: 'End', key: 'end_time', width: 18 },
        { header: 'Duration (s)', key: 'duration_s', width: 12 },
        { header: 'Address', key: 'address', width: 40 },
        { header: 'Latitude', key: 'lat', width: 12 },
        { header: 'Longitude', key: 'lng', width: 12 },
        { header: 'Still going on', key: 'ongoing', width: 12 },
      ],
      list: async (db, selection, paging) => {
        const listed = await listStands(db, selection, paging, kind, defaults);
        return { ...listed, data: await withAddresses(listed.data) };
      },
    })),
    {
      name: 'daily_summary',
      row: DailySummaryRow,
      title: 'Daily summary',
      columns: [
        ...VEHICLE_COLUMNS,
        { header: 'Day', key: 'day', width: 12 },
        { header: 'Distance (km)', key: 'distance_km', width: 14 },
        { header: 'Trips', key: 'trips', width: 8 },
        { header: 'Engine (s)', key: 'engine_s', width: 12 },
        { header: 'Moving (s)', key: 'moving_s', width: 12 },
        { header: 'Idling (s)', key: 'idle_s', width: 12 },
        { header: 'Stopped (s)', key: 'stopped_s', width: 12 },
        { header: 'Max speed (km/h)', key: 'max_speed', width: 16 },
        { header: 'Speeding', key: 'overspeed_count', width: 10 },
        { header: 'Speeding (s)', key: 'overspeed_s', width: 12 },
        { header: 'Fuel used (l)', key: 'fuel_used', width: 12 },
        { header: 'First position', key: 'first_time', width: 18 },
        { header: 'Last position', key: 'last_time', width: 18 },
      ],
      list: (db, selection, paging) => listDaily(db, selection, paging, zone),
    },
    {
      name: 'monthly_summary',
      row: MonthlySummaryRow,
      title: 'Monthly summary',
      monthly: true,
      columns: [
        ...VEHICLE_COLUMNS,
        { header: 'Month', key: 'month', width: 12 },
        { header: 'Distance (km)', key: 'distance_km', width: 14 },
        { header: 'Days driven', key: 'active_days', width: 12 },
        { header: 'Engine (s)', key: 'engine_s', width: 12 },
        { header: 'Moving (s)', key: 'moving_s', width: 12 },
        { header: 'Idling (s)', key: 'idle_s', width: 12 },
        { header: 'Stopped (s)', key: 'stopped_s', width: 12 },
        { header: 'Max speed (km/h)', key: 'max_speed', width: 16 },
        { header: 'Speeding', key: 'overspeed_count', width: 10 },
        { header: 'Fuel used (l)', key: 'fuel_used', width: 12 },
      ],
      list: listMonthly,
    },
  ];
}

/**
 * `/api/report/report_{name}/list_report_{name}` and `download_report_{name}` for the reports the
 * engine keeps (trips, stops, idling, daily and monthly summaries), scoped to the caller's fleet.
 */
export async function reportRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const { zone } = ctx.config.reports;
  for (const report of reportsOf(ctx)) {
    const path = `/report_${report.name}`;
    const access = { access: 'list_report_trip' } as const;
    app.get(
      `${path}/list_report_${report.name}`,
      { config: access, schema: { querystring: ReportQuery, response: { 200: Envelope(ReportPage(report.row)) } } },
      async (request) => {
        const query = request.query;
        const selection = await selectReport(db, scopeOf(request), query, zone, report.monthly);
        const { data, total, totals } = await report.list(db, selection, query);
        return ok({ data, total_data: total, page: query.page, limit: query.count_perpage, totals });
      },
    );
    app.get(
      `${path}/download_report_${report.name}`,
      { config: access, schema: { querystring: ReportQuery, response: { 200: Envelope(DownloadStarted) } } },
      async (request) => {
        const query = request.query;
        const selection = await selectReport(db, scopeOf(request), query, zone, report.monthly);
        // The request's sort is checked now, not in the job.
        await report.list(db, selection, { ...query, count_perpage: 1 });
        const { id } = await startDownload(ctx, viewerOf(request), {
          title: report.title,
          fileName: `report-${report.name.replace(/_/g, '-')}`,
          columns: report.columns,
          rows: async (offset, limit) => {
            const paging = { sort: query.sort, page: offset / limit + 1, count_perpage: limit };
            const { data } = await report.list(db, selection, paging);
            return data.map((row) => localTimes(row, zone));
          },
        });
        return ok({ id }, DOWNLOAD_STARTED);
      },
    );
  }
}

/** Times as local minutes in the reports' zone, as a file's reader expects them. */
function localTimes(row: Record<string, unknown>, zone: string): Record<string, unknown> {
  const out = { ...row };
  for (const key of TIME_KEYS)
    if (typeof out[key] === 'string') out[key] = localMinute(Date.parse(out[key] as string), zone);
  return out;
}
