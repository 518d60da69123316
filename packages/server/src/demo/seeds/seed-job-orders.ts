import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { FLEET_ORGS } from '../fleet/fleet-plan.js';
import { planJobOrders } from './job-order-plan.js';
import { jobOrders } from '../../modules/job-order/job-order-tables.js';

const CHUNK = 2_000;

/**
 * Job orders for the demo fleets: each vehicle's rank in its fleet (by id, so a bigger fleet only
 * adds) decides its orders, a third of each fleet on duty. A vehicle with job orders already is left
 * alone, so running again adds nothing.
 */
export async function seedJobOrders(db: Db, now = Date.now()): Promise<number> {
  let added = 0;
  for (const code of FLEET_ORGS) {
    const orgId = await orgIdByCode(db, code);
    const fleet = await db
      .select({ id: vehicles.id, area: vehicles.vehicle_group })
      .from(vehicles)
      .where(eq(vehicles.organization_id, orgId))
      .orderBy(asc(vehicles.id));
    const planned = await db
      .selectDistinct({ id: jobOrders.vehicle_id })
      .from(jobOrders)
      .where(eq(jobOrders.organization_id, orgId));
    const seeded = new Set(planned.map((row) => row.id));
    const rows = fleet.flatMap((vehicle, rank) =>
      seeded.has(vehicle.id)
        ? []
        : planJobOrders(code, rank, vehicle.area, now).map((planned) => ({
            ...planned,
            organization_id: orgId,
            vehicle_id: vehicle.id,
          })),
    );
    for (let i = 0; i < rows.length; i += CHUNK) {
      const inserted = await db
        .insert(jobOrders)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing()
        .returning({ id: jobOrders.id });
      added += inserted.length;
    }
  }
  return added;
}
