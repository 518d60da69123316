import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { notifications, vehicles } from '../../db/schema.js';
import { fuelEvents, refuels, vehicleFuel } from '../../modules/fuel/fuel-tables.js';
import { fleetSizeFrom } from '../fleet/fleet-plan.js';
import { fuelSensorVehicles, seedFuel } from './seed-fuel.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo fuel sensors', () => {
  it('sets up a tank on one tracked truck per fleet, finds exactly one drain (parked, alerted) and enters the refuels found', async () => {
    const { db } = t.ctx.database;
    const planned = fuelSensorVehicles(fleetSizeFrom(process.env));
    expect(planned.length).toBeGreaterThanOrEqual(4);
    expect(new Set(planned.map((v) => v.orgCode)).size).toBe(planned.length);
    const set = await db
      .select({ imei: vehicles.imei })
      .from(vehicleFuel)
      .innerJoin(vehicles, eq(vehicles.id, vehicleFuel.vehicle_id));
    expect(set.map((row) => row.imei).sort()).toEqual(planned.map((v) => v.imei).sort());
    const drains = await db.select().from(fuelEvents).where(eq(fuelEvents.kind, 'drain'));
    expect(drains.map((d) => d.parked)).toEqual([true]);
    expect(drains[0]?.litres).toBeGreaterThan(35);
    const alerts = await db.select().from(notifications).where(eq(notifications.type, 'fuel_drain'));
    expect(alerts.map((a) => a.imei)).toEqual([planned[0]?.imei]);
    const found = await db.select().from(fuelEvents).where(eq(fuelEvents.kind, 'refuel'));
    const entered = await db
      .select()
      .from(refuels)
      .where(
        inArray(
          refuels.vehicle_id,
          found.map((e) => e.vehicle_id),
        ),
      );
    expect(entered.length).toBe(found.length);
    expect(entered.every((r) => r.spbu_id !== null && r.price_per_liter > 0)).toBe(true);
  });

  it('adds nothing when seeded again', async () => {
    expect(await seedFuel(t.ctx.database.db, fleetSizeFrom(process.env))).toBe(0);
  });
});
