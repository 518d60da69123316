import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { refreshDriverBlocks } from './driver-blocks.js';

/** Night driving: local hours from 22:00 to 05:00 (docs/driver-score.md). */
export const NIGHT_FROM_HOUR = 22;
export const NIGHT_TO_HOUR = 5;
/** A gap between two fixes counts as driving time up to this long (a longer one is a gap in the track). */
const MAX_GAP_S = 300;
/** Moving: over this speed, km/h. */
const MOVING_KMH = 5;

/**
 * Writes `driver_days` again for the local days `from`..`to` (YYYY-MM-DD): each vehicle-day of the
 * reports (report_days) goes to the driver whose RFID/iButton code the truck's reader read most that
 * day, else to the driver assigned to the truck by hand that day; a vehicle-day with neither is no
 * driver's. Harsh events and night driving come from the day's fixes (props.harsh, speed and local
 * hour), crashes from crash segments, fatigue from fatigue_event notifications.
 */
export async function refreshDriverDays(
  db: Db,
  zone: string,
  from: string,
  to: string,
  options: { skipIfRanWithinMs?: number } = {},
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await claimRun(tx, 'driver_days', options.skipIfRanWithinMs ?? 0))) return null;
    await tx.execute(sql`DELETE FROM driver_days WHERE day >= ${from}::date AND day <= ${to}::date`);
    const start = sql`(${from}::date::timestamp AT TIME ZONE ${zone})`;
    const end = sql`((${to}::date + 1)::timestamp AT TIME ZONE ${zone})`;
    const localDay = (column: SQL) => sql`(${column} AT TIME ZONE ${zone})::date`;
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`
      WITH vd AS MATERIALIZED (
        SELECT rd.imei, rd.day, v.id AS vehicle_id, v.organization_id, rd.distance_m, rd.overspeed_count,
          rd.overspeed_s, rd.idle_s
        FROM report_days rd JOIN vehicles v ON v.imei = rd.imei
        WHERE rd.day >= ${from}::date AND rd.day <= ${to}::date AND rd.distance_m > 0),
      fixes AS (
        SELECT p.imei, p.time, p.speed, p.props->>'rfid' AS rfid, p.props->>'harsh' AS harsh,
          extract(epoch FROM lead(p.time) OVER (PARTITION BY p.imei ORDER BY p.time) - p.time) AS gap,
          extract(hour FROM p.time AT TIME ZONE ${zone}) AS hour
        FROM positions p
        WHERE p.time >= ${start} AND p.time < ${end} AND p.imei IN (SELECT imei FROM vd)),
      reads AS (
        SELECT imei, ${localDay(sql`time`)} AS day,
          mode() WITHIN GROUP (ORDER BY upper(rfid)) FILTER (WHERE rfid IS NOT NULL AND rfid <> '') AS rfid,
          count(*) FILTER (WHERE harsh = '1')::int AS harsh_acceleration,
          count(*) FILTER (WHERE harsh = '2')::int AS harsh_braking,
          count(*) FILTER (WHERE harsh = '3')::int AS harsh_cornering,
          coalesce(sum(least(gap, ${MAX_GAP_S})) FILTER (WHERE speed > ${MOVING_KMH}
            AND (hour >= ${NIGHT_FROM_HOUR} OR hour < ${NIGHT_TO_HOUR})), 0)::float8 AS night_s
        FROM fixes GROUP BY 1, 2),
      crashes AS (
        SELECT imei, ${localDay(sql`start_time`)} AS day, count(*)::int AS n FROM report_segments
        WHERE kind = 'crash' AND start_time >= ${start} AND start_time < ${end} GROUP BY 1, 2),
      fatigue AS (
        SELECT imei, ${localDay(sql`created_at`)} AS day, count(*)::int AS n FROM notifications
        WHERE type = 'fatigue_event' AND imei IS NOT NULL AND created_at >= ${start} AND created_at < ${end}
        GROUP BY 1, 2),
      attributed AS (
        SELECT vd.*, coalesce(r.harsh_acceleration, 0) AS harsh_acceleration,
          coalesce(r.harsh_braking, 0) AS harsh_braking, coalesce(r.harsh_cornering, 0) AS harsh_cornering,
          coalesce(r.night_s, 0) AS night_s, coalesce(c.n, 0) AS crashes, coalesce(f.n, 0) AS fatigue_events,
          coalesce(
            (SELECT d.id FROM drivers d WHERE d.organization_id = vd.organization_id AND d.rfid_code = r.rfid),
            (SELECT dv.driver_id FROM driver_vehicles dv WHERE dv.vehicle_id = vd.vehicle_id
               AND dv.since <= vd.day AND (dv.until IS NULL OR dv.until >= vd.day)
             ORDER BY dv.since DESC, dv.id DESC LIMIT 1)) AS driver_id
        FROM vd
        LEFT JOIN reads r ON r.imei = vd.imei AND r.day = vd.day
        LEFT JOIN crashes c ON c.imei = vd.imei AND c.day = vd.day
        LEFT JOIN fatigue f ON f.imei = vd.imei AND f.day = vd.day)
      INSERT INTO driver_days (driver_id, day, organization_id, distance_m, overspeed_count, overspeed_s,
        harsh_acceleration, harsh_braking, harsh_cornering, idle_s, night_s, fatigue_events, crashes)
      SELECT a.driver_id, a.day, d.organization_id, sum(a.distance_m), sum(a.overspeed_count), sum(a.overspeed_s),
        sum(a.harsh_acceleration), sum(a.harsh_braking), sum(a.harsh_cornering), sum(a.idle_s), sum(a.night_s),
        sum(a.fatigue_events), sum(a.crashes)
      FROM attributed a JOIN drivers d ON d.id = a.driver_id
      GROUP BY a.driver_id, a.day, d.organization_id
      RETURNING 1 AS n`,
    );
    await refreshDriverBlocks(tx, from, to);
    return inserted.length;
  });
}

/**
 * Claims this run of job `name` unless some node ran it within `withinMs`: true when this transaction
 * should do the work. The claimed row stays locked to the end of the transaction, so a second node
 * waits, then finds the fresh time and skips.
 */
async function claimRun(db: Db, name: string, withinMs: number): Promise<boolean> {
  const claimed = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO job_runs (name, ran_at) VALUES (${name}, now())
      ON CONFLICT (name) DO UPDATE SET ran_at = now()
      WHERE job_runs.ran_at <= now() - make_interval(secs => ${withinMs / 1000})
      RETURNING name`,
  );
  return claimed.length > 0;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const EVERY_MS = 10 * MINUTE_MS;

/** The local day of an instant, YYYY-MM-DD. */
export const localDayOf = (time: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(time),
  );

/**
 * Keeps the rollup current: at start the last `days` local days, then every ten minutes today and
 * yesterday (late reports, a new assignment), by one node of several: a node skips a round another
 * ran less than nine minutes ago. Failures are logged, not thrown.
 */
export function startDriverDays(db: Db, zone: string, onError: (err: unknown) => void, days = 31) {
  const refresh = (back: number, skipIfRanWithinMs: number) => {
    const now = Date.now();
    return refreshDriverDays(db, zone, localDayOf(now - back * DAY_MS, zone), localDayOf(now, zone), {
      skipIfRanWithinMs,
    });
  };
  void refresh(days, 0).catch(onError);
  const timer = setInterval(() => void refresh(1, EVERY_MS - MINUTE_MS).catch(onError), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
