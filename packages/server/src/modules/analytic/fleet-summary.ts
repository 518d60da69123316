import { sql, type SQL } from 'drizzle-orm';
import {
  BEST_FUEL_UNITS,
  FUEL_MIN_KM,
  NOT_UPDATED_AFTER_MS,
  SAFETY_LEVEL_VEHICLES,
  SAFETY_LEVELS,
  SUMMARY_DAYS,
  TOP_FUEL_UNITS,
  TOP_VEHICLES,
  type FleetSummary,
  type FuelUnit,
  type SafetyLevel,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { dayOf, dayStart } from '../../reports/report-days.js';
import type { DealerSet } from './analytic-scope.js';
import { activatedBy, DEALER_OF } from './ratio-counts.js';
import { safetyLevelSql, safetyScoreSql } from './safety-sql.js';
import { litresPerUnitSql, rankedUnitsSql } from '../fuel/fuel-sql.js';

const DAY_MS = 86_400_000;
/** Scopes kept at once: the brand, and each dealer, group or area someone looks at. */
const HELD_SCOPES = 500;

/** One row of the summary's query: a vehicle in one of its lists, with its figures. */
type ListedRow = {
  part: 'top' | 'most' | 'best' | 'safety' | 'level';
  vehicle_id: number;
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  owner_name: string | null;
  distance_m: number;
  engine_s: number;
  fuel_used: number | null;
  score: number | null;
  level: SafetyLevel | null;
  level_count: number | null;
};

type Window = { from: string; to: string; start: string };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The window's days in the zone: today and the 13 before it, and the instant it starts. */
function windowAt(now: number, zone: string): Window {
  const from = dayOf(now - (SUMMARY_DAYS - 1) * DAY_MS, zone);
  return { from, to: dayOf(now, zone), start: new Date(dayStart(from, zone)).toISOString() };
}

/** The vehicles of the dealers in the set (`v` and its owner `o`). */
const inDealers = (dealers: DealerSet): SQL => (dealers === 'all' ? sql`TRUE` : sql`${DEALER_OF} IN ${dealers}`);

/** The imeis of the dealers' vehicles, for a condition on a table keyed by imei; every imei for the brand. */
const imeiIn = (column: SQL, dealers: DealerSet): SQL =>
  dealers === 'all'
    ? sql`TRUE`
    : sql`${column} IN (SELECT v.imei FROM vehicles v JOIN organizations o ON o.id = v.organization_id
        WHERE ${inDealers(dealers)})`;

/**
 * The vehicles in the summary's lists, from one pass over the window's daily rows: each table is
 * added up by imei on its own (crashes and fatigue alerts are few), the sums joined and scored in
 * the database, and only the listed vehicles answered (the top 5 by distance, the 5 that used most
 * fuel, the 2 that went furthest per litre by list_fuel's rule (fuel-sql.ts), litres through each
 * vehicle's sensor set-up, up to 10 per safety level with each level's count).
 */
export function listedQuery(dealers: DealerSet, w: Window): SQL {
  const best = rankedUnitsSql('best', 'fuel_used');
  const score = safetyScoreSql({
    km: sql`(d.distance_m / 1000)`,
    overspeeds: sql`d.overspeed_count`,
    overspeedMinutes: sql`(d.overspeed_s / 60)`,
    fatigue: sql`coalesce(f.n, 0)`,
    crashes: sql`coalesce(c.n, 0)`,
  });
  const columns = sql.raw(
    'vehicle_id, imei, vehicle_name, vehicle_number, owner_name, distance_m, engine_s, fuel_used, score, level',
  );
  return sql`WITH driven AS MATERIALIZED (
      SELECT x.*, ${safetyLevelSql(sql`x.score`)} AS level FROM (
        SELECT v.id AS vehicle_id, v.imei, v.vehicle_name, v.vehicle_number, o.name AS owner_name,
          d.distance_m, d.engine_s, d.fuel_used * ${litresPerUnitSql('vf')} AS fuel_used, ${score} AS score
        FROM (SELECT imei, sum(distance_m)::float8 AS distance_m, sum(engine_s)::float8 AS engine_s,
              sum(overspeed_count)::float8 AS overspeed_count, sum(overspeed_s)::float8 AS overspeed_s,
              sum(fuel_used)::float8 AS fuel_used
            FROM report_days
            WHERE day >= ${w.from}::date AND day <= ${w.to}::date AND ${imeiIn(sql`imei`, dealers)}
            GROUP BY imei) d
        JOIN vehicles v ON v.imei = d.imei
        JOIN organizations o ON o.id = v.organization_id
        LEFT JOIN vehicle_fuel vf ON vf.vehicle_id = v.id
        LEFT JOIN (SELECT imei, count(*)::float8 AS n FROM report_segments
            WHERE kind = 'crash' AND start_time >= ${w.start}::timestamptz GROUP BY imei) c ON c.imei = d.imei
        LEFT JOIN (SELECT imei, count(*)::float8 AS n FROM notifications
            WHERE type = 'fatigue_event' AND created_at >= ${w.start}::timestamptz GROUP BY imei) f ON f.imei = d.imei
      ) x)
    (SELECT 'top' AS part, ${columns}, NULL::bigint AS level_count FROM driven WHERE distance_m > 0
      ORDER BY distance_m DESC, vehicle_name LIMIT ${TOP_VEHICLES})
    UNION ALL
    (SELECT 'most', ${columns}, NULL FROM driven WHERE fuel_used > 0
      ORDER BY fuel_used DESC, vehicle_name LIMIT ${TOP_FUEL_UNITS})
    UNION ALL
    (SELECT 'best', ${columns}, NULL FROM driven WHERE ${best.where}
      ORDER BY ${best.orderBy} LIMIT ${BEST_FUEL_UNITS})
    UNION ALL
    (SELECT 'level', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, level, count(*) FROM driven
      WHERE level IS NOT NULL GROUP BY level)
    ${sql.join(
      SAFETY_LEVELS.map(
        (level) => sql`UNION ALL (SELECT 'safety', ${columns}, NULL FROM driven WHERE level = ${level}
          ORDER BY score, vehicle_name, vehicle_id LIMIT ${SAFETY_LEVEL_VEHICLES})`,
      ),
      sql` `,
    )}`;
}

/**
 * The listed vehicles. The brand's fleet folds into some 10 MB of sums: with PostgreSQL's default
 * 4 MB of sort memory they would go to disk (seconds on the embedded database, measured), so the
 * query gets 64 MB for itself.
 */
function listed(db: Db, dealers: DealerSet, w: Window): Promise<ListedRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return queryRows<ListedRow>(tx, listedQuery(dealers, w));
  });
}

