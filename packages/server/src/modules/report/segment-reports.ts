import { sql } from 'drizzle-orm';
import type { EngineReport, TripRow } from '@armada/domain';
import type { Db } from '../../db/client.js';
import type { SegmentKind } from '../../reports/segmenter.js';
import type { ReportSelection } from './report-selection.js';
import {
  bounds,
  chosen,
  iso,
  orderBy,
  page,
  round,
  roundOrNull,
  rowsOf,
  sumsOf,
  totalsOf,
  type Paging,
  type VehicleColumns,
} from './report-sql.js';

/** Reports of segments (trips, stops, idling, speeding, tows, crashes) and of activity events. */

type TripDbRow = Omit<TripRow, 'start_address' | 'end_address' | 'start_time' | 'end_time'> & {
  start_time: unknown;
  end_time: unknown;
};

/** Trips that started in the period. */
export async function listTrips(db: Db, selection: ReportSelection, q: Paging) {
  const where = sql`s.kind = 'trip' AND s.start_time >= ${new Date(selection.from).toISOString()}
    AND s.start_time < ${new Date(selection.to).toISOString()}`;
  const rows = await rowsOf<TripDbRow>(
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
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}
      SELECT count(*)::int AS n, coalesce(sum(s.distance_m), 0)::float8 / 1000 AS distance_km,
        coalesce(sum(extract(epoch FROM s.end_time - s.start_time)), 0)::float8 AS duration_s,
        coalesce(sum(extract(epoch FROM s.end_time - s.start_time)), 0)::float8 AS moving_s,
        sum(s.fuel_used)::float8 AS fuel_used
      FROM report_segments s JOIN chosen c ON c.imei = s.imei WHERE ${where}`,
    q,
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

/** A segment as every segment report reads it; each report keeps the fields its rows declare. */
export type SegmentListRow = VehicleColumns & {
  kind: SegmentKind;
  start_time: string;
  end_time: string;
  lat: number;
  lng: number;
  duration_s: number;
  distance_km: number;
  max_speed: number;
  ongoing: boolean;
};

/** The stop or idling spell a vehicle is in now (from its fold state), once it lasts `minimumMs`. */
export type UnderWay = { kind: 'stop' | 'idle'; minimumMs: number };

function underWay({ kind, minimumMs }: UnderWay, from: string, to: string) {
  // A stop is under way only between trips; an idle spell whenever the engine runs standing.
  const between = kind === 'stop' ? sql`AND r.carry->'trip' = 'null'::jsonb` : sql``;
  const startedAt = sql`to_timestamp((r.carry->${kind}->>'time')::float8 / 1000)`;
  return sql`UNION ALL
    SELECT r.imei, ${kind}::text, ${startedAt}, to_timestamp((r.carry->'last'->>'time')::float8 / 1000),
      (r.carry->${kind}->>'lat')::float8, (r.carry->${kind}->>'lng')::float8, 0::float8, 0::real, true
    FROM report_cursors r JOIN chosen c ON c.imei = r.imei
    WHERE r.carry->${kind} <> 'null'::jsonb ${between}
      AND (r.carry->'last'->>'time')::float8 - (r.carry->${kind}->>'time')::float8 >= ${minimumMs}
      AND ${startedAt} >= ${from} AND ${startedAt} < ${to}`;
}

type SegmentDbRow = Omit<SegmentListRow, 'start_time' | 'end_time'> & { start_time: unknown; end_time: unknown };

/** Segments of `kinds` that started in the period, with the stop or idle spell under way if asked. */
export async function listSegments(
  db: Db,
  selection: ReportSelection,
  q: Paging,
  report: EngineReport,
  kinds: readonly SegmentKind[],
  ongoing: UnderWay | null = null,
) {
  const { from, to } = bounds(selection);
  const segments = sql`segs AS (
      SELECT s.imei, s.kind, s.start_time, s.end_time, s.start_lat AS lat, s.start_lng AS lng, s.distance_m,
        s.max_speed, false AS ongoing
      FROM report_segments s JOIN chosen c ON c.imei = s.imei
      WHERE s.kind = ANY(${sql.param([...kinds])}::text[]) AND s.start_time >= ${from} AND s.start_time < ${to}
      ${ongoing ? underWay(ongoing, from, to) : sql``})`;
  const rows = await rowsOf<SegmentDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${segments}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, t.kind, t.start_time, t.end_time, t.lat, t.lng,
        extract(epoch FROM t.end_time - t.start_time)::int AS duration_s, (t.distance_m / 1000)::float8 AS distance_km,
        t.max_speed::float8 AS max_speed, t.ongoing
      FROM segs t JOIN chosen c ON c.imei = t.imei
      ORDER BY ${orderBy(report, q.sort, ['start_time', 'imei', 'kind'])} ${page(q)}`,
    q,
  );
  const seconds = sql`extract(epoch FROM t.end_time - t.start_time)`;
  const duration = sql`coalesce(sum(${seconds}), 0)::float8`;
  const idling = kinds.length === 1 && kinds[0] === 'idle';
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}, ${segments}
      SELECT count(*)::int AS n, coalesce(sum(t.distance_m), 0)::float8 / 1000 AS distance_km, ${duration} AS duration_s,
        coalesce(sum(${seconds}) FILTER (WHERE t.kind = 'trip'), 0)::float8 AS moving_s, ${idling ? duration : sql`0`} AS idle_s,
        ${idling ? duration : sql`0`} AS engine_s,
        count(*) FILTER (WHERE t.kind = 'overspeed')::int AS overspeed_count
      FROM segs t`,
    q,
  );
  const data: SegmentListRow[] = rows.map((r) => ({
    ...r,
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    distance_km: round(r.distance_km, 2),
    max_speed: round(r.max_speed),
  }));
  return { data, ...totalsOf(sums) };
}

type EventDbRow = VehicleColumns & {
  time: unknown;
  type: string;
  type_name: string;
  text: string;
  lat: number | null;
  lng: number | null;
};

/** Activity notifications of the chosen vehicles in the period, each with where its vehicle was then. */
export async function listEvents(db: Db, selection: ReportSelection, q: Paging) {
  const { from, to } = bounds(selection);
  const events = sql`events AS (
      SELECT c.imei, c.vehicle_name, c.vehicle_number, n.created_at AS time, n.type, n.type_name, n.text
      FROM notifications n JOIN chosen c ON c.imei = n.imei
      WHERE n.filter = 'activity' AND n.created_at >= ${from} AND n.created_at < ${to})`;
  const order = orderBy('event', q.sort, ['time', 'imei', 'type']);
  // The page first, then each of its rows' place: the last accepted fix at or before the event.
  const rows = await rowsOf<EventDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${events}, paged AS (SELECT * FROM events ORDER BY ${order} ${page(q)})
      SELECT e.*, p.lat, p.lng FROM paged e
      LEFT JOIN LATERAL (SELECT lat, lng FROM positions WHERE imei = e.imei AND time <= e.time
        AND time > e.time - interval '1 hour' AND flag IS NULL ORDER BY time DESC LIMIT 1) p ON true
      ORDER BY ${order}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}, ${events}
      SELECT count(*)::int AS n, count(*) FILTER (WHERE type = 'overspeed')::int AS overspeed_count FROM events`,
    q,
  );
  return { data: rows.map((r) => ({ ...r, time: iso(r.time) })), ...totalsOf(sums) };
}
