import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { isOnDutyState, JOB_ORDER_STATES } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { FLEET_ORGS } from '../fleet/fleet-plan.js';
import { seedDemo } from '../seed-demo.js';
import { orgIdOf } from '../../test-support/http-helpers.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { vehicleGroupMembers, vehicleGroups } from '../../modules/vehicle-group/vehicle-group-tables.js';
import { planJobOrders } from './job-order-plan.js';
import { jobOrders } from '../../modules/job-order/job-order-tables.js';
import { seedJobOrders } from './seed-job-orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsIn = async (table: typeof jobOrders | typeof vehicleGroups | typeof vehicleGroupMembers) =>
  Number((await t.ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('demo job orders and groups', () => {
  it('puts about a third of every demo fleet on duty and uses every job order state', async () => {
    const orders = await t.ctx.database.db.select().from(jobOrders);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(JOB_ORDER_STATES));
    for (const code of FLEET_ORGS) {
      const orgId = await orgIdOf(t.ctx, code);
      const fleet = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.organization_id, orgId));
      const busy = new Set(
        orders.filter((o) => o.organization_id === orgId && isOnDutyState(o.status)).map((o) => o.vehicle_id),
      );
      expect(busy.size / fleet.length, code).toBeGreaterThanOrEqual(0.25);
      expect(busy.size / fleet.length, code).toBeLessThanOrEqual(0.45);
    }
  });

  it('adds nothing when seeded again', async () => {
    const before = [await rowsIn(jobOrders), await rowsIn(vehicleGroups), await rowsIn(vehicleGroupMembers)];
    expect(before.every((n) => n > 0)).toBe(true);
    await seedDemo(t.ctx.database.db);
    expect(await seedJobOrders(t.ctx.database.db)).toBe(0);
    expect([await rowsIn(jobOrders), await rowsIn(vehicleGroups), await rowsIn(vehicleGroupMembers)]).toEqual(before);
  });

  it('plans the same orders for the same vehicle, the open one last', () => {
    const now = Date.UTC(2026, 0, 15, 8);
    expect(planJobOrders('CUS-X', 6, 'Jawa Timur', now)).toEqual(planJobOrders('CUS-X', 6, 'Jawa Timur', now));
    const open = planJobOrders('CUS-X', 3, null, now).at(-1);
    expect(open).toMatchObject({ status: 'on going', number: 'JO-CUS-X-0004-3', finished_at: null });
    expect(planJobOrders('CUS-X', 1, null, now).map((o) => o.status)).toEqual(['done', 'closed']);
  });
});
