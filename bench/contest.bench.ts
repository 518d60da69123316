import { timeCalls } from './app-calls.js';
import { buildTestApp } from '@armada/server/test-support/test-app';
import { sql } from 'drizzle-orm';
import { queryRows } from '@armada/server/db/client';
import { periodRowsSql, refreshDriverBlocks } from '@armada/server/modules/driver/driver-blocks';
import { boardRows, rankedCte, SUMS } from '@armada/server/modules/driver/contest-sql';
import { measure } from './stats.js';

const DRIVERS = 20_000;
const DAYS = 30;

/**
 * 20,000 drivers spread over the demo's fleet customers, each with 30 days of rollup rows (600,000
 * driver_days, and their block sums), then the contest's leaderboards through the routes: the brand's whole board, a
 * dealer's, one area's, and the paged driver list.
 */
const SEED = `
INSERT INTO drivers (organization_id, name, licence_number)
SELECT o.id, 'Bench driver ' || g, 'SIM-' || g
FROM generate_series(1, ${DRIVERS}) g
JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS k FROM organizations
  WHERE code IN ('CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR', 'EU4-OPS', 'AGRO-BEST')) o ON o.n = g % o.k;
INSERT INTO driver_days (driver_id, day, organization_id, distance_m, overspeed_count, overspeed_s, harsh_braking, idle_s, night_s, fatigue_events, crashes)
SELECT d.id, (current_date - 1 - s)::date, d.organization_id, 40000 + (d.id * 37 + s * 101) % 160000,
  (d.id + s) % 5, ((d.id + s) % 5) * 45, (d.id * 3 + s) % 4, ((d.id + s) % 7) * 300, ((d.id + s) % 3) * 600,
  CASE WHEN (d.id + s) % 23 = 0 THEN 1 ELSE 0 END, CASE WHEN (d.id + s) % 997 = 0 THEN 1 ELSE 0 END
FROM drivers d, generate_series(0, ${DAYS - 1}) s
WHERE d.name LIKE 'Bench driver %';
ANALYZE drivers;
ANALYZE driver_days;
`;

export async function benchContest(): Promise<void> {
  const t = await buildTestApp();
  try {
    const started = performance.now();
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    await t.ctx.database.exec(SEED);
    // The block sums, as the rollup job writes them after the days.
    await refreshDriverBlocks(t.ctx.database.db, day(DAYS), day(1));
    process.stdout.write(
      `seeded ${DRIVERS} drivers and ${DRIVERS * DAYS} driver days in ${(performance.now() - started).toFixed(0)} ms\n`,
    );
    const month = `from=${day(DAYS)}&to=${day(1)}`;
    await timeCalls(t, 'top_driver, the brand, 30 days', 'admin', `/api/driver/contest/top_driver?${month}`);
    await timeCalls(t, 'top_customer, the brand, 30 days', 'admin', `/api/driver/contest/top_customer?${month}`);
    await timeCalls(t, 'top_driver, a dealer, 30 days', 'dealer', `/api/driver/contest/top_driver?${month}`);
    await timeCalls(t, 'top_customer, a dealer, 30 days', 'dealer', `/api/driver/contest/top_customer?${month}`);
    await timeCalls(t, 'top_driver, the default 7 days', 'admin', '/api/driver/contest/top_driver');
    await timeCalls(t, 'list_driver, page 50, 30 days', 'admin', `/api/driver/contest/list_driver?${month}&page=50`);
    await timeCalls(t, 'participant_by_dealer, 30 days', 'admin', `/api/driver/contest/participant_by_dealer?${month}`);
    // The brand's 30-day sums per driver alone, from the days only and from blocks and days, in turns.
    const period = { from: day(DAYS), to: day(1) };
    const all = sql`(SELECT id FROM organizations)`;
    const fromDays = sql`SELECT driver_id, ${SUMS} FROM driver_days
      WHERE day >= ${period.from}::date AND day <= ${period.to}::date AND organization_id IN ${all} GROUP BY driver_id`;
    const fromBlocks = sql`SELECT u.driver_id, ${SUMS} FROM (${periodRowsSql(period, all)}) u GROUP BY u.driver_id`;
    const kind = t.ctx.database.kind;
    for (let round = 0; round < 2; round += 1) {
      await measure(`30-day sums, days only (${kind})`, 10, () =>
        queryRows(t.ctx.database.db, fromDays).then(() => {}),
      );
      await measure(`30-day sums, blocks (${kind})`, 10, () => queryRows(t.ctx.database.db, fromBlocks).then(() => {}));
    }
    // The brand's default week ranked, as the planner likes it and without parallel workers, in turns.
    const week = { from: day(7), to: day(1) };
    const ranked = sql`WITH ${rankedCte({ scope: { kind: 'all' }, me: null }, week)} SELECT count(*), max(rank) FROM ranked`;
    for (let round = 0; round < 2; round += 1) {
      await measure(`7-day board, planner's choice (${kind})`, 10, () =>
        queryRows(t.ctx.database.db, ranked).then(() => {}),
      );
      await measure(`7-day board, no parallel workers (${kind})`, 10, () =>
        boardRows(t.ctx.database.db, ranked).then(() => {}),
      );
    }
  } finally {
    await t.close();
  }
}
