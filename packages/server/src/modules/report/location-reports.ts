import { sql, type SQL } from 'drizzle-orm';
import type { LocationRow, MonthlyLocationRow } from '@armada/domain';
import type { Db } from '../../db/client.js';
import type { ReportSelection } from './report-selection.js';
import { bounds, chosen, iso, orderBy, page, round, rowsOf, sumsOf, totalsOf, type Paging } from './report-sql.js';

/**
 * The location reports, read from the engine's visit segments: each stay inside a geofence, and each
 * vehicle's visits to each geofence per month. A geofence counts only for the vehicles of its own
 * organisation (the engine folds no other), checked again here so no other fleet's names show.
 */

/** Closed visits, and those under way (from the vehicles' fold state), with their geofence. */
const visits = (when: SQL) => sql`visits AS (
    SELECT t.*, g.name AS geofence_name, gg.name AS group_name
    FROM (
      SELECT s.imei, s.place_id, s.start_time, s.end_time, s.start_lat AS lat, s.start_lng AS lng, s.distance_m,
        s.max_speed::float8 AS max_speed, false AS ongoing
      FROM report_segments s JOIN chosen c ON c.imei = s.imei WHERE s.kind = 'visit'
      UNION ALL
      SELECT r.imei, v.key::int, to_timestamp((v.value->'start'->>'time')::float8 / 1000),
        to_timestamp((r.carry->'last'->>'time')::float8 / 1000), (v.value->'start'->>'lat')::float8,
        (v.value->'start'->>'lng')::float8, (v.value->>'distanceM')::float8, (v.value->>'maxSpeed')::float8, true
      FROM report_cursors r JOIN chosen c ON c.imei = r.imei, jsonb_each(coalesce(r.carry->'visits', '{}'::jsonb)) v
    ) t
    JOIN vehicles vh ON vh.imei = t.imei
    JOIN geofences g ON g.id = t.place_id AND g.organization_id = vh.organization_id
    JOIN geo_groups gg ON gg.id = g.geo_group_id
    WHERE ${when})`;

type VisitDbRow = Omit<LocationRow, 'start_time' | 'end_time'> & { start_time: unknown; end_time: unknown };

/** Stays inside a geofence that began in the period. */
export async function listVisits(db: Db, selection: ReportSelection, q: Paging) {
  const { from, to } = bounds(selection);
  const cte = visits(sql`t.start_time >= ${from} AND t.start_time < ${to}`);
  const rows = await rowsOf<VisitDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${cte}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, v.place_id AS geofence_id, v.geofence_name, v.group_name,
        v.start_time, v.end_time, v.lat, v.lng, extract(epoch FROM v.end_time - v.start_time)::int AS duration_s,
        (v.distance_m / 1000)::float8 AS distance_km, v.max_speed, v.ongoing
      FROM visits v JOIN chosen c ON c.imei = v.imei
      ORDER BY ${orderBy('location', q.sort, ['start_time', 'imei', 'geofence_id'])} ${page(q)}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}, ${cte}
      SELECT count(*)::int AS n, coalesce(sum(distance_m), 0)::float8 / 1000 AS distance_km,
        coalesce(sum(extract(epoch FROM end_time - start_time)), 0)::float8 AS duration_s
      FROM visits`,
    q,
  );
  const data: LocationRow[] = rows.map((r) => ({
    ...r,
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    distance_km: round(r.distance_km, 2),
    max_speed: round(r.max_speed),
  }));
  return { data, ...totalsOf(sums) };
}

type MonthlyDbRow = Omit<MonthlyLocationRow, 'first_entry' | 'last_exit'> & {
  first_entry: unknown;
  last_exit: unknown;
};

/** Each vehicle's visits to each geofence per month of the period (by the month a visit began, in the zone). */
export async function listMonthlyVisits(db: Db, selection: ReportSelection, q: Paging, zone: string) {
  const local = sql`(t.start_time AT TIME ZONE ${zone})`;
  const cte = visits(
    sql`date_trunc('month', ${local})::date BETWEEN ${selection.firstDay}::date AND ${selection.lastDay}::date`,
  );
  const months = sql`months AS (
      SELECT v.imei, to_char(date_trunc('month', v.start_time AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS month,
        v.place_id AS geofence_id, v.geofence_name, v.group_name, count(*)::int AS visits,
        count(DISTINCT (v.start_time AT TIME ZONE ${zone})::date)::int AS days,
        sum(extract(epoch FROM v.end_time - v.start_time))::float8 AS duration_s,
        max(extract(epoch FROM v.end_time - v.start_time))::float8 AS longest_s,
        min(v.start_time) AS first_entry, max(v.end_time) AS last_exit
      FROM visits v GROUP BY 1, 2, 3, 4, 5)`;
  const rows = await rowsOf<MonthlyDbRow>(
    db,
    sql`WITH ${chosen(selection)}, ${cte}, ${months}
      SELECT c.imei, c.vehicle_name, c.vehicle_number, m.month, m.geofence_id, m.geofence_name, m.group_name,
        m.visits, m.days, round(m.duration_s)::int AS duration_s, round(m.longest_s)::int AS longest_s,
        m.first_entry, m.last_exit
      FROM months m JOIN chosen c ON c.imei = m.imei
      ORDER BY ${orderBy('monthly_location', q.sort, ['month', 'imei', 'geofence_id'])} ${page(q)}`,
    q,
  );
  const sums = await sumsOf(
    db,
    sql`WITH ${chosen(selection)}, ${cte}, ${months}
      SELECT count(*)::int AS n, coalesce(sum(duration_s), 0)::float8 AS duration_s FROM months`,
    q,
  );
  const data: MonthlyLocationRow[] = rows.map((r) => ({
    ...r,
    first_entry: iso(r.first_entry),
    last_exit: iso(r.last_exit),
  }));
  return { data, ...totalsOf(sums) };
}