type Counts = { activated_recently: number; not_updated: number; alerts_recently: number };

/** Vehicles activated in the window, activated vehicles silent for 2 × 24 hours, alerts raised in the window. */
async function counts(db: Db, dealers: DealerSet, w: Window, now: number): Promise<Counts> {
  const staleBefore = new Date(now - NOT_UPDATED_AFTER_MS).toISOString();
  const [row] = await queryRows<Counts>(
    db,
    sql`SELECT
        count(*) FILTER (WHERE ${activatedBy(w.to)} AND v.activation_date >= ${w.from}::date)::int AS activated_recently,
        count(*) FILTER (WHERE ${activatedBy(w.to)} AND (s.time IS NULL OR s.time < ${staleBefore}::timestamptz))::int
          AS not_updated,
        (SELECT count(*)::int FROM notifications n
          WHERE n.filter = 'activity' AND n.created_at >= ${w.start}::timestamptz
            AND ${imeiIn(sql`n.imei`, dealers)}
        ) AS alerts_recently
      FROM vehicles v JOIN organizations o ON o.id = v.organization_id
      LEFT JOIN vehicle_state s ON s.imei = v.imei
      WHERE ${inDealers(dealers)}`,
  );
  return row ?? { activated_recently: 0, not_updated: 0, alerts_recently: 0 };
}

