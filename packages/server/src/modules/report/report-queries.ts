import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_SORTS,
  type DailySummaryRow,
  type EngineReport,
  type MonthlySummaryRow,
  type ReportQuery,
  type ReportTotals,
  type StandRow,
  type TripRow,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { SegmentSettings } from '../../reports/segmenter.js';
import type { ReportSelection } from './report-selection.js';

/**
 * The reports' reads: pages of segments, daily and monthly rows of the chosen vehicles, with the
 * totals of the whole period. Addresses are added by the caller for the page only.
 */
type Paging = Pick<ReportQuery, 'page' | 'count_perpage' | 'sort'>;

/** ORDER BY for a report: an allowed column (by its output name), then a stable tie-break. */
function orderBy(report: EngineReport, sort: string | undefined, tieBreak: string[]): SQL {
  const allowed: readonly string[] = REPORT_SORTS[report];
  const wanted = sort ?? allowed[0] ?? '';
  const column = wanted.replace(/^-/, '');
  if (!allowed.includes(column)) throw new AppError(400, 'report_sort_unknown', { values: { sort: wanted } });
  const keys = [sql`${sql.identifier(column)} ${sql.raw(wanted.startsWith('-') ? 'DESC' : 'ASC')}`];
  for (const key of tieBreak) if (key !== column) keys.push(sql`${sql.identifier(key)}`);
  return sql.join(keys, sql`, `);
}

const page = (q: Paging) => sql`LIMIT ${q.count_perpage} OFFSET ${(q.page - 1) * q.count_perpage}`;

const chosen = (selection: ReportSelection) =>
  sql`chosen AS (SELECT ${vehicles.imei} AS imei, ${vehicles.vehicle_name} AS vehicle_name,
    ${vehicles.vehicle_number} AS vehicle_number FROM ${vehicles} WHERE ${selection.vehicles})`;

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const roundOrNull = (value: number | null, digits = 1) => (value == null ? null : round(value, digits));

type TotalsRow = { n: number } & Omit<ReportTotals, 'fuel_used'> & { fuel_used: number | null };

function totalsOf(row: TotalsRow | undefined): { total: number; totals: ReportTotals } {
  return {
    total: row?.n ?? 0,
    totals: {
      distance_km: round(row?.distance_km ?? 0),
      duration_s: Math.round(row?.duration_s ?? 0),
      engine_s: Math.round(row?.engine_s ?? 0),
      moving_s: Math.round(row?.moving_s ?? 0),
      idle_s: Math.round(row?.idle_s ?? 0),
      fuel_used: roundOrNull(row?.fuel_used ?? null),
      overspeed_count: row?.overspeed_count ?? 0,
    },
  };
}

type TripDbRow = Omit<TripRow, 'start_address' | 'end_address' | 'start_time' | 'end_time'> & {
  start_time: unknown;
  end_time: unknown;
};

/** Trips that started in the period. */
export async function listTrips(db: Db, selection: ReportSelection, q: Paging) {
  const where = sql`s.kind = 'trip' AND s.start_time >= ${new Date(selection.from).toISOString()}
    AND s.start_time < ${new Date(selection.to).toISOString()}`;
  const rows = await queryRows<TripDbRow>(
    db,
    sql`WITH ${chosen(selection)}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, s.start_time, s.end_time, s.start_lat, s.start_lng,
        s.end_lat, s.end_lng, (s.distance_m / 1000)::float8 AS distance_km,
        extract(epoch FROM s.end_time - s.start_time)::int AS duration_s, s.max_speed::float8 AS max_speed,
        CASE WHEN s.end_time > s.start_time
          THEN (s.distance_m / 1000 / (extract(epoch FROM s.end_time - s.start_time) / 3600))::float8 ELSE 0 END AS avg_speed,
        s.fuel_used::float8 AS fuel_used
      FROM report_segments s JOIN chosen c ON c.imei = s.imei
      WHERE ${where}
      ORDER BY ${orderBy('trip', q.sort, ['start_time', 'imei'])} ${page(q)}`,
  );
  const [sums] = await queryRows<TotalsRow>(
    db,
    sql`WITH ${chosen(selection)}
      SELECT count(*)::int AS n, coalesce(sum(s.distance_m), 0)::float8 / 1000 AS distance_km,
        coalesce(sum(extract(epoch FROM s.end_time - s.start_time)), 0)::float8 AS duration_s,
        coalesce(sum(extract(epoch FROM s.end_time - s.start_time)), 0)::float8 AS moving_s,
        0 AS engine_s, 0 AS idle_s, sum(s.fuel_used)::float8 AS fuel_used, 0 AS overspeed_count
      FROM report_segments s JOIN chosen c ON c.imei = s.imei WHERE ${where}`,
  );
  const data = rows.map((r) => ({
    ...r,
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    distance_km: round(r.distance_km, 2),
    max_speed: round(r.max_speed),
    avg_speed: round(r.avg_speed),
    fuel_used: roundOrNull(r.fuel_used, 2),
    driver: null,
  }));
  return { data, ...totalsOf(sums) };
}

