import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { queryRows, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { freshDatabase } from '../test-support/test-database.js';
import { ensurePartitions } from './partitions.js';
import { createPositionWriter } from './position-writer.js';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await ensurePartitions(database);
});
afterAll(() => database.close());

const fix = (imei: string, time: number, extra: Partial<Telemetry> = {}): Telemetry => ({
  imei,
  gpstype: 2,
  time,
  lat: -6.2,
  lng: 106.8,
  alt: 10,
  head: 90,
  speed: 42,
  sat: 9,
  properties: { ign: 1, gps: 1 },
  ...extra,
});

async function count(table: string, imei: string): Promise<number> {
  const result = await queryRows<Record<string, unknown>>(
    database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE imei = ${imei}`,
  );
  return (result[0] as { n: number }).n;
}

describe('position writer', () => {
  it('stores a batch and drops a resent record', async () => {
    const writer = createPositionWriter(database.db);
    const now = Date.now();
    await Promise.all([writer.store([fix('A1', now - 2000), fix('A1', now - 1000)]), writer.store([fix('B1', now)])]);
    await writer.store([fix('A1', now - 1000)]);
    expect(await count('positions', 'A1')).toBe(2);
    expect(await count('positions', 'B1')).toBe(1);
  });

  it('stores an older fix that arrives alone in a later batch, and keeps the state on the newest', async () => {
    const writer = createPositionWriter(database.db);
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
    const writer = createPositionWriter(database.db);
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
    const writer = createPositionWriter(database.db, { maxBatch: 5, concurrency: 3 });
    const now = Date.now();
    const stores = Array.from({ length: 12 }, (_, i) =>
      writer.store([fix('E1', now - 60_000 + i * 1000, { speed: i }), fix(`E${(i % 3) + 2}`, now - 60_000 + i * 1000)]),
    );
    await Promise.all(stores);
    await writer.drain();
    expect(await count('positions', 'E1')).toBe(12);
    const state = await queryRows<{ speed: number }>(
      database.db,
      sql`SELECT speed FROM vehicle_state WHERE imei = 'E1'`,
    );
    expect(state[0]?.speed).toBe(11);
  });

  it('keeps a record whose clock is years off in the default partition', async () => {
    const writer = createPositionWriter(database.db);
    await writer.store([fix('D1', Date.UTC(2001, 0, 1))]);
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT count(*)::int AS n FROM positions_default WHERE imei = 'D1'`,
    );
    expect((rows[0] as { n: number }).n).toBe(1);
  });
});
