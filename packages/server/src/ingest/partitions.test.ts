import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { freshDatabase } from '../test-support/test-database.js';
import {
  dropExpiredPartitions,
  ensurePartitions,
  monthPartition,
  monthPartitions,
  retainedFrom,
} from './partitions.js';

let database: Database;

const NOW = new Date('2026-11-15T12:00:00Z');
/** The 15th of each month from October 2025 to January 2027: one row each. */
const MONTHS = Array.from({ length: 16 }, (_, i) => new Date(Date.UTC(2025, 9 + i, 15, 6)));
const nameOf = (at: Date) => monthPartition(at).name;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  // Thirteen months back and two ahead of NOW: October 2025 to January 2027.
  expect(await ensurePartitions(database, NOW, 13, 2)).toEqual([]);
  // Not ours: a partition named otherwise, and a table with a name like ours but for another use.
  await database.exec(`
    CREATE TABLE positions_legacy_2025 PARTITION OF positions FOR VALUES FROM ('2025-01-01') TO ('2025-02-01');
    CREATE TABLE positions_y2025m10_archive (LIKE positions INCLUDING DEFAULTS);
  `);
  const rows = [...MONTHS, new Date('2025-01-20T00:00:00Z'), new Date('2024-03-01T00:00:00Z')];
  for (const [i, at] of rows.entries()) {
    await database.exec(
      `INSERT INTO positions (imei, time, lat, lng) VALUES ('352000000000001', '${at.toISOString()}', ${i}, 0)`,
    );
  }
  await database.exec(`INSERT INTO positions_y2025m10_archive (imei, time, lat, lng) VALUES ('1', now(), 0, 0)`);
});
afterAll(() => database.close());

async function tables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT relname AS name FROM pg_class
        WHERE relname LIKE 'positions%' AND relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace
        ORDER BY relname`,
  );
  return rows.map((row) => row.name);
}

async function storedTimes(): Promise<string[]> {
  const rows = await queryRows<{ time: string }>(
    database.db,
    sql`SELECT to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS time FROM positions ORDER BY time`,
  );
  return rows.map((row) => row.time);
}

describe('monthly partitions of positions', () => {
  it('lists ours, oldest first, without the default partition or a partition named otherwise', async () => {
    const list = await monthPartitions(database);
    expect(list.map((p) => p.name)).toEqual(MONTHS.map(nameOf));
    expect(list[0]).toEqual({ name: 'positions_y2025m10', from: new Date('2025-10-01T00:00:00Z') });
  });

  it('keeps everything when retention is 0', async () => {
    const before = await tables();
    expect(await dropExpiredPartitions(database, NOW, 0)).toEqual({ dropped: [], failed: [], purged: 0 });
    expect(await tables()).toEqual(before);
    expect(await storedTimes()).toHaveLength(18);
  });

  it('drops the months ended more than N months before the current month, keeping the current and the N before', async () => {
    const expired = MONTHS.filter((at) => at < new Date('2026-09-01T00:00:00Z')).map(nameOf);
    expect(expired).toHaveLength(11);
    expect(expired.at(-1)).toBe('positions_y2026m08');
    // The default partition's row from 2024 (a clock far behind) goes with them.
    expect(await dropExpiredPartitions(database, NOW, 2)).toEqual({ dropped: expired, failed: [], purged: 1 });
    expect(await tables()).toEqual([
      'positions',
      'positions_default',
      'positions_legacy_2025',
      'positions_y2025m10_archive',
      'positions_y2026m09',
      'positions_y2026m10',
      'positions_y2026m11',
      'positions_y2026m12',
      'positions_y2027m01',
    ]);
    // What the other partition holds stays; the dropped months' rows and the old default row are gone.
    expect(await storedTimes()).toEqual([
      '2025-01-20',
      '2026-09-15',
      '2026-10-15',
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
    ]);
    const archived = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM positions_y2025m10_archive`,
    );
    expect(archived[0]?.n).toBe(1);
  });

  it('counts months across a year boundary and drops nothing twice', async () => {
    const january = new Date('2027-01-01T00:00:00Z');
    // Keep January 2027 and October to December 2026: September 2026 goes.
    expect(await dropExpiredPartitions(database, january, 3)).toEqual({
      dropped: ['positions_y2026m09'],
      failed: [],
      purged: 0,
    });
    expect(await dropExpiredPartitions(database, january, 3)).toEqual({ dropped: [], failed: [], purged: 0 });
    expect((await monthPartitions(database)).map((p) => p.name)).toEqual([
      'positions_y2026m10',
      'positions_y2026m11',
      'positions_y2026m12',
      'positions_y2027m01',
    ]);
    // Rows still land where they did: a new row of a kept month in its partition, an old one in the default.
    await database.exec(`INSERT INTO positions (imei, time, lat, lng) VALUES ('352000000000001', '2026-10-20', 0, 0)`);
    await database.exec(`INSERT INTO positions (imei, time, lat, lng) VALUES ('352000000000001', '2026-09-20', 0, 0)`);
    const homes = await queryRows<{ home: string; time: string }>(
      database.db,
      sql`SELECT tableoid::regclass::text AS home, to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS time
          FROM positions WHERE time >= '2026-09-16' AND time < '2026-10-21' ORDER BY time`,
    );
    expect(homes).toEqual([
      { home: 'positions_default', time: '2026-09-20' },
      { home: 'positions_y2026m10', time: '2026-10-15' },
      { home: 'positions_y2026m10', time: '2026-10-20' },
    ]);
  });

  it('names the first moment retention keeps: the start of the month N before the current one', () => {
    expect(retainedFrom(new Date(Date.UTC(2026, 0, 15, 12)), 2)).toBe(Date.UTC(2025, 10, 1));
    expect(retainedFrom(new Date(Date.UTC(2026, 0, 15, 12)), 0)).toBeNull();
    expect(retainedFrom(new Date(Date.UTC(2026, 0, 15, 12)), 1.5)).toBeNull();
  });

  it('refuses a retention that is not a number of months', async () => {
    expect(await dropExpiredPartitions(database, NOW, -1)).toEqual({ dropped: [], failed: [], purged: 0 });
    expect(await dropExpiredPartitions(database, NOW, 1.5)).toEqual({ dropped: [], failed: [], purged: 0 });
    expect(await dropExpiredPartitions(database, NOW, 1e15)).toEqual({ dropped: [], failed: [], purged: 0 });
    expect(await monthPartitions(database)).toHaveLength(4);
  });

  it('reports, rather than throws, partitions it cannot list (the daily job does not wait for it)', async () => {
    const bare = await freshDatabase();
    try {
      expect(await dropExpiredPartitions(bare, NOW, 1)).toEqual({ dropped: [], failed: ['positions'], purged: 0 });
    } finally {
      await bare.close();
    }
  });
});
