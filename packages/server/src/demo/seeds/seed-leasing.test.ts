import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { vehicles } from '../../db/schema.js';
import { DEFAULT_FLEET_SIZE } from '../fleet/fleet-plan.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { vehicleLeases } from '../../modules/leasing/leasing-tables.js';
import { seedLeasing } from './seed-leasing.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const leaseCounts = async () => {
  const rows = await t.ctx.database.db
    .select({ status: vehicleLeases.dealer_approval, n: count() })
    .from(vehicleLeases)
    .groupBy(vehicleLeases.dealer_approval);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
};

describe('seedLeasing', () => {
  it('gives every leased demo vehicle a contract, two waiting and one rejected registration, once', async () => {
    const leased = await t.ctx.database.db
      .select({ n: count() })
      .from(vehicles)
      .where(isNotNull(vehicles.leasing_org_id));
    const before = await leaseCounts();
    expect(before).toEqual({ approved: Number(leased[0]?.n) - 2, pending: 2, rejected: 1 });
    const waiting = await t.ctx.database.db
      .select({ status: vehicles.registration_status })
      .from(vehicleLeases)
      .innerJoin(vehicles, eq(vehicles.id, vehicleLeases.vehicle_id))
      .where(eq(vehicleLeases.dealer_approval, 'pending'));
    expect(waiting.map((row) => row.status)).toEqual(['registering', 'registering']);
    await seedLeasing(t.ctx.database.db, DEFAULT_FLEET_SIZE);
    expect(await leaseCounts()).toEqual(before);
  });
});
