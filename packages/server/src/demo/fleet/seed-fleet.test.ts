import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { orgIdByCode, seedBase } from '../../db/seed-base.js';
import { vehicleSensors, vehicleState, vehicles } from '../../db/schema.js';
import { freshDatabase } from '../../test-support/test-database.js';
import { seedDemo } from '../seed-demo.js';
import { planFleet } from './fleet-plan.js';
import { seedFleet } from './seed-fleet.js';
import { DEMO_PENDING_REGISTRATIONS } from '../seeds/seed-leasing.js';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
});
afterAll(async () => {
  await database.close();
});

const count = async (table: 'vehicles' | 'vehicle_sensors' | 'vehicle_state') =>
  (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;

const vehicleOf = (scenario: string) => {
  const v = planFleet(60).find((x) => x.scenario === scenario);
  if (!v) throw new Error(`no ${scenario} vehicle`);
  return v;
};

describe('demo fleet seed', () => {
  it('adds the fleet once, and only the new vehicles when it grows', async () => {
    expect(await seedDemo(database.db, { fleetSize: 60 })).toMatchObject({ vehiclesAdded: 60 });
    const sensors = await count('vehicle_sensors');
    const states = await count('vehicle_state');
    expect(await seedDemo(database.db, { fleetSize: 60 })).toEqual({ usersAdded: 0, vehiclesAdded: 0 });
    expect(await count('vehicles')).toBe(60 + DEMO_PENDING_REGISTRATIONS);
    expect(await count('vehicle_sensors')).toBe(sensors);
    expect(await count('vehicle_state')).toBe(states);
    expect(await seedFleet(database.db, 75)).toEqual({ vehiclesAdded: 15 });
    expect(await count('vehicles')).toBe(75 + DEMO_PENDING_REGISTRATIONS);
  });

  it('registers leasing, inactive devices and the sensors of the sensor scenarios', async () => {
    const leasing = await orgIdByCode(database.db, 'LSG-ANDALAN');
    const leased = await database.db.select().from(vehicles).where(eq(vehicles.leasing_org_id, leasing));
    expect(leased.length).toBeGreaterThan(0);
    const [door] = await database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.imei, vehicleOf('door_open').imei));
    const doorSensors = await database.db
      .select()
      .from(vehicleSensors)
      .where(eq(vehicleSensors.vehicle_id, door?.id ?? 0));
    expect(doorSensors.map((s) => [s.source, s.normal])).toEqual([
      ['door1', 1],
      ['door2', 1],
      ['load', null],
      ['rfid', null],
    ]);
    const [inactive] = await database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.imei, vehicleOf('inactive_silent').imei));
    expect(inactive?.device_status).toBe('inactive');
  });

  it('seeds the states the simulator cannot send: stale trackers and load readings', async () => {
    const stateOf = async (scenario: string) =>
      (
        await database.db
          .select()
          .from(vehicleState)
          .where(eq(vehicleState.imei, vehicleOf(scenario).imei))
      )[0];
    const stale = await stateOf('not_updated');
    expect(Date.now() - (stale?.time.getTime() ?? 0)).toBeGreaterThan(3 * 86_400_000);
    expect((await stateOf('load_over_limit'))?.props.load).toBeGreaterThan(20_000);
    expect((await stateOf('door_open'))?.props).toMatchObject({ load: 9_400, rfid: expect.stringMatching(/^DRV-/) });
    expect(await stateOf('no_data')).toBeUndefined();
    expect(await stateOf('normal')).toBeUndefined();
  });
});
