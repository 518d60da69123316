import { sql } from 'drizzle-orm';
import {
  SENSOR_MAX_BUCKETS,
  SENSOR_MAX_VEHICLE_DAYS,
  SENSOR_READING_HOLD_S,
  TEMPERATURE_PLAUSIBLE_RANGE,
  type ReportTotals,
  type SensorRow,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ReportSelection } from './report-selection.js';
import { bounds, chosen, type Period, iso, orderBy, page, round, totalsOf, type Paging } from './report-sql.js';

/**
 * The sensor report: the exception among the reports, it reads positions (the chosen vehicles'
 * sensors' values in their props, by each sensor's `source` as the live map does) and aggregates them
 * in SQL into at most SENSOR_MAX_BUCKETS intervals per sensor, so no raw reading leaves the database.
 */

const STEP_MINUTES = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440] as const;

/** The interval of the report's rows: the shortest step that cuts the period into at most SENSOR_MAX_BUCKETS. */
export function sensorStepMs(from: number, to: number): number {
  const minutes = STEP_MINUTES.find((step) => (to - from) / (step * 60_000) <= SENSOR_MAX_BUCKETS) ?? 1440;
  return minutes * 60_000;
}

/** A reading as a number: numbers as they are, booleans 1/0, anything else none. */
export const numeric = (json: ReturnType<typeof sql>) =>
  sql`CASE jsonb_typeof(${json}) WHEN 'number' THEN (${json})::float8
    WHEN 'boolean' THEN ((${json})::boolean)::int::float8 END`;

/**
 * Where a reading stands against its sensor (as sensorState in the domain): 1 above upper_limit,
 * -1 below lower_limit, 2 a door or tamper switch away from `normal` (without one: a door at 0, a
 * tamper at 1), 0 within.
 */
const STATE = sql`CASE
    WHEN s.type_sensor IN ('door', 'dismantle') THEN
      CASE WHEN v.value <> coalesce(s.normal, CASE s.type_sensor WHEN 'door' THEN 1 ELSE 0 END) THEN 2 ELSE 0 END
    WHEN v.value > s.upper_limit THEN 1
    WHEN v.value < s.lower_limit THEN -1
    ELSE 0 END`;

/** Temperatures a probe cannot read are faults, left out (as the live state calls them). */
const PLAUSIBLE = sql`(s.type_sensor <> 'temperature' OR v.value BETWEEN ${TEMPERATURE_PLAUSIBLE_RANGE.min} AND ${TEMPERATURE_PLAUSIBLE_RANGE.max})`;

/**
 * The `sensors`, `readings` and `buckets` CTEs (after `chosen`): the chosen vehicles' sensors in use,
 * or only the sensor `only`, per interval of `stepMs`.
 */
export function bucketsOf(selection: Period, stepMs: number, only?: number) {
  const { from, to } = bounds(selection);
  const step = `${stepMs / 1000} seconds`;
  // Each sensor's readings in time order straight off the positions' (imei, time) key: a reading
  // holds until the next one (the last until the period's end or now), at most SENSOR_READING_HOLD_S.
  // OFFSET 0 keeps the planner from copying the jsonb read (the costly part) and the state into
  // every test of them: each is worked out once a position.
  return sql`sensors AS (
      SELECT vs.id AS sensor_id, c.imei, c.vehicle_name, c.vehicle_number,
        coalesce(nullif(vs.name, ''), vs.code_sensor) AS sensor_name, vs.type_sensor, vs.source,
        string_to_array(vs.source, '.') AS path, vs.normal, vs.upper_limit, vs.lower_limit
      FROM vehicle_sensors vs JOIN vehicles vh ON vh.id = vs.vehicle_id JOIN chosen c ON c.imei = vh.imei
      WHERE vs.status = 1 AND vs.type_sensor <> 'rfid' ${only === undefined ? sql`` : sql`AND vs.id = ${only}`}),
    readings AS (
      SELECT s.sensor_id, r.time, r.value, r.state, r.began,
        least(extract(epoch FROM coalesce(r.next_time, least(${to}::timestamptz, now())) - r.time),
          ${SENSOR_READING_HOLD_S}) AS hold_s
      FROM sensors s CROSS JOIN LATERAL (
        SELECT x.time, x.value, x.state, lead(x.time) OVER w AS next_time,
          x.state <> 0 AND coalesce(lag(x.state) OVER w, 0) <> x.state AS began
        FROM (SELECT v.time, v.value, ${STATE} AS state
          FROM (SELECT j.time, ${numeric(sql`j.reading`)} AS value
            FROM (SELECT p.time, p.props #> s.path AS reading FROM positions p
              WHERE p.imei = s.imei AND p.time >= ${from} AND p.time < ${to} AND p.flag IS NULL
              ORDER BY p.time OFFSET 0) j OFFSET 0) v
          WHERE v.value IS NOT NULL AND ${PLAUSIBLE} OFFSET 0) x
        WINDOW w AS (ORDER BY x.time)) r),
    buckets AS (
      SELECT sensor_id, date_bin(${step}::interval, time, ${from}::timestamptz) AS bucket, count(*)::int AS readings,
        min(value) AS min_value, avg(value) AS avg_value, max(value) AS max_value,
        coalesce(sum(hold_s) FILTER (WHERE state = 1), 0)::float8 AS above_s,
        coalesce(sum(hold_s) FILTER (WHERE state = -1), 0)::float8 AS below_s,
        coalesce(sum(hold_s) FILTER (WHERE state <> 0), 0)::float8 AS out_s,
        count(*) FILTER (WHERE began)::int AS out_of_limits
      FROM readings GROUP BY 1, 2)`;
}

