import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { seedBase } from '../../db/seed-base.js';
import { freshDatabase } from '../../test-support/test-database.js';
import { FLEET_ORGS } from '../fleet/fleet-plan.js';
import { seedDemo } from '../seed-demo.js';
import { positionAlong, routeById } from '../simulator/route-math.js';
import { createTruck } from '../simulator/truck.js';
import { HISTORY_HOURS, historyVehicles, plannedTrack } from './history-plan.js';
import { seedHistory } from './seed-history.js';

let database: Database;
const NOW = Date.now();

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db, { fleetSize: 60 });
});
afterAll(async () => {
  await database.close();
});

type Counts = { imei: string; n: number; first: number; last: number };
const counts = () =>
  queryRows<Counts>(
    database.db,
    sql`SELECT imei, count(*)::int AS n, (extract(epoch FROM min(time)) * 1000)::float8 AS first,
          (extract(epoch FROM max(time)) * 1000)::float8 AS last
        FROM positions GROUP BY imei ORDER BY imei`,
  );

describe('demo history seed', () => {
  it('leaves a few hours of track for one driving vehicle of each fleet organisation, once', async () => {
    const planned = historyVehicles(60);
    expect(new Set(planned.map((v) => v.orgCode))).toEqual(new Set(FLEET_ORGS));
    const before = await counts();
    expect(before.map((c) => c.imei).sort()).toEqual(planned.map((v) => v.imei).sort());
    for (const c of before) {
      expect(c.n).toBeGreaterThan(300);
      expect(NOW - c.first).toBeGreaterThan((HISTORY_HOURS - 0.5) * 3_600_000);
      expect(NOW - c.last).toBeLessThan(5 * 60_000);
    }
    expect(await seedHistory(database.db, 60)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('stores the events the track raises, as the detector would', async () => {
    const rows = await queryRows<{ type: string }>(
      database.db,
      sql`SELECT DISTINCT type FROM notifications WHERE data->>'seeded' = 'history'`,
    );
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['vehicle_stop', 'overspeed']));
  });

  it('ends the track where the simulator starts the truck, with stops on the way', () => {
    const vehicle = historyVehicles(60)[0];
    if (!vehicle) throw new Error('no vehicle');
    const track = plannedTrack(vehicle, NOW);
    const last = track[track.length - 1];
    const start = positionAlong(routeById(vehicle.routeId), createTruck(vehicle, 1, NOW).travelled);
    // The last record is at most 30 s of driving before the end: under a kilometre.
    expect(Math.abs((last?.lat ?? 0) - start.lat) + Math.abs((last?.lng ?? 0) - start.lng)).toBeLessThan(0.02);
    expect(track.some((row) => row.properties.ign === 0 && row.speed === 0)).toBe(true);
    expect(last?.speed).toBeGreaterThan(0);
  });
});
