import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { safetyLevel, safetyScore } from '@armada/domain';
import { openPglite, queryRows, type Database } from '../../db/client.js';
import { safetyLevelSql, safetyScoreSql } from './safety-sql.js';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

const inputs = fc.record({
  distance_km: fc.double({ min: 0, max: 5000, noNaN: true }),
  overspeed_count: fc.nat(60),
  overspeed_minutes: fc.double({ min: 0, max: 600, noNaN: true }),
  crashes: fc.nat(5),
  fatigue_events: fc.nat(20),
});

const driverInputs = fc.record({
  distance_km: fc.double({ min: 0, max: 5000, noNaN: true }),
  overspeed_count: fc.nat(60),
  overspeed_minutes: fc.double({ min: 0, max: 600, noNaN: true }),
  crashes: fc.nat(5),
  fatigue_events: fc.nat(20),
  harsh_events: fc.nat(80),
  // Tenths of a minute, as the rollup's seconds give them (no subnormal doubles, which no track produces).
  idle_minutes: fc.nat(30_000).map((n) => n / 10),
  night_minutes: fc.nat(30_000).map((n) => n / 10),
});

describe('the safety score in SQL', () => {
  it('scores and levels as the domain rule does', async () => {
    await fc.assert(
      fc.asyncProperty(inputs, async (x) => {
        const score = safetyScoreSql({
          km: sql`${x.distance_km}::float8`,
          overspeeds: sql`${x.overspeed_count}::float8`,
          overspeedMinutes: sql`${x.overspeed_minutes}::float8`,
          fatigue: sql`${x.fatigue_events}::float8`,
          crashes: sql`${x.crashes}::float8`,
        });
        const [row] = await queryRows<{ score: number | null; level: string | null }>(
          database.db,
          sql`SELECT s.score, ${safetyLevelSql(sql`s.score`)} AS level FROM (SELECT ${score} AS score) s`,
        );
        const expected = safetyScore(x);
        expect(row?.score ?? null).toBe(expected);
        expect(row?.level ?? null).toBe(expected === null ? null : safetyLevel(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('scores drivers, with harsh events, idling and night driving, as the domain rule does', async () => {
    await fc.assert(
      fc.asyncProperty(driverInputs, async (x) => {
        const score = safetyScoreSql({
          km: sql`${x.distance_km}::float8`,
          overspeeds: sql`${x.overspeed_count}::float8`,
          overspeedMinutes: sql`${x.overspeed_minutes}::float8`,
          fatigue: sql`${x.fatigue_events}::float8`,
          crashes: sql`${x.crashes}::float8`,
          harsh: sql`${x.harsh_events}::float8`,
          idleMinutes: sql`${x.idle_minutes}::float8`,
          nightMinutes: sql`${x.night_minutes}::float8`,
        });
        const [row] = await queryRows<{ score: number | null }>(database.db, sql`SELECT ${score} AS score`);
        expect(row?.score ?? null).toBe(safetyScore(x));
      }),
      { numRuns: 200 },
    );
  });
});