type SensorDbRow = Omit<SensorRow, 'start_time' | 'end_time'> & {
  start_time: unknown;
  end_time: unknown;
  n: number;
  all_out_s: number;
  all_out_of_limits: number;
};

/** Refuses a selection whose positions would take too long to read: more vehicles with sensors than its days allow. */
async function checkBound(db: Db, selection: ReportSelection): Promise<void> {
  const days = Math.max(1, Math.ceil((selection.to - selection.from) / 86_400_000));
  const allowed = Math.max(1, Math.floor(SENSOR_MAX_VEHICLE_DAYS / days));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH ${chosen(selection)} SELECT count(DISTINCT c.imei)::int AS n FROM chosen c
      JOIN vehicles vh ON vh.imei = c.imei JOIN vehicle_sensors vs ON vs.vehicle_id = vh.id
      WHERE vs.status = 1 AND vs.type_sensor <> 'rfid'`,
  );
  if ((row?.n ?? 0) > allowed)
    throw new AppError(400, 'report_sensor_vehicles_too_many', { values: { count: allowed } });
}

/** Each chosen sensor per interval of the period; the totals count every interval, not only the page. */
export async function listSensors(db: Db, selection: ReportSelection, q: Paging) {
  await checkBound(db, selection);
  const stepMs = sensorStepMs(selection.from, selection.to);
  const { to } = bounds(selection);
  const read = (paging: Paging) =>
    queryRows<SensorDbRow>(
      db,
      sql`WITH ${chosen(selection)}, ${bucketsOf(selection, stepMs)}
        SELECT s.imei, s.vehicle_name, s.vehicle_number, s.sensor_id, s.sensor_name, s.type_sensor, s.source,
          s.normal, s.upper_limit, s.lower_limit, b.bucket AS start_time,
          least(b.bucket + ${`${stepMs / 1000} seconds`}::interval, ${to}::timestamptz) AS end_time,
          b.readings, b.min_value, b.avg_value, b.max_value, b.above_s, b.below_s, b.out_s, b.out_of_limits,
          count(*) OVER ()::int AS n, sum(b.out_s) OVER ()::float8 AS all_out_s,
          sum(b.out_of_limits) OVER ()::int AS all_out_of_limits
        FROM buckets b JOIN sensors s ON s.sensor_id = b.sensor_id
        ORDER BY ${orderBy('sensor', paging.sort, ['start_time', 'imei', 'sensor_id'])} ${page(paging)}`,
    );
  const rows = await read(q);
  // A page past the end carries no totals: the first row of the first page has them.
  const [first] = rows.length > 0 || q.page === 1 ? rows : await read({ ...q, page: 1, count_perpage: 1 });
  // The route keeps the fields SensorRow declares.
  const data = rows.map((r) => ({
    ...r,
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    min_value: round(r.min_value, 2),
    avg_value: round(r.avg_value, 2),
    max_value: round(r.max_value, 2),
    above_s: Math.round(r.above_s),
    below_s: Math.round(r.below_s),
    out_s: Math.round(r.out_s),
  }));
  const totals: ReportTotals = {
    ...totalsOf(undefined).totals,
    out_s: Math.round(first?.all_out_s ?? 0),
    out_of_limits: first?.all_out_of_limits ?? 0,
  };
  return { data, total: first?.n ?? 0, totals };
}
