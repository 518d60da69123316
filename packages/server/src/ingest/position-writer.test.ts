import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { queryRows, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { freshDatabase } from '../test-support/test-database.js';
import { ensurePartitions } from './partitions.js';
import { createPositionWriter } from './position-writer.js';
import { fixOf } from '../test-support/tracker-database.js';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await ensurePartitions(database);
});
afterAll(() => database.close());

const fix = fixOf;

async function count(table: string, imei: string): Promise<number> {
  const result = await queryRows<Record<string, unknown>>(
    database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE imei = ${imei}`,
  );
  return (result[0] as { n: number }).n;
}

async function stateSpeed(imei: string): Promise<number | undefined> {
  const rows = await queryRows<{ speed: number }>(
    database.db,
    sql`SELECT speed FROM vehicle_state WHERE imei = ${imei}`,
  );
  return rows[0]?.speed;
}

describe('position writer', () => {
  it('stores a batch and drops a resent record', async () => {
    const writer = createPositionWriter(database);
    const now = Date.now();
    await Promise.all([writer.store([fix('A1', now - 2000), fix('A1', now - 1000)]), writer.store([fix('B1', now)])]);
    await writer.store([fix('A1', now - 1000)]);
    expect(await count('positions', 'A1')).toBe(2);
    expect(await count('positions', 'B1')).toBe(1);
  });

  it('orders a batch whose packets interleave or hold rows out of time order, and moves the state to the newest', async () => {
    const writer = createPositionWriter(database, { maxDelayMs: 50 });
    const now = Date.now();
    await Promise.all([
      writer.store([fix('C1', now - 1000, { speed: 31 }), fix('C1', now - 3000)]),
      writer.store([fix('D1', now - 500)]),
      writer.store([fix('C1', now - 2000), fix('C1', now - 2000)]),
      writer.store([fix('C1', now - 4000), fix('C1', now - 1500)]),
    ]);
    const stored = await queryRows<{ ms: number }>(
      database.db,
      sql`SELECT (extract(epoch FROM time) * 1000)::float8 AS ms FROM positions WHERE imei = 'C1' ORDER BY time`,
    );
    expect(stored.map((row) => now - row.ms)).toEqual([4000, 3000, 2000, 1500, 1000]);
    expect(await stateSpeed('C1')).toBe(31);
    expect(await count('positions', 'D1')).toBe(1);
  });

  it('stores an older fix that arrives alone in a later batch, and keeps the state on the newest', async () => {
    const writer = createPositionWriter(database);
    const now = Date.now();
    await writer.store([fix('A2', now - 1000)]);
    // A tracker resending its buffer after a reconnect: a fix older than the state, a little elsewhere.
    await writer.store([fix('A2', now - 5000, { lat: -6.201, lng: 106.801 })]);
    expect(await count('positions', 'A2')).toBe(2);
    const state = await queryRows<{ time: string | Date; lat: number }>(
      database.db,
      sql`SELECT time, lat FROM vehicle_state WHERE imei = 'A2'`,
    );
    expect(new Date(state[0]?.time ?? 0).getTime()).toBe(now - 1000);
    expect(state[0]?.lat).toBeCloseTo(-6.2, 6);
  });

  it('keeps the last good coordinates when a newer record has no fix, and merges properties', async () => {
    const writer = createPositionWriter(database);
    const now = Date.now();
    await writer.store([fix('C1', now - 1000, { properties: { ign: 1, gps: 1, iccid: '8962' } })]);
    await writer.store([fix('C1', now, { lat: 0, lng: 0, properties: { ign: 0, gps: 0 } })]);
    const state = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT lat, lng, props FROM vehicle_state WHERE imei = 'C1'`,
    );
    const row = state[0] as { lat: number; lng: number; props: Record<string, unknown> };
    expect(row.lat).toBeCloseTo(-6.2);
    expect(row.props).toMatchObject({ ign: 0, gps: 0, iccid: '8962' });
  });

  it('stores batches side by side and still ends on the newest state', async () => {
    const writer = createPositionWriter(database, { maxBatch: 5, concurrency: 3 });
    const now = Date.now();
    const stores = Array.from({ length: 12 }, (_, i) =>
      writer.store([fix('E1', now - 60_000 + i * 1000, { speed: i }), fix(`E${(i % 3) + 2}`, now - 60_000 + i * 1000)]),
    );
    await Promise.all(stores);
    await writer.drain();
    expect(await count('positions', 'E1')).toBe(12);
    expect(await stateSpeed('E1')).toBe(11);
  });

  it('keeps a record whose clock is years off in the default partition', async () => {
    const writer = createPositionWriter(database);
    await writer.store([fix('D1', Date.UTC(2001, 0, 1))]);
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT count(*)::int AS n FROM positions_default WHERE imei = 'D1'`,
    );
    expect((rows[0] as { n: number }).n).toBe(1);
  });

  it('copies every value exactly: time to the millisecond, coordinates, numbers, text properties', async () => {
    const writer = createPositionWriter(database);
    const time = Date.UTC(2026, 10, 20, 3, 4, 5, 678);
    const props: Telemetry['properties'] = { ign: 1, gps: 1, rfid: 'Ünïcode ドライバー "quoted"\\', accu: 27.4 };
    await writer.store([
      fix('F1', time, { lat: -6.123456789012, lng: 106.987654321098, alt: 12.5, sat: 17, properties: props }),
    ]);
    const rows = await queryRows<{
      ms: number;
      lat: number;
      lng: number;
      alt: number;
      sat: number;
      props: unknown;
      flag: string | null;
    }>(
      database.db,
      sql`SELECT (extract(epoch FROM time) * 1000)::float8 AS ms, lat, lng, alt, sat, props, flag FROM positions WHERE imei = 'F1'`,
    );
    expect(rows).toEqual([
      { ms: time, lat: -6.123456789012, lng: 106.987654321098, alt: 12.5, sat: 17, props, flag: null },
    ]);
  });

  it('stores the new rows of a batch that repeats stored and sent-twice records, each once', async () => {
    const writer = createPositionWriter(database);
    const now = Date.now();
    await writer.store([fix('G1', now - 3000)]);
    // One record already stored, one sent twice in the batch, two new: the copy fails and the batch is inserted row by row.
    await writer.store([
      fix('G1', now - 3000),
      fix('G1', now - 2000),
      fix('G1', now - 2000),
      fix('G1', now - 1000, { speed: 7 }),
    ]);
    expect(await count('positions', 'G1')).toBe(3);
    expect(await stateSpeed('G1')).toBe(7);
  });

  it('stores nothing of a batch when the database refuses it, and says so to every waiting caller', async () => {
    const writer = createPositionWriter(database);
    // A check the second batch breaks: the whole group commit fails, and both callers hear it.
    await database.exec(`ALTER TABLE positions ADD CONSTRAINT lat_in_range CHECK (lat BETWEEN -90 AND 90) NOT VALID`);
    try {
      const stores = [writer.store([fix('H1', Date.now() - 1000)]), writer.store([fix('H2', Date.now(), { lat: 95 })])];
      const outcome = await Promise.allSettled(stores);
      expect(outcome.map((o) => o.status)).toEqual(['rejected', 'rejected']);
      expect(await count('positions', 'H1')).toBe(0);
      expect(await count('vehicle_state', 'H1')).toBe(0);
    } finally {
      await database.exec(`ALTER TABLE positions DROP CONSTRAINT lat_in_range`);
    }
  });
});
