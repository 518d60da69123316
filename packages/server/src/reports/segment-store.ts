import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { monthOf } from './report-days.js';
import type { Carry, DayTotals, Segment, TrackFix } from './segmenter.js';

/** The report tables as the engine reads and writes them (migrations 0032 and 0034). */

export type Cursor = { imei: string; until: number; carry: Carry };

const iso = (ms: number) => new Date(ms).toISOString();
const json = (value: unknown) => JSON.stringify(value);
const param = <T>(values: T[]) => sql.param(values);

/** The vehicles' fold states, locked until the transaction ends (another node waits its turn). */
export async function lockCursors(tx: Db, imeis: string[]): Promise<Map<string, Cursor>> {
  const rows = await queryRows<{ imei: string; until: number; carry: Carry }>(
    tx,
    sql`SELECT imei, (extract(epoch FROM until) * 1000)::float8 AS until, carry FROM report_cursors
        WHERE imei = ANY(${param(imeis)}::text[]) ORDER BY imei FOR UPDATE`,
  );
  return new Map(rows.map((row) => [row.imei, row]));
}

/**
 * Per vehicle, the fold state stored after the last fix of the latest day before its `day` that has
 * one: one query for every vehicle of a round.
 */
export async function checkpointsBefore(
  tx: Db,
  before: Map<string, string>,
): Promise<Map<string, { day: string; carry: Carry }>> {
  if (before.size === 0) return new Map();
  const rows = await queryRows<{ imei: string; day: string; carry: Carry }>(
    tx,
    sql`SELECT c.imei, x.day, x.carry FROM unnest(${param([...before.keys()])}::text[], ${param([...before.values()])}::date[]) AS c(imei, day)
        CROSS JOIN LATERAL (SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.end_carry AS carry FROM report_days d
          WHERE d.imei = c.imei AND d.day < c.day AND d.end_carry IS NOT NULL ORDER BY d.day DESC LIMIT 1) x`,
  );
  return new Map(rows.map(({ imei, ...checkpoint }) => [imei, checkpoint]));
}

/**
 * Forgets, per vehicle, what a refold from `after` (a fix time, or null: the start) writes again,
 * and its cursor: four statements for every vehicle of a round.
 */
export async function forgetAfter(tx: Db, forget: Map<string, { time: number; day: string } | null>): Promise<void> {
  if (forget.size === 0) return;
  const imeis = param([...forget.keys()]);
  const afters = [...forget.values()];
  const times = param(afters.map((a) => (a ? iso(a.time) : null)));
  const days = param(afters.map((a) => a?.day ?? null));
  const months = param(afters.map((a) => (a ? monthOf(a.day) : null)));
  await tx.execute(sql`DELETE FROM report_cursors WHERE imei = ANY(${imeis}::text[])`);
  await tx.execute(sql`DELETE FROM report_segments s USING unnest(${imeis}::text[], ${times}::timestamptz[]) AS f(imei, after)
    WHERE s.imei = f.imei AND (f.after IS NULL OR s.closed_at > f.after)`);
  await tx.execute(sql`DELETE FROM report_days d USING unnest(${imeis}::text[], ${days}::date[]) AS f(imei, after)
    WHERE d.imei = f.imei AND (f.after IS NULL OR d.day > f.after)`);
  await tx.execute(sql`DELETE FROM report_months m USING unnest(${imeis}::text[], ${months}::date[]) AS f(imei, after)
    WHERE m.imei = f.imei AND (f.after IS NULL OR m.month >= f.after)`);
}

type FixRow = {
  imei: string;
  time: number;
  lat: number;
  lng: number;
  speed: number;
  ign: string | null;
  mileage: string | null;
  fuel: string | null;
  bump: string | null;
};

