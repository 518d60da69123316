import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FuelConfig, FuelConfigView } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { vehicleFuel } from './fuel-tables.js';

/** The vehicles the scope sees (its organisation's, its dealer customers', what it leases). */
export const visibleVehicles = (scope: Scope): SQL =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

/** A row whose vehicle_id names a vehicle the scope sees. */
export const ofVisibleVehicle = (scope: Scope, vehicleId: SQL | { getSQL(): SQL }): SQL =>
  sql`${vehicleId} IN (SELECT ${vehicles.id} FROM ${vehicles} WHERE ${visibleVehicles(scope)})`;

export type FuelVehicle = {
  id: number;
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  config: FuelConfigView | null;
};

/** A vehicle the scope sees, with its tank and sensor when set up; undefined when unknown or not visible. */
export async function findFuelVehicle(db: Db, scope: Scope, id: number): Promise<FuelVehicle | undefined> {
  const [row] = await db
    .select({
      id: vehicles.id,
      imei: vehicles.imei,
      vehicle_name: vehicles.vehicle_name,
      vehicle_number: vehicles.vehicle_number,
      capacity_l: vehicleFuel.capacity_l,
      mode: vehicleFuel.mode,
      calibration: vehicleFuel.calibration,
    })
    .from(vehicles)
    .leftJoin(vehicleFuel, eq(vehicleFuel.vehicle_id, vehicles.id))
    .where(and(eq(vehicles.id, id), visibleVehicles(scope)))
    .limit(1);
  if (!row) return undefined;
  const { capacity_l, mode, calibration, ...vehicle } = row;
  const config =
    capacity_l === null || mode === null
      ? null
      : { vehicle_id: row.id, capacity_l, mode, calibration: calibration ?? [] };
  return { ...vehicle, config };
}

export const configOf = (view: FuelConfigView): FuelConfig => ({
  capacity_l: view.capacity_l,
  mode: view.mode,
  calibration: view.calibration,
});

/** Sets a vehicle's tank and sensor from the fields named here; a percent sensor keeps no table. */
export async function saveFuelConfig(db: Db, vehicleId: number, config: FuelConfig): Promise<void> {
  const values = {
    capacity_l: config.capacity_l,
    mode: config.mode,
    calibration: config.mode === 'raw' ? config.calibration.map(({ raw, litres }) => ({ raw, litres })) : [],
    updated_at: new Date(),
  };
  await db
    .insert(vehicleFuel)
    .values({ vehicle_id: vehicleId, ...values })
    .onConflictDoUpdate({ target: vehicleFuel.vehicle_id, set: values });
}
