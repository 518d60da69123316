import { sql } from 'drizzle-orm';
import type { DailySummaryRow, EngineReport, MonthlySummaryRow } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import type { ReportSelection } from './report-selection.js';
import {
  bounds,
  chosen,
  iso,
  isoOrNull,
  orderBy,
  page,
  percent,
  round,
  roundOrNull,
  rowsOf,
  sumsOf,
  totalsOf,
  type Paging,
  type VehicleColumns,
} from './report-sql.js';

/** Reports of the daily and monthly rows: summaries, utilisation, engine hours and trips per day. */
type SummaryDbRow = VehicleColumns & {
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
  utilisation_pct: number;
};

/** A row per vehicle and day of the period, with its trips and its activity events by type. */
export async function listDaily(
  db: Db,
  selection: ReportSelection,
  q: Paging,
  zone: string,
  report: EngineReport = 'daily_summary',
) {
  const where = sql`x.day BETWEEN ${selection.firstDay}::date AND ${selection.lastDay}::date`;
  const rows = await rowsOf<DailyDbRow>(
    db,
    sql`WITH ${chosen(selection)}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, to_char(x.day, 'YYYY-MM-DD') AS day, ${SUMMARY_COLUMNS},
        (SELECT count(*)::int FROM report_segments s WHERE s.imei = x.imei AND s.kind = 'trip'
          AND s.start_time >= (x.day::timestamp AT TIME ZONE ${zone})
          AND s.start_time < ((x.day + 1)::timestamp AT TIME ZONE ${zone})) AS trips,
        x.first_time, x.first_lat, x.first_lng, x.last_time, x.last_lat, x.last_lng,
        ${percent(sql`x.moving_s`, sql`x.engine_s`)} AS utilisation_pct
      FROM report_days x JOIN chosen c ON c.imei = x.imei
      WHERE ${where}
      ORDER BY ${orderBy(report, q.sort, ['day', 'imei'])} ${page(q)}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)} SELECT ${SUMMARY_TOTALS} FROM report_days x JOIN chosen c ON c.imei = x.imei WHERE ${where}`,
    q,
  );
  const events = await eventsByDay(db, rows, zone);
  const data: (DailySummaryRow & { utilisation_pct: number })[] = rows.map((r) => ({
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
    utilisation_pct: r.utilisation_pct,
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
  const rows = await rowsOf<SummaryDbRow & { month: string; active_days: number }>(
    db,
    sql`WITH ${chosen(selection)}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, to_char(x.month, 'YYYY-MM-DD') AS month, ${SUMMARY_COLUMNS}, x.active_days
      FROM report_months x JOIN chosen c ON c.imei = x.imei
      WHERE ${where}
      ORDER BY ${orderBy('monthly_summary', q.sort, ['month', 'imei'])} ${page(q)}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)} SELECT ${SUMMARY_TOTALS} FROM report_months x JOIN chosen c ON c.imei = x.imei WHERE ${where}`,
    q,
  );
  const data: MonthlySummaryRow[] = rows.map((r) => ({
    ...summaryNumbers(r),
    month: r.month,
    active_days: r.active_days,
  }));
  return { data, ...totalsOf(sums) };
}

type ProductivityDbRow = VehicleColumns & {
  distance_km: number;
  engine_s: number;
  moving_s: number;
  idle_s: number;
  active_days: number;
  utilisation_pct: number;
  idle_pct: number;
};

/** Each vehicle over the period: engine, moving and idling time, and moving time over engine time. */
export async function listProductivity(db: Db, selection: ReportSelection, q: Paging) {
  const where = sql`x.day BETWEEN ${selection.firstDay}::date AND ${selection.lastDay}::date`;
  const perVehicle = sql`per_vehicle AS (
      SELECT c.imei, c.vehicle_name, c.vehicle_number, sum(x.distance_m) AS distance_m, sum(x.engine_s) AS engine_s,
        sum(x.moving_s) AS moving_s, sum(x.idle_s) AS idle_s, count(*) FILTER (WHERE x.moving_s > 0)::int AS active_days
      FROM report_days x JOIN chosen c ON c.imei = x.imei WHERE ${where}
      GROUP BY c.imei, c.vehicle_name, c.vehicle_number)`;
  const rows = await rowsOf<ProductivityDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${perVehicle}
      SELECT imei, vehicle_name, vehicle_number, (distance_m / 1000)::float8 AS distance_km, engine_s::float8 AS engine_s,
        moving_s::float8 AS moving_s, idle_s::float8 AS idle_s, active_days,
        ${percent(sql`moving_s`, sql`engine_s`)} AS utilisation_pct, ${percent(sql`idle_s`, sql`engine_s`)} AS idle_pct
      FROM per_vehicle
      ORDER BY ${orderBy('productivity_efficiency', q.sort, ['vehicle_name', 'imei'])} ${page(q)}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}, ${perVehicle}
      SELECT count(*)::int AS n, coalesce(sum(distance_m), 0)::float8 / 1000 AS distance_km,
        coalesce(sum(moving_s), 0)::float8 AS duration_s, coalesce(sum(engine_s), 0)::float8 AS engine_s,
        coalesce(sum(moving_s), 0)::float8 AS moving_s, coalesce(sum(idle_s), 0)::float8 AS idle_s
      FROM per_vehicle`,
    q,
  );
  const data = rows.map((r) => ({
    ...r,
    distance_km: round(r.distance_km, 2),
    engine_s: Math.round(r.engine_s),
    moving_s: Math.round(r.moving_s),
    idle_s: Math.round(r.idle_s),
  }));
  return { data, ...totalsOf(sums) };
}

type DailyTripDbRow = VehicleColumns & {
  day: string;
  trips: number;
  distance_km: number;
  driving_s: number;
  first_start: unknown;
  last_end: unknown;
  max_speed: number;
};

/** Each vehicle's days with trips: how many, how far and long, the first start and the last end. */
export async function listDailyTrips(db: Db, selection: ReportSelection, q: Paging, zone: string) {
  const { from, to } = bounds(selection);
  const days = sql`trip_days AS (
      SELECT c.imei, c.vehicle_name, c.vehicle_number,
        to_char((s.start_time AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS trips,
        sum(s.distance_m) AS distance_m, sum(extract(epoch FROM s.end_time - s.start_time))::float8 AS driving_s,
        min(s.start_time) AS first_start, max(s.end_time) AS last_end, max(s.max_speed)::float8 AS max_speed
      FROM report_segments s JOIN chosen c ON c.imei = s.imei
      WHERE s.kind = 'trip' AND s.start_time >= ${from} AND s.start_time < ${to}
      GROUP BY 1, 2, 3, 4)`;
  const rows = await rowsOf<DailyTripDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${days}
      SELECT imei, vehicle_name, vehicle_number, day, trips, (distance_m / 1000)::float8 AS distance_km, driving_s,
        first_start, last_end, max_speed
      FROM trip_days
      ORDER BY ${orderBy('daily_trip_summary', q.sort, ['day', 'imei'])} ${page(q)}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}, ${days}
      SELECT count(*)::int AS n, coalesce(sum(distance_m), 0)::float8 / 1000 AS distance_km,
        coalesce(sum(driving_s), 0)::float8 AS duration_s, coalesce(sum(driving_s), 0)::float8 AS moving_s
      FROM trip_days`,
    q,
  );
  const data = rows.map((r) => ({
    ...r,
    distance_km: round(r.distance_km, 2),
    driving_s: Math.round(r.driving_s),
    first_start: iso(r.first_start),
    last_end: iso(r.last_end),
    max_speed: round(r.max_speed),
  }));
  return { data, ...totalsOf(sums) };
}
