import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chassisRegistry, devices } from '../../db/schema.js';
import { planVehicle } from './fleet-plan.js';
import { REEFER_MODELS, TRUCK_MODELS } from './vehicle-catalog.js';

/** Chassis and trackers in stock beyond the fleet: what a demo user registers a new vehicle with. */
export const SPARE_UNITS = 40;
const BATCH = 2_000;

/** "FB 130 SD Pick Up" → "FB 130 SD": the catalogue model whose name with its body is the vehicle's name. */
const modelOf = (name: string) =>
  [...TRUCK_MODELS, ...REEFER_MODELS].find((m) => `${m.model} ${m.body}` === name)?.model ?? name;

/**
 * The brand's chassis records and the tracker inventory for the demo fleet and SPARE_UNITS more,
 * and the management fields of the seeded vehicles from their chassis record. Idempotent.
 */
export async function seedRegistry(db: Db, fleetSize: number): Promise<void> {
  const plan = Array.from({ length: fleetSize + SPARE_UNITS }, (_, index) => planVehicle(index));
  for (let i = 0; i < plan.length; i += BATCH) {
    const part = plan.slice(i, i + BATCH);
    await db
      .insert(chassisRegistry)
      .values(
        part.map((v) => ({
          chassis_number: v.chassis_number,
          model: modelOf(v.vehicle_name),
          vehicle_type: v.vehicle_type,
          euro_std: v.euro_std,
          engine_number: `E${v.chassis_number.slice(-8)}`,
          assembly_year: Number(v.activation_date.slice(0, 4)),
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(devices)
      .values(part.map((v) => ({ imei: v.imei, gpstype: v.gpstype, sim_number: v.sim_number })))
      .onConflictDoNothing();
  }
  await db.execute(sql`
    UPDATE vehicles v SET brand = 'Armada', model = r.model, engine_number = r.engine_number,
      assembly_year = r.assembly_year, transmission = 'manual', color = 'white', ownership_status =
        CASE WHEN v.leasing_org_id IS NULL THEN 'owned' ELSE 'leased' END,
      stnk_valid_until = make_date(2026 + (v.id % 3), 1 + (v.id % 12), 1)
    FROM chassis_registry r WHERE r.chassis_number = v.chassis_number AND v.brand IS NULL`);
}
