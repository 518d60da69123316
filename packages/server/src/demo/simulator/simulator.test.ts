import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { seedBase } from '../../db/seed-base.js';
import { ensurePartitions } from '../../ingest/partitions.js';
import { freshDatabase } from '../../test-support/test-database.js';
import { planFleet } from '../fleet/fleet-plan.js';
import { seedDemo } from '../seed-demo.js';
import { distanceM } from './route-math.js';
import { startSimulator, type Simulator } from './simulator.js';
import { startLocalIngest } from '../../test-support/local-ingest.js';

const fleet = planFleet(60);
let database: Database;
let closeIngest: () => Promise<void>;
let simulator: Simulator;
let startedAt: string;

type StateRow = { imei: string; time: string; lat: number; lng: number; speed: number; props: Record<string, unknown> };

async function states(): Promise<Map<string, StateRow>> {
  const rows = await queryRows<StateRow>(
    database.db,
    sql`SELECT imei, time::text AS time, lat, lng, speed, props FROM vehicle_state`,
  );
  return new Map(rows.map((row) => [row.imei, row]));
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const imeiOf = (scenario: string, family?: string) =>
  fleet.find((v) => v.scenario === scenario && (!family || v.family === family))?.imei ?? '';

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db, { fleetSize: 60 });
  startedAt = new Date().toISOString();
  await ensurePartitions(database);
  const log = pino({ level: 'silent' });
  const ingest = await startLocalIngest(database, log);
  closeIngest = ingest.close;
  simulator = startSimulator({ ports: ingest.ports, size: 60, intervalMs: 1000, connectsPerTick: 100 });
});
afterAll(async () => {
  await simulator.stop();
  await closeIngest();
  await database.close();
});

describe('demo fleet simulator', () => {
  it('stores positions from trucks of all three families over their protocols', async () => {
    const families = () =>
      queryRows<{ gpstype: number }>(
        database.db,
        // Only what the simulator sent: the demo seed leaves a few hours of history behind.
        sql`SELECT DISTINCT v.gpstype FROM positions p JOIN vehicles v ON v.imei = p.imei WHERE p.received_at >= ${startedAt}::timestamptz`,
      );
    await until(async () => (await families()).length === 3);
    expect(simulator.stats().acked).toBeGreaterThan(0);
    expect(simulator.stats().refused).toBe(0);
  });

  it('moves a truck along its route and keeps the silent ones stale', async () => {
    const fast = imeiOf('moving_81_100');
    await until(async () => (await states()).has(fast));
    const before = (await states()).get(fast);
    await until(async () => (await states()).get(fast)?.time !== before?.time);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = (await states()).get(fast);
    const moved = distanceM([before?.lat ?? 0, before?.lng ?? 0], [after?.lat ?? 0, after?.lng ?? 0]);
    // 82-98 km/h for at least two seconds: tens of metres, not a jump across the map.
    expect(moved).toBeGreaterThan(20);
    expect(moved).toBeLessThan(500);
    expect(after?.speed).toBeGreaterThan(80);
    const all = await states();
    expect(Date.now() - Date.parse(all.get(imeiOf('not_updated'))?.time ?? '')).toBeGreaterThan(3 * 86_400_000);
    expect(all.has(imeiOf('no_data'))).toBe(false);
  });

  it('reports the scenario readings through each protocol', async () => {
    const wanted = [imeiOf('door_open'), imeiOf('too_cold'), imeiOf('invalid_location', 'teltonika')];
    await until(async () => {
      const all = await states();
      return wanted.every((imei) => all.has(imei));
    });
    const all = await states();
    expect(all.get(imeiOf('door_open'))?.props).toMatchObject({ door1: 0, door2: 1 });
    expect((all.get(imeiOf('too_cold'))?.props.temp as number[])[0]).toBeLessThan(-20);
    expect(all.get(imeiOf('invalid_location', 'teltonika'))?.props).toMatchObject({ gps: 0 });
  });
});
