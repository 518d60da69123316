import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vehicleSensors, vehicleState, vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';

/** One sensor with its vehicle's latest reading of it, when the vehicle is visible in the scope. */
export async function findVisibleSensor(db: Db, scope: Scope, id: number) {
  const rows = await db
    .select({
      id: vehicleSensors.id,
      type_id: vehicleSensors.type_id,
      type_sensor: vehicleSensors.type_sensor,
      code_sensor: vehicleSensors.code_sensor,
      name: vehicleSensors.name,
      source: vehicleSensors.source,
      status: vehicleSensors.status,
      normal: vehicleSensors.normal,
      upper_limit: vehicleSensors.upper_limit,
      lower_limit: vehicleSensors.lower_limit,
      imei: vehicles.imei,
      vehicle_id: vehicles.id,
      vehicle_name: vehicles.vehicle_name,
      vehicle_number: vehicles.vehicle_number,
      chassis_number: vehicles.chassis_number,
      current_value: sql<unknown>`${vehicleState.props} #> string_to_array(${vehicleSensors.source}, '.')`,
      time: vehicleState.time,
    })
    .from(vehicleSensors)
    .innerJoin(vehicles, eq(vehicles.id, vehicleSensors.vehicle_id))
    .leftJoin(vehicleState, eq(vehicleState.imei, vehicles.imei))
    .where(
      and(
        eq(vehicleSensors.id, id),
        vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
      ),
    )
    .limit(1);
  return rows[0];
}

export type VisibleSensor = NonNullable<Awaited<ReturnType<typeof findVisibleSensor>>>;
