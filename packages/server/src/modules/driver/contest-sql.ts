import { sql, type SQL } from 'drizzle-orm';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { safetyLevelSql, safetyScoreSql } from '../analytic/safety-sql.js';
import type { ContestPeriod } from './contest-period.js';
import { periodRowsSql } from './driver-blocks.js';

/** Whose drivers a contest call ranks: the scope's organisations in the area; `me` the driver user's own driver. */
export type ContestReach = { scope: Scope; areaId?: number; me: number | null };

/** The organisations in reach: in the scope, and whose dealer (or itself) is in the area. */
export function reachOrgsSql(reach: ContestReach): SQL {
  const area =
    reach.areaId === undefined
      ? sql``
      : sql`AND coalesce(dl.org_area_id, ${organizations.org_area_id}) = ${reach.areaId}`;
  return sql`(SELECT ${organizations.id} FROM ${organizations} LEFT JOIN organizations dl ON dl.id = ${organizations.dealer_id}
    WHERE ${orgCondition(reach.scope, organizations.id)} ${area})`;
}

/** The score of summed columns (kilometres, counts, minutes) by the domain's one rule. */
export const driverScoreSql = (x: string) =>
  safetyScoreSql({
    km: sql.raw(`${x}.km`),
    overspeeds: sql.raw(`${x}.overspeed_count`),
    overspeedMinutes: sql.raw(`${x}.overspeed_minutes`),
    fatigue: sql.raw(`${x}.fatigue_events`),
    crashes: sql.raw(`${x}.crashes`),
    harsh: sql.raw(`(${x}.harsh_acceleration + ${x}.harsh_braking + ${x}.harsh_cornering)`),
    idleMinutes: sql.raw(`${x}.idle_minutes`),
    nightMinutes: sql.raw(`${x}.night_minutes`),
  });

/** The sums of rollup rows (driver_days, driver_weeks), as the score reads them. */
export const SUMS = sql.raw(`sum(distance_m)::float8 / 1000 AS km, sum(overspeed_count)::int AS overspeed_count,
  sum(overspeed_s)::float8 / 60 AS overspeed_minutes, sum(harsh_acceleration)::int AS harsh_acceleration,
  sum(harsh_braking)::int AS harsh_braking, sum(harsh_cornering)::int AS harsh_cornering,
  sum(idle_s)::float8 / 60 AS idle_minutes, sum(night_s)::float8 / 60 AS night_minutes,
  sum(fatigue_events)::int AS fatigue_events, sum(crashes)::int AS crashes`);

/**
 * `ranked`: every driver in reach who drove in the period, with its sums, score, level and rank (the
 * scored drivers 1..n by score, then distance; the unscored after them, without a rank). The sums read
 * the period's whole weeks from driver_weeks and its loose days from driver_days.
 */
export function rankedCte(reach: ContestReach, period: ContestPeriod): SQL {
  return sql`sums AS (
      SELECT u.driver_id, min(u.organization_id) AS organization_id, ${SUMS}
      FROM (${periodRowsSql(period, reachOrgsSql(reach))}) u
      GROUP BY u.driver_id),
    scored AS (SELECT s.*, ${driverScoreSql('s')} AS score FROM sums s),
    ranked AS (
      SELECT x.*, ${safetyLevelSql(sql`x.score`)} AS level,
        CASE WHEN x.score IS NOT NULL THEN row_number() OVER (ORDER BY x.score DESC NULLS LAST, x.km DESC, x.driver_id) END AS rank
      FROM scored x)`;
}

/** The columns of a standing row from `ranked` r joined to drivers d and organizations o. */
export const STANDING_COLUMNS = sql.raw(`r.rank::int AS rank, r.driver_id, d.name, o.name AS organization_name,
  r.km, r.score, r.level, r.overspeed_count, (r.harsh_acceleration + r.harsh_braking + r.harsh_cornering)::int AS harsh_events,
  r.fatigue_events, r.crashes`);

/**
 * Rows of a board query, planned without parallel workers: PostgreSQL's parallel plan of the sums
 * (partial aggregates gathered and merged) took 190 ms for the brand's default 7 days where the serial
 * one took 85 ms (20,000 drivers, an idle 2-core machine; docs/decisions.md).
 */
export function boardRows<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return queryRows<T>(tx, query);
  });
}
