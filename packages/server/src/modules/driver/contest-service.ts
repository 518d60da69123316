import { sql } from 'drizzle-orm';
import {
  adviceOrder,
  CONTEST_NEIGHBOURS,
  CONTEST_TOP,
  safetyDeductions,
  safetyLevel,
  SAFETY_LEVELS,
  type ContestArea,
  type ContestDriverDetail,
  type ContestDriverList,
  type ContestParticipants,
  type ContestTopCustomers,
  type ContestTopDrivers,
  type CustomerStanding,
  type DealerParticipation,
  type DriverStanding,
  type SafetyLevel,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { notFound } from '../../errors.js';
import type { ContestPeriod } from './contest-period.js';
import {
  boardRows,
  rankedCte,
  reachOrgsSql,
  STANDING_COLUMNS,
  SUMS,
  driverScoreSql,
  type ContestReach,
} from './contest-sql.js';

type StandingRow = Omit<DriverStanding, 'is_me' | 'distance_km'> & { driver_id: number; km: number };

const round1 = (x: number) => Math.round(x * 10) / 10;

/** A standing as answered; another driver's is anonymised for the driver user (its rank only). */
function standing(row: StandingRow, reach: ContestReach): DriverStanding {
  const isMe = reach.me === row.driver_id;
  const hidden = reach.me !== null && !isMe;
  return {
    rank: row.rank,
    driver_id: hidden ? null : row.driver_id,
    name: hidden ? '' : row.name,
    organization_name: hidden ? '' : row.organization_name,
    distance_km: round1(row.km),
    score: row.score,
    level: row.level,
    overspeed_count: row.overspeed_count,
    harsh_events: row.harsh_events,
    fatigue_events: row.fatigue_events,
    crashes: row.crashes,
    is_me: isMe,
  };
}

/** `list_area`: the dealer areas. */
export async function listArea(db: Db): Promise<ContestArea[]> {
  return queryRows<ContestArea>(db, sql`SELECT id, name AS area_name FROM org_areas ORDER BY name, id`);
}

/** `top_driver`: the best scored drivers (all of them with `all`), the level distribution and the counts. */
export async function topDriver(
  db: Db,
  reach: ContestReach,
  period: ContestPeriod,
  all = false,
): Promise<ContestTopDrivers> {
  // One pass: the shown rows carry the counts of the whole board (window counts before the top is taken).
  const levelCounts = sql.join(
    SAFETY_LEVELS.map(
      (level) => sql`count(*) FILTER (WHERE r.level = ${level}) OVER ()::int AS ${sql.identifier(`n_${level}`)}`,
    ),
    sql`, `,
  );
  type Counted = StandingRow & { n_drivers: number; n_scored: number } & Record<`n_${SafetyLevel}`, number>;
  const rows = await boardRows<Counted>(
    db,
    sql`WITH ${rankedCte(reach, period)},
      counted AS (SELECT r.*, count(*) OVER ()::int AS n_drivers, count(r.score) OVER ()::int AS n_scored, ${levelCounts} FROM ranked r)
      SELECT ${STANDING_COLUMNS}, r.n_drivers, r.n_scored, ${sql.raw(SAFETY_LEVELS.map((l) => `r.n_${l}`).join(', '))}
      FROM counted r JOIN drivers d ON d.id = r.driver_id JOIN organizations o ON o.id = d.organization_id
      WHERE r.rank IS NOT NULL ${all ? sql`` : sql`AND r.rank <= ${CONTEST_TOP}`} ORDER BY r.rank`,
  );
  const [first] = rows;
  // No scored driver: the board is empty, only how many drove is left to count.
  const drivers =
    first?.n_drivers ??
    (await boardRows<{ n: number }>(db, sql`WITH ${rankedCte(reach, period)} SELECT count(*)::int AS n FROM ranked`))[0]
      ?.n ??
    0;
  return {
    ...period,
    drivers,
    participants: first?.n_scored ?? 0,
    levels: SAFETY_LEVELS.map((level) => ({ level, count: first?.[`n_${level}`] ?? 0 })),
    rows: rows.map((row) => standing(row, reach)),
  };
}

/**
 * `top_customer`: customers with drivers in reach, ranked by the distance-weighted mean of their scored
 * drivers' scores; `is_participant` keeps those with a scored driver.
 */
export async function topCustomer(
  db: Db,
  reach: ContestReach,
  period: ContestPeriod,
  options: { onlyParticipants?: boolean; all?: boolean } = {},
): Promise<ContestTopCustomers> {
  const rows = await boardRows<Omit<CustomerStanding, 'level' | 'distance_km'> & { km: number }>(
    db,
    sql`WITH ${rankedCte(reach, period)},
      customers AS (
        SELECT d.organization_id, count(*)::int AS drivers, count(r.score)::int AS participants,
          coalesce(sum(r.km), 0)::float8 AS km,
          round(sum(r.score * r.km) FILTER (WHERE r.score IS NOT NULL) / nullif(sum(r.km) FILTER (WHERE r.score IS NOT NULL), 0))::int AS score
        FROM drivers d LEFT JOIN ranked r ON r.driver_id = d.id
        WHERE d.organization_id IN ${reachOrgsSql(reach)}
        GROUP BY d.organization_id),
      ordered AS (
        SELECT c.*, CASE WHEN c.score IS NOT NULL THEN row_number() OVER (ORDER BY c.score DESC NULLS LAST, c.km DESC, c.organization_id) END AS rank
        FROM customers c)
      SELECT c.rank::int AS rank, c.organization_id, o.name AS organization_name, dl.name AS dealer_name, c.drivers,
        c.participants, c.km, c.score, c.participants > 0 AS is_participant
      FROM ordered c JOIN organizations o ON o.id = c.organization_id LEFT JOIN organizations dl ON dl.id = o.dealer_id
      WHERE true ${options.onlyParticipants ? sql`AND c.participants > 0` : sql``}
      ORDER BY c.rank NULLS LAST, o.name, c.organization_id ${options.all ? sql`` : sql`LIMIT ${CONTEST_TOP}`}`,
  );
  return {
    ...period,
    rows: rows.map(({ km, ...row }) => ({
      ...row,
      distance_km: round1(km),
      level: row.score === null ? null : safetyLevel(row.score),
    })),
  };
}

/** `participant_by_dealer`: per dealer, its customers with drivers in reach, their drivers, and how many were scored. */
export async function participantByDealer(
  db: Db,
  reach: ContestReach,
  period: ContestPeriod,
): Promise<ContestParticipants> {
  const rows = await boardRows<DealerParticipation>(
    db,
    sql`WITH ${rankedCte(reach, period)}
      SELECT o.dealer_id, dl.name AS dealer_name, count(DISTINCT d.organization_id)::int AS customers,
        count(*)::int AS drivers, count(r.score)::int AS participants
      FROM drivers d JOIN organizations o ON o.id = d.organization_id LEFT JOIN organizations dl ON dl.id = o.dealer_id
      LEFT JOIN ranked r ON r.driver_id = d.id
      WHERE d.organization_id IN ${reachOrgsSql(reach)}
      GROUP BY o.dealer_id, dl.name
      ORDER BY count(r.score) DESC, dl.name NULLS LAST`,
  );
  return { ...period, rows };
}

/**
 * `list_driver`: the drivers who drove in the period, best first, paged, searched by name or
 * customer; for the driver user its own position and the anonymised ones around it.
 */
export async function listDriver(
  db: Db,
  reach: ContestReach,
  period: ContestPeriod,
  paging: { page: number; limit: number; search?: string; all?: boolean },
): Promise<ContestDriverList> {
  const search = paging.search?.trim()
    ? sql`AND (d.name ILIKE ${containsPattern(paging.search.trim())} OR o.name ILIKE ${containsPattern(paging.search.trim())})`
    : sql``;
  const base = sql`WITH ${rankedCte(reach, period)},
    listed AS (SELECT ${STANDING_COLUMNS}, row_number() OVER (ORDER BY r.rank NULLS LAST, r.km DESC, r.driver_id) AS position
      FROM ranked r JOIN drivers d ON d.id = r.driver_id JOIN organizations o ON o.id = d.organization_id WHERE true ${reach.me === null ? search : sql``})`;
  if (reach.me !== null) {
    const rows = await boardRows<StandingRow>(
      db,
      sql`${base} SELECT * FROM listed WHERE abs(position - coalesce((SELECT position FROM listed WHERE driver_id = ${reach.me}), -100)) <= ${CONTEST_NEIGHBOURS} ORDER BY position`,
    );
    return {
      ...period,
      page: 1,
      limit: rows.length,
      total: rows.length,
      rows: rows.map((row) => standing(row, reach)),
    };
  }
  const offset = (paging.page - 1) * paging.limit;
  const rows = await boardRows<StandingRow & { total: number }>(
    db,
    sql`${base} SELECT *, (SELECT count(*) FROM listed)::int AS total FROM listed ORDER BY position
      ${paging.all ? sql`` : sql`LIMIT ${paging.limit} OFFSET ${offset}`}`,
  );
  const total =
    rows[0]?.total ??
    (await boardRows<{ n: number }>(db, sql`${base} SELECT count(*)::int AS n FROM listed`))[0]?.n ??
    0;
  return {
    ...period,
    page: paging.page,
    limit: paging.limit,
    total,
    rows: rows.map(({ total: _total, ...row }) => standing(row, reach)),
  };
}

type DriverInfo = ContestDriverDetail['driver'];

/** `detail_driver`: one driver in reach, its totals, deductions, advice, daily scores and (driver user) neighbours. */
export async function detailDriver(
  db: Db,
  reach: ContestReach,
  period: ContestPeriod,
  driverId: number,
): Promise<ContestDriverDetail> {
  const [driver] = await queryRows<DriverInfo>(
    db,
    sql`SELECT d.id, d.name, o.name AS organization_name, d.licence_number, d.licence_valid_until::text AS licence_valid_until
      FROM drivers d JOIN organizations o ON o.id = d.organization_id
      WHERE d.id = ${driverId} AND d.organization_id IN ${reachOrgsSql({ ...reach, areaId: undefined })}`,
  );
  if (!driver) throw notFound();
  type Totals = ContestDriverDetail['totals'] & { km: number };
  const [sums] = await queryRows<Totals>(
    db,
    sql`SELECT ${SUMS} FROM driver_days WHERE driver_id = ${driverId} AND day >= ${period.from}::date AND day <= ${period.to}::date`,
  );
  const [ranked] = await boardRows<StandingRow & { participants: number }>(
    db,
    sql`WITH ${rankedCte(reach, period)}
      SELECT ${STANDING_COLUMNS}, (SELECT count(*) FROM ranked WHERE rank IS NOT NULL)::int AS participants
      FROM ranked r JOIN drivers d ON d.id = r.driver_id JOIN organizations o ON o.id = d.organization_id
      WHERE r.driver_id = ${driverId}`,
  );
  const count = ranked
    ? { n: ranked.participants }
    : (
        await boardRows<{ n: number }>(
          db,
          sql`WITH ${rankedCte(reach, period)} SELECT count(*)::int AS n FROM ranked WHERE rank IS NOT NULL`,
        )
      )[0];
  const days = await queryRows<{ day: string; km: number; score: number | null }>(
    db,
    sql`SELECT x.day, x.km, ${driverScoreSql('x')} AS score FROM (
        SELECT day::text AS day, ${SUMS} FROM driver_days
        WHERE driver_id = ${driverId} AND day >= ${period.from}::date AND day <= ${period.to}::date GROUP BY day) x
      ORDER BY x.day`,
  );
  const t = {
    km: sums?.km ?? 0,
    overspeed_count: sums?.overspeed_count ?? 0,
    overspeed_minutes: sums?.overspeed_minutes ?? 0,
    harsh_acceleration: sums?.harsh_acceleration ?? 0,
    harsh_braking: sums?.harsh_braking ?? 0,
    harsh_cornering: sums?.harsh_cornering ?? 0,
    idle_minutes: sums?.idle_minutes ?? 0,
    night_minutes: sums?.night_minutes ?? 0,
    fatigue_events: sums?.fatigue_events ?? 0,
    crashes: sums?.crashes ?? 0,
  };
  const harsh = t.harsh_acceleration + t.harsh_braking + t.harsh_cornering;
  const inputs = {
    distance_km: t.km,
    overspeed_count: t.overspeed_count,
    overspeed_minutes: t.overspeed_minutes,
    crashes: t.crashes,
    fatigue_events: t.fatigue_events,
    harsh_events: harsh,
    idle_minutes: t.idle_minutes,
    night_minutes: t.night_minutes,
  };
  const deductions = safetyDeductions(inputs);
  const per100 = (n: number) => (t.km > 0 ? round1((n * 100) / t.km) : 0);
  const own: StandingRow = ranked ?? {
    rank: null,
    driver_id: driver.id,
    name: driver.name,
    organization_name: driver.organization_name,
    km: 0,
    score: null,
    level: null,
    overspeed_count: 0,
    harsh_events: 0,
    fatigue_events: 0,
    crashes: 0,
  };
  const around =
    reach.me === driverId
      ? (await listDriver(db, reach, period, { page: 1, limit: 1 + 2 * CONTEST_NEIGHBOURS })).rows
      : [];
  return {
    ...period,
    driver,
    standing: standing(own, { ...reach, me: reach.me === null ? null : driverId }),
    participants: count?.n ?? 0,
    totals: {
      distance_km: round1(t.km),
      overspeed_count: t.overspeed_count,
      overspeed_minutes: round1(t.overspeed_minutes),
      harsh_acceleration: t.harsh_acceleration,
      harsh_braking: t.harsh_braking,
      harsh_cornering: t.harsh_cornering,
      idle_minutes: round1(t.idle_minutes),
      night_minutes: round1(t.night_minutes),
      fatigue_events: t.fatigue_events,
      crashes: t.crashes,
    },
    per_100km: { overspeed: per100(t.overspeed_count), harsh: per100(harsh), fatigue: per100(t.fatigue_events) },
    deductions,
    advice: adviceOrder(deductions),
    around,
    days: days.map((d) => ({ day: d.day, distance_km: round1(d.km), score: d.score })),
  };
}