type StandDbRow = Omit<StandRow, 'address' | 'start_time' | 'end_time'> & { start_time: unknown; end_time: unknown };

/**
 * Stops or idling periods that started in the period, with the one each vehicle is in now (from its
 * fold state) when it is already long enough to count.
 */
export async function listStands(
  db: Db,
  selection: ReportSelection,
  q: Paging,
  kind: 'stop' | 'idle',
  defaults: SegmentSettings,
) {
  const from = new Date(selection.from).toISOString();
  const to = new Date(selection.to).toISOString();
  const open = kind === 'stop' ? 'stop' : 'idle';
  const minimumMs = (kind === 'stop' ? defaults.minStopS : defaults.idleMinS) * 1000;
  // A stop is under way only between trips; an idle spell whenever the engine runs standing.
  const between = kind === 'stop' ? sql`AND r.carry->'trip' = 'null'::jsonb` : sql``;
  const stands = sql`stands AS (
      SELECT s.imei, s.start_time, s.end_time, s.start_lat AS lat, s.start_lng AS lng, false AS ongoing
      FROM report_segments s JOIN chosen c ON c.imei = s.imei
      WHERE s.kind = ${kind} AND s.start_time >= ${from} AND s.start_time < ${to}
      UNION ALL
      SELECT r.imei, to_timestamp((r.carry->${open}->>'time')::float8 / 1000),
        to_timestamp((r.carry->'last'->>'time')::float8 / 1000),
        (r.carry->${open}->>'lat')::float8, (r.carry->${open}->>'lng')::float8, true
      FROM report_cursors r JOIN chosen c ON c.imei = r.imei
      WHERE r.carry->${open} <> 'null'::jsonb ${between}
        AND (r.carry->'last'->>'time')::float8 - (r.carry->${open}->>'time')::float8 >= ${minimumMs}
        AND to_timestamp((r.carry->${open}->>'time')::float8 / 1000) >= ${from}
        AND to_timestamp((r.carry->${open}->>'time')::float8 / 1000) < ${to})`;
  const report = kind === 'stop' ? 'stopped_vehicle' : 'idling_vehicle';
  const rows = await queryRows<StandDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${stands}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, t.start_time, t.end_time, t.lat, t.lng,
        extract(epoch FROM t.end_time - t.start_time)::int AS duration_s, t.ongoing
      FROM stands t JOIN chosen c ON c.imei = t.imei
      ORDER BY ${orderBy(report, q.sort, ['start_time', 'imei'])} ${page(q)}`,
  );
  const [sums] = await queryRows<TotalsRow>(
    db,
    sql`WITH ${chosen(selection)}, ${stands}
      SELECT count(*)::int AS n, 0 AS distance_km, coalesce(sum(extract(epoch FROM t.end_time - t.start_time)), 0)::float8 AS duration_s,
        0 AS moving_s, ${kind === 'idle' ? sql`coalesce(sum(extract(epoch FROM t.end_time - t.start_time)), 0)::float8` : sql`0`} AS idle_s,
        ${kind === 'idle' ? sql`coalesce(sum(extract(epoch FROM t.end_time - t.start_time)), 0)::float8` : sql`0`} AS engine_s,
        NULL::float8 AS fuel_used, 0 AS overspeed_count
      FROM stands t`,
  );
  const data = rows.map((r) => ({ ...r, start_time: iso(r.start_time), end_time: iso(r.end_time) }));
  return { data, ...totalsOf(sums) };
}

type SummaryDbRow = {
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  distance_km: number;
  engine_s: number;
  moving_s: number;
  idle_s: number;
  stopped_s: number;
  max_speed: number;
  overspeed_count: number;
  overspeed_s: number;
  fuel_used: number | null;
};

const summaryNumbers = (r: SummaryDbRow) => ({
  imei: r.imei,
  vehicle_name: r.vehicle_name,
  vehicle_number: r.vehicle_number,
  distance_km: round(r.distance_km, 2),
  engine_s: Math.round(r.engine_s),
  moving_s: Math.round(r.moving_s),
  idle_s: Math.round(r.idle_s),
  stopped_s: Math.round(r.stopped_s),
  max_speed: round(r.max_speed),
  overspeed_count: r.overspeed_count,
  overspeed_s: Math.round(r.overspeed_s),
  fuel_used: roundOrNull(r.fuel_used, 2),
});

const SUMMARY_COLUMNS = sql`(x.distance_m / 1000)::float8 AS distance_km, x.engine_s, x.moving_s, x.idle_s, x.stopped_s,
  x.max_speed::float8 AS max_speed, x.overspeed_count, x.overspeed_s, x.fuel_used::float8 AS fuel_used`;

const SUMMARY_TOTALS = sql`count(*)::int AS n, coalesce(sum(x.distance_m), 0)::float8 / 1000 AS distance_km,
  coalesce(sum(x.moving_s), 0)::float8 AS duration_s, coalesce(sum(x.engine_s), 0)::float8 AS engine_s,
  coalesce(sum(x.moving_s), 0)::float8 AS moving_s, coalesce(sum(x.idle_s), 0)::float8 AS idle_s,
  sum(x.fuel_used)::float8 AS fuel_used, coalesce(sum(x.overspeed_count), 0)::int AS overspeed_count`;

type DailyDbRow = SummaryDbRow & {
  day: string;
  trips: number;
  first_time: unknown;
  first_lat: number | null;
  first_lng: number | null;
  last_time: unknown;
  last_lat: number | null;
  last_lng: number | null;
};

/** A row per vehicle and day of the period, with its trips and its activity events by type. */
export async function listDaily(db: Db, selection: ReportSelection, q: Paging, zone: string) {
  const where = sql`x.day BETWEEN ${selection.firstDay}::date AND ${selection.lastDay}::date`;
  const rows = await queryRows<DailyDbRow>(
    db,
    sql`WITH ${chosen(selection)}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, to_char(x.day, 'YYYY-MM-DD') AS day, ${SUMMARY_COLUMNS},
        (SELECT count(*)::int FROM report_segments s WHERE s.imei = x.imei AND s.kind = 'trip'
          AND s.start_time >= (x.day::timestamp AT TIME ZONE ${zone})
          AND s.start_time < ((x.day + 1)::timestamp AT TIME ZONE ${zone})) AS trips,
        x.first_time, x.first_lat, x.first_lng, x.last_time, x.last_lat, x.last_lng
      FROM report_days x JOIN chosen c ON c.imei = x.imei
      WHERE ${where}
      ORDER BY ${orderBy('daily_summary', q.sort, ['day', 'imei'])} ${page(q)}`,
  );
  const [sums] = await queryRows<TotalsRow>(
    db,
    sql`WITH ${chosen(selection)} SELECT ${SUMMARY_TOTALS} FROM report_days x JOIN chosen c ON c.imei = x.imei WHERE ${where}`,
  );
  const events = await eventsByDay(db, rows, zone);
  const data: DailySummaryRow[] = rows.map((r) => ({
    ...summaryNumbers(r),
    day: r.day,
    trips: r.trips,
    first_time: isoOrNull(r.first_time),
    first_lat: r.first_lat,
    first_lng: r.first_lng,
    last_time: isoOrNull(r.last_time),
    last_lat: r.last_lat,
    last_lng: r.last_lng,
    events: events.get(`${r.imei} ${r.day}`) ?? {},
  }));
  return { data, ...totalsOf(sums) };
}

/** The activity events of the page's vehicles and days, counted by type. */
async function eventsByDay(db: Db, rows: { imei: string; day: string }[], zone: string) {
  const counts = new Map<string, Record<string, number>>();
  if (rows.length === 0) return counts;
  const days = rows.map((r) => r.day).sort();
  const found = await queryRows<{ imei: string; day: string; type: string; n: number }>(
    db,
    sql`SELECT imei, to_char((created_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, type, count(*)::int AS n
      FROM notifications
      WHERE filter = 'activity' AND imei = ANY(${sql.param([...new Set(rows.map((r) => r.imei))])}::text[])
        AND created_at >= (${days[0]}::date::timestamp AT TIME ZONE ${zone})
        AND created_at < ((${days.at(-1)}::date + 1)::timestamp AT TIME ZONE ${zone})
      GROUP BY 1, 2, 3`,
  );
  for (const row of found) {
    const key = `${row.imei} ${row.day}`;
    counts.set(key, { ...counts.get(key), [row.type]: row.n });
  }
  return counts;
}

/** A row per vehicle and month of the period, summed from the daily rows. */
export async function listMonthly(db: Db, selection: ReportSelection, q: Paging) {
  const where = sql`x.month BETWEEN ${selection.firstDay}::date AND ${selection.lastDay}::date`;
  const rows = await queryRows<SummaryDbRow & { month: string; active_days: number }>(
    db,
    sql`WITH ${chosen(selection)}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, to_char(x.month, 'YYYY-MM-DD') AS month, ${SUMMARY_COLUMNS}, x.active_days
      FROM report_months x JOIN chosen c ON c.imei = x.imei
      WHERE ${where}
      ORDER BY ${orderBy('monthly_summary', q.sort, ['month', 'imei'])} ${page(q)}`,
  );
  const [sums] = await queryRows<TotalsRow>(
    db,
    sql`WITH ${chosen(selection)} SELECT ${SUMMARY_TOTALS} FROM report_months x JOIN chosen c ON c.imei = x.imei WHERE ${where}`,
  );
  const data: MonthlySummaryRow[] = rows.map((r) => ({
    ...summaryNumbers(r),
    month: r.month,
    active_days: r.active_days,
  }));
  return { data, ...totalsOf(sums) };
}
