import { sql, type SQL } from 'drizzle-orm';
import { SAFETY_FLOORS, SAFETY_MIN_KM, SAFETY_PENALTIES } from '@armada/domain';

/** The inputs of a period's score as SQL values (kilometres, counts, minutes). */
export type SafetyColumns = {
  km: SQL;
  overspeeds: SQL;
  overspeedMinutes: SQL;
  fatigue: SQL;
  crashes: SQL;
  /** What drivers are scored on besides (the vehicle score leaves them out, as the domain's optional inputs). */
  harsh?: SQL;
  idleMinutes?: SQL;
  nightMinutes?: SQL;
};

/**
 * `safetyScore` of packages/domain/src/safety.ts written in SQL with the domain's own numbers, so a
 * whole fleet is scored in the database (safety-sql.test.ts checks both agree): null under the
 * minimum distance; floor(x + 0.5) rounds as Math.round does.
 */
export function safetyScoreSql(c: SafetyColumns): SQL {
  const p = SAFETY_PENALTIES;
  const penalty = sql`(100.0 / ${c.km}) * (${c.overspeeds} * ${p.overspeed_count}::float8
      + ${c.overspeedMinutes} * ${p.overspeed_minutes}::float8 + ${c.fatigue} * ${p.fatigue_events}::float8
      ${c.harsh ? sql`+ ${c.harsh} * ${p.harsh_events}::float8` : sql``}
      ${c.idleMinutes ? sql`+ ${c.idleMinutes} * ${p.idle_minutes}::float8` : sql``}
      ${c.nightMinutes ? sql`+ ${c.nightMinutes} * ${p.night_minutes}::float8` : sql``})
    + ${c.crashes} * ${p.crash}::float8`;
  return sql`CASE WHEN ${c.km} >= ${SAFETY_MIN_KM}::float8
    THEN greatest(0, least(100, floor(100 - (${penalty}) + 0.5)))::int END`;
}

/** `safetyLevel` of a score column, with the domain's floors. */
export function safetyLevelSql(score: SQL): SQL {
  const f = SAFETY_FLOORS;
  return sql`CASE WHEN ${score} IS NULL THEN NULL
    WHEN ${score} >= ${f.very_good}::int THEN 'very_good' WHEN ${score} >= ${f.good}::int THEN 'good'
    WHEN ${score} >= ${f.medium}::int THEN 'medium' WHEN ${score} >= ${f.bad}::int THEN 'bad' ELSE 'very_bad' END`;
}