const vehicleOf = (row: ListedRow) => ({
  vehicle_id: row.vehicle_id,
  imei: row.imei,
  vehicle_name: row.vehicle_name,
  vehicle_number: row.vehicle_number,
});

function fuelUnit(row: ListedRow): FuelUnit {
  const km = row.distance_m / 1000;
  const litres = row.fuel_used ?? 0;
  return {
    ...vehicleOf(row),
    fuel_litres: round1(litres),
    distance_km: round1(km),
    km_per_litre: litres > 0 && km >= FUEL_MIN_KM ? Math.round((km / litres) * 100) / 100 : null,
  };
}

/** The summary from the listed vehicles and the counts. */
function summarise(rows: readonly ListedRow[], w: Window, c: Counts): FleetSummary {
  const part = (name: ListedRow['part']) => rows.filter((row) => row.part === name);
  const safety = SAFETY_LEVELS.map((level) => {
    const counted = part('level').find((row) => row.level === level);
    return {
      level,
      count: Number(counted?.level_count ?? 0),
      vehicles: part('safety')
        .filter((row) => row.level === level)
        .map((row) => ({ ...vehicleOf(row), score: row.score ?? 0 })),
    };
  });
  return {
    from: w.from,
    to: w.to,
    days: SUMMARY_DAYS,
    top_vehicles: part('top').map((row) => ({
      ...vehicleOf(row),
      owner_name: row.owner_name,
      distance_km: round1(row.distance_m / 1000),
      engine_hours: round1(row.engine_s / 3600),
    })),
    fuel_most: part('most').map(fuelUnit),
    fuel_best: part('best').map(fuelUnit),
    safety,
    scored_vehicles: safety.reduce((sum, band) => sum + band.count, 0),
    ...c,
  };
}

/** The summary of the dealers in the set as it stands now. */
export async function fleetSummary(db: Db, dealers: DealerSet, zone: string, now: number): Promise<FleetSummary> {
  const w = windowAt(now, zone);
  if (dealers !== 'all' && dealers.length === 0) {
    return summarise([], w, { activated_recently: 0, not_updated: 0, alerts_recently: 0 });
  }
  const [rows, c] = await Promise.all([listed(db, dealers, w), counts(db, dealers, w, now)]);
  return summarise(rows, w, c);
}

type Held = { until: number; fresh: Promise<FleetSummary>; last?: FleetSummary };

/**
 * Each scope's summary kept `ttlMs` (ANALYTICS_LIVE_SECONDS, as the month in progress): its query
 * reads 14 days of every vehicle in reach, and every dashboard of the scope asks the same. Past that
 * time the last summary is answered while a new one is counted, so only a scope's first viewer
 * waits for the count. 0 counts at every call.
 */
export function createFleetSummaries(db: Db, zone: string, ttlMs: number) {
  const held = new Map<string, Held>();
  const count = (key: string, dealers: DealerSet, now: number, last?: FleetSummary): Held => {
    const fresh = fleetSummary(db, dealers, zone, now);
    const entry: Held = { until: now + ttlMs, fresh, last };
    held.set(key, entry);
    fresh.then(
      (summary) => {
        entry.last = summary;
      },
      () => {
        if (held.get(key) === entry) held.delete(key);
      },
    );
    return entry;
  };
  return (dealers: DealerSet, now: number): Promise<FleetSummary> => {
    if (ttlMs <= 0) return fleetSummary(db, dealers, zone, now);
    const key = dealers === 'all' ? 'all' : dealers.join(',');
    const hit = held.get(key);
    if (hit && now < hit.until) return hit.last ? Promise.resolve(hit.last) : hit.fresh;
    if (!hit && held.size >= HELD_SCOPES) held.clear();
    const entry = count(key, dealers, now, hit?.last);
    return entry.last ? Promise.resolve(entry.last) : entry.fresh;
  };
}
