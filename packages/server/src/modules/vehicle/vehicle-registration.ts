import { and, eq } from 'drizzle-orm';
import { chassisRefusal, imeiRefusal, REALM_ID, type MessageCode } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { chassisRegistry, devices, organizations, vehicles, vehicleState } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors.js';
import { orgCondition, vehicleCondition, type Scope } from '../../auth/scope.js';

const refuse = (code: MessageCode, status = 409) => new AppError(status, code);

/** The brand's record of a chassis and the vehicle registered on it, with whether its tracker has reported. */
export async function chassisFacts(db: Db, chassis: string) {
  const [record] = await db.select().from(chassisRegistry).where(eq(chassisRegistry.chassis_number, chassis));
  const [found] = await db
    .select({
      id: vehicles.id,
      imei: vehicles.imei,
      registration_status: vehicles.registration_status,
      leasing_org_id: vehicles.leasing_org_id,
    })
    .from(vehicles)
    .where(eq(vehicles.chassis_number, chassis));
  if (!found) return { record, vehicle: undefined };
  const states = await db
    .select({ imei: vehicleState.imei })
    .from(vehicleState)
    .where(eq(vehicleState.imei, found.imei));
  return { record, vehicle: { ...found, reported: states.length > 0 } };
}

/** Whether the caller sees this vehicle (its owner, or for a leasing company the lease): its chassis detail is theirs to read. */
export async function vehicleInReach(db: Db, scope: Scope, vehicleId: number): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.id, vehicleId),
        vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
      ),
    );
  return rows.length > 0;
}

/** Refuses a chassis that cannot be registered, with the spec's message for why. */
export async function checkChassis(db: Db, chassis: string, leasingOrgId: number | null = null): Promise<void> {
  const { record, vehicle } = await chassisFacts(db, chassis);
  const code = chassisRefusal({ inRegistry: record !== undefined, vehicle: vehicle ?? null, leasingOrgId });
  if (code) throw refuse(code, code === 'chassis_not_found' ? 404 : 409);
}

/** Refuses an IMEI that is not in the tracker inventory or sits on another vehicle; answers its family. */
export async function checkDevice(db: Db, imei: string, vehicleId: number | null): Promise<{ gpstype: number }> {
  const [device] = await db.select().from(devices).where(eq(devices.imei, imei));
  const [paired] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.imei, imei));
  const code = imeiRefusal({ inInventory: device !== undefined, pairedVehicleId: paired?.id ?? null, vehicleId });
  if (code) throw refuse(code, code === 'imei_not_found' ? 404 : 409);
  return { gpstype: device?.gpstype ?? 2 };
}

/**
 * The owner a caller may register a vehicle for: administrators any customer organisation, a dealer
 * its customers, a customer itself. Answers the organisation id.
 */
export async function ownerFor(db: Db, scope: Scope, requested: number | undefined): Promise<number> {
  if (scope.kind === 'own') {
    if (requested !== undefined && requested !== scope.orgId) throw forbidden();
    return scope.orgId;
  }
  if (requested === undefined) throw new AppError(400, 'customer_not_selected');
  const [owner] = await db
    .select({ realm_id: organizations.realm_id })
    .from(organizations)
    .where(and(eq(organizations.id, requested), orgCondition(scope, organizations.id)));
  if (!owner) throw forbidden();
  if (owner.realm_id === REALM_ID.dealer || owner.realm_id === REALM_ID.leasing) throw forbidden();
  return requested;
}
