import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { seedBase } from '../../db/seed-base.js';
import { scopeFor } from '../../auth/scope.js';
import { findVisibleVehicle } from '../../modules/history/history-repository.js';
import { freshDatabase } from '../../test-support/test-database.js';
import { FLEET_ORGS } from '../fleet/fleet-plan.js';
import { seedDemo } from '../seed-demo.js';
import { positionAlong, routeById } from '../simulator/route-math.js';
import { createTruck } from '../simulator/truck.js';
import { historyStart, historyVehicles, plannedTrack } from './history-plan.js';
import { seedHistory, SHORT_HISTORY } from './seed-history.js';

const DAYS = 3;
const HISTORY = { ...SHORT_HISTORY, days: DAYS };
let database: Database;
const NOW = Date.now();
const planned = historyVehicles(60);

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db, { fleetSize: 60, history: HISTORY });
}, 60_000);
afterAll(async () => {
  await database.close();
});

type Counts = { imei: string; n: number; days: number; first: number; last: number };
const counts = () =>
  queryRows<Counts>(
    database.db,
    sql`SELECT imei, count(*)::int AS n, count(DISTINCT (time AT TIME ZONE 'Asia/Jakarta')::date)::int AS days,
          (extract(epoch FROM min(time)) * 1000)::float8 AS first, (extract(epoch FROM max(time)) * 1000)::float8 AS last
        FROM positions GROUP BY imei ORDER BY imei`,
  );
const segments = () =>
  queryRows<{ imei: string; kind: string; n: number }>(
    database.db,
    sql`SELECT imei, kind, count(*)::int AS n FROM report_segments GROUP BY imei, kind ORDER BY imei, kind`,
  );

describe('demo history seed', () => {
  it('leaves track on every day of the history for two driving vehicles of each fleet, once', async () => {
    expect(planned).toHaveLength(2 * FLEET_ORGS.length);
    expect(new Set(planned.map((v) => v.orgCode))).toEqual(new Set(FLEET_ORGS));
    const before = await counts();
    expect(before.map((c) => c.imei).sort()).toEqual(planned.map((v) => v.imei).sort());
    for (const c of before) {
      // The days before today and today so far.
      expect(c.days).toBe(DAYS + 1);
      expect(c.first).toBe(historyStart(Math.floor(NOW / 60_000) * 60_000, DAYS));
      expect(NOW - c.last).toBeLessThan(5 * 60_000);
    }
    const reported = await segments();
    expect(await seedHistory(database.db, 60, HISTORY)).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await segments()).toEqual(reported);
  });

  it('fills the report tables: trips, stops and idling for every seeded vehicle, and its days', async () => {
    const rows = await segments();
    for (const v of planned) {
      const of = (kind: string) => rows.find((r) => r.imei === v.imei && r.kind === kind)?.n ?? 0;
      expect(of('trip')).toBeGreaterThanOrEqual(3);
      expect(of('stop')).toBeGreaterThanOrEqual(2);
      expect(of('idle')).toBeGreaterThanOrEqual(1);
    }
    const days = await queryRows<{ imei: string; n: number; km: number }>(
      database.db,
      sql`SELECT imei, count(*)::int AS n, (sum(distance_m) / 1000)::float8 AS km FROM report_days GROUP BY imei`,
    );
    expect(days).toHaveLength(planned.length);
    for (const day of days) {
      expect(day.n).toBe(DAYS + 1);
      expect(day.km).toBeGreaterThan(50);
    }
  });

  it('shows seeded vehicles to each demo fleet account', async () => {
    for (const username of ['customer', 'customer2', 'euro4', 'agro']) {
      const [viewer] = await queryRows<{ isorgadmin: number; realm_id: number; organization_id: number }>(
        database.db,
        sql`SELECT isorgadmin, realm_id, organization_id FROM users WHERE username = ${username}`,
      );
      if (!viewer) throw new Error(`no user ${username}`);
      const visible = [];
      for (const v of planned) if (await findVisibleVehicle(database.db, scopeFor(viewer), v.imei)) visible.push(v);
      expect(visible.length, username).toBeGreaterThanOrEqual(2);
    }
  });

  it('stores the events the track raises, as the detector would', async () => {
    const rows = await queryRows<{ type: string }>(
      database.db,
      sql`SELECT DISTINCT type FROM notifications WHERE data->>'seeded' = 'history'`,
    );
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['vehicle_stop', 'overspeed', 'vehicle_idle']));
  });

  it('ends the track where the simulator starts the truck, driving, its odometer at the simulator reading', () => {
    const vehicle = planned[0];
    if (!vehicle) throw new Error('no vehicle');
    const track = plannedTrack(vehicle, NOW, DAYS);
    const last = track[track.length - 1];
    const truck = createTruck(vehicle, 1, NOW);
    const start = positionAlong(routeById(vehicle.routeId), truck.travelled);
    // The last record is at most 30 s of driving before the end: under a kilometre.
    expect(Math.abs((last?.lat ?? 0) - start.lat) + Math.abs((last?.lng ?? 0) - start.lng)).toBeLessThan(0.02);
    expect(last?.speed).toBeGreaterThan(20);
    expect(last?.properties.mileage).toBeCloseTo(truck.odometerKm, 0);
    expect(track.some((row) => row.properties.ign === 0 && row.speed === 0)).toBe(true);
  });
});