const numberOr = (text: string | null): number | undefined => {
  if (text === null) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** Each vehicle's accepted fixes after its `from` time (ms; null: all), in time order, in the engine's window (FOLD_WINDOW). */
export async function fixesAfter(tx: Db, from: Map<string, number | null>): Promise<Map<string, TrackFix[]>> {
  const imeis = [...from.keys()];
  const times = imeis.map((imei) => {
    const time = from.get(imei);
    return time == null ? '-infinity' : iso(time);
  });
  const rows = await queryRows<FixRow>(
    tx,
    sql`SELECT p.imei, (extract(epoch FROM p.time) * 1000)::float8 AS time, p.lat, p.lng, p.speed,
          p.props->>'ign' AS ign, p.props->>'mileage' AS mileage, p.props->>'fuel' AS fuel,
          p.props->>'bump' AS bump
        FROM unnest(${param(imeis)}::text[], ${param(times)}::timestamptz[]) AS c(imei, after)
        JOIN positions p ON p.imei = c.imei AND p.time > c.after
        WHERE p.flag IS NULL AND p.time >= now() - interval '400 days' AND p.time <= now() + interval '10 minutes'
        ORDER BY p.imei, p.time`,
  );
  const fixes = new Map<string, TrackFix[]>(imeis.map((imei) => [imei, []]));
  for (const row of rows) {
    const ign = row.ign === '1' ? 1 : row.ign === '0' ? 0 : undefined;
    const mileage = numberOr(row.mileage);
    const fuel = numberOr(row.fuel);
    fixes.get(row.imei)?.push({
      time: row.time,
      lat: row.lat,
      lng: row.lng,
      speed: row.speed,
      ...(ign === undefined ? {} : { ign }),
      ...(mileage === undefined ? {} : { mileage }),
      ...(fuel === undefined ? {} : { fuel }),
      ...(row.bump === '1' ? { bump: 1 as const } : {}),
    });
  }
  return fixes;
}

export type Folded = {
  imei: string;
  segments: Segment[];
  days: DayTotals[];
  dayEnds: Map<string, Carry>;
  carry: Carry;
};

/** Writes what the folds produced: segments, day rows, the months they fall in, and the cursors. */
export async function writeFolds(tx: Db, folds: Folded[]): Promise<void> {
  const segments = folds.flatMap((f) => f.segments.map((s) => ({ imei: f.imei, ...s })));
  if (segments.length > 0) {
    const rows = segments.map((s) => ({
      imei: s.imei,
      kind: s.kind,
      start_time: iso(s.start.time),
      end_time: iso(s.end.time),
      start_lat: s.start.lat,
      start_lng: s.start.lng,
      end_lat: s.end.lat,
      end_lng: s.end.lng,
      distance_m: s.distanceM,
      max_speed: s.maxSpeed,
      fuel_used: s.fuelUsed,
      closed_at: iso(s.closedAt),
      place_id: s.place,
    }));
    await tx.execute(sql`INSERT INTO report_segments AS s
      SELECT * FROM jsonb_populate_recordset(NULL::report_segments, ${json(rows)}::jsonb)
      ON CONFLICT (imei, kind, start_time, place_id) DO UPDATE SET end_time = excluded.end_time, end_lat = excluded.end_lat,
        end_lng = excluded.end_lng, distance_m = excluded.distance_m, max_speed = excluded.max_speed,
        fuel_used = excluded.fuel_used, closed_at = excluded.closed_at`);
  }
  const days = folds.flatMap((f) =>
    f.days.map((d) => ({
      imei: f.imei,
      day: d.day,
      distance_m: d.distanceM,
      engine_s: d.engineS,
      moving_s: d.movingS,
      idle_s: d.idleS,
      stopped_s: d.stoppedS,
      max_speed: d.maxSpeed,
      overspeed_count: d.overspeedCount,
      overspeed_s: d.overspeedS,
      fuel_used: d.fuelUsed,
      first_time: d.first ? iso(d.first.time) : null,
      first_lat: d.first?.lat ?? null,
      first_lng: d.first?.lng ?? null,
      last_time: d.last ? iso(d.last.time) : null,
      last_lat: d.last?.lat ?? null,
      last_lng: d.last?.lng ?? null,
      end_carry: f.dayEnds.get(d.day) ?? null,
    })),
  );
  if (days.length > 0) {
    await tx.execute(sql`INSERT INTO report_days AS d
      SELECT * FROM jsonb_populate_recordset(NULL::report_days, ${json(days)}::jsonb)
      ON CONFLICT (imei, day) DO UPDATE SET distance_m = excluded.distance_m, engine_s = excluded.engine_s,
        moving_s = excluded.moving_s, idle_s = excluded.idle_s, stopped_s = excluded.stopped_s,
        max_speed = excluded.max_speed, overspeed_count = excluded.overspeed_count, overspeed_s = excluded.overspeed_s,
        fuel_used = excluded.fuel_used, first_time = excluded.first_time, first_lat = excluded.first_lat,
        first_lng = excluded.first_lng, last_time = excluded.last_time, last_lat = excluded.last_lat,
        last_lng = excluded.last_lng, end_carry = coalesce(excluded.end_carry, d.end_carry)`);
    await summariseMonths(tx, days);
  }
  const cursors = folds
    .filter((f) => f.carry.last)
    .map((f) => ({ imei: f.imei, until: iso(f.carry.last?.time ?? 0), carry: f.carry }));
  if (cursors.length > 0)
    await tx.execute(sql`INSERT INTO report_cursors (imei, until, carry)
      SELECT imei, until, carry FROM jsonb_to_recordset(${json(cursors)}::jsonb) AS c(imei text, until timestamptz, carry jsonb)
      ON CONFLICT (imei) DO UPDATE SET until = excluded.until, carry = excluded.carry, updated_at = now()`);
}

/** The monthly rows of the months `days` fall in, summed again from their day rows. */
async function summariseMonths(tx: Db, days: { imei: string; day: string }[]): Promise<void> {
  const keys = [...new Set(days.map((d) => `${d.imei} ${monthOf(d.day)}`))].map((key) => key.split(' '));
  await tx.execute(sql`INSERT INTO report_months AS m (imei, month, distance_m, engine_s, moving_s, idle_s, stopped_s,
      max_speed, overspeed_count, overspeed_s, fuel_used, active_days)
    SELECT d.imei, k.month, sum(d.distance_m), sum(d.engine_s), sum(d.moving_s), sum(d.idle_s), sum(d.stopped_s),
      max(d.max_speed), sum(d.overspeed_count), sum(d.overspeed_s), sum(d.fuel_used), count(*) FILTER (WHERE d.moving_s > 0)
    FROM unnest(${param(keys.map((k) => k[0] ?? ''))}::text[], ${param(keys.map((k) => k[1] ?? ''))}::date[]) AS k(imei, month)
    JOIN report_days d ON d.imei = k.imei AND d.day >= k.month AND d.day < k.month + interval '1 month'
    GROUP BY d.imei, k.month
    ON CONFLICT (imei, month) DO UPDATE SET distance_m = excluded.distance_m, engine_s = excluded.engine_s,
      moving_s = excluded.moving_s, idle_s = excluded.idle_s, stopped_s = excluded.stopped_s,
      max_speed = excluded.max_speed, overspeed_count = excluded.overspeed_count, overspeed_s = excluded.overspeed_s,
      fuel_used = excluded.fuel_used, active_days = excluded.active_days`);
}
