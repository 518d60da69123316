import { and, eq, ne, sql } from 'drizzle-orm';
import { REALM_ID, realmById, type TokenPayload, type VehicleLeasingAddBody } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { chassisRegistry, organizations, vehicles } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors.js';
import type { Scope } from '../../auth/scope.js';
import { checkChassis, checkDevice } from '../vehicle/vehicle-registration.js';
import { vehicleLeases } from './leasing-tables.js';

async function orgRealm(db: Db, id: number): Promise<{ realm_id: number; isactive: number } | undefined> {
  const [row] = await db
    .select({ realm_id: organizations.realm_id, isactive: organizations.isactive })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row;
}

/** The leasing company a caller registers for: its own, or for an administrator the one named. */
async function leasingOf(db: Db, scope: Scope, viewer: TokenPayload, requested: number | undefined): Promise<number> {
  if (scope.kind === 'own' && realmById(viewer.realm_id) === 'leasing') {
    if (requested !== undefined && requested !== scope.orgId) throw forbidden();
    return scope.orgId;
  }
  if (scope.kind !== 'all') throw forbidden();
  if (requested === undefined) throw new AppError(400, 'leasing_not_selected');
  const org = await orgRealm(db, requested);
  if (org?.realm_id !== REALM_ID.leasing || org.isactive !== 1) throw new AppError(400, 'leasing_not_selected');
  return requested;
}

async function checkDealer(db: Db, dealerId: number): Promise<void> {
  const org = await orgRealm(db, dealerId);
  if (org?.realm_id !== REALM_ID.dealer || org.isactive !== 1) throw new AppError(400, 'invalid_dealer');
}

async function checkContractFree(db: Db, leasingOrgId: number, contract: string): Promise<void> {
  const [taken] = await db
    .select({ id: vehicleLeases.id })
    .from(vehicleLeases)
    .where(
      and(
        eq(vehicleLeases.leasing_org_id, leasingOrgId),
        sql`lower(${vehicleLeases.contract_number}) = ${contract.toLowerCase()}`,
        ne(vehicleLeases.dealer_approval, 'rejected'),
      ),
    );
  if (taken) throw new AppError(409, 'contract_number_taken');
}

const isUniqueViolation = (error: unknown) => {
  const failure = error as { code?: string; cause?: { code?: string } };
  return (failure.code ?? failure.cause?.code) === '23505';
};

export type ChassisRecord = typeof chassisRegistry.$inferSelect | undefined;

/** The vehicle while it waits: under the dealer, its build facts from the brand's chassis record. */
export const vehicleValues = (
  body: VehicleLeasingAddBody,
  leasingOrgId: number,
  gpstype: number,
  record: ChassisRecord,
  userId: number | null,
) => ({
  imei: body.imei,
  gpstype,
  organization_id: body.dealer_id,
  leasing_org_id: leasingOrgId,
  chassis_number: body.chassis_number,
  vehicle_number: body.vehicle_number ?? null,
  vehicle_name: body.vehicle_number ?? body.chassis_number,
  model: record?.model ?? null,
  vehicle_type: record?.vehicle_type ?? null,
  euro_std: record?.euro_std ?? null,
  engine_number: record?.engine_number ?? null,
  assembly_year: record?.assembly_year ?? null,
  ownership_status: 'leased',
  registration_status: 'registering' as const,
  registered_by: userId,
});

export const leaseValues = (body: VehicleLeasingAddBody, leasingOrgId: number, userId: number | null) => ({
  leasing_org_id: leasingOrgId,
  dealer_id: body.dealer_id,
  chassis_number: body.chassis_number,
  imei: body.imei,
  contract_number: body.contract_number,
  owner_name: body.owner_name.trim(),
  tenor: body.tenor,
  installment: body.installment,
  start_date: body.start_date,
  registered_by: userId,
});

/**
 * A leasing company registers a vehicle it finances: the chassis and tracker pass the vehicle
 * registration checks (with 'Chassis number already registered by another leasing.'), the vehicle is
 * 'registering' under the dealer until the dealer approves, and the contract waits as pending.
 */
export async function registerLeasedVehicle(db: Db, scope: Scope, viewer: TokenPayload, body: VehicleLeasingAddBody) {
  const leasingOrgId = await leasingOf(db, scope, viewer, body.leasing_org_id);
  await checkDealer(db, body.dealer_id);
  await checkChassis(db, body.chassis_number, leasingOrgId);
  const { gpstype } = await checkDevice(db, body.imei, null);
  await checkContractFree(db, leasingOrgId, body.contract_number);
  const [record] = await db
    .select()
    .from(chassisRegistry)
    .where(eq(chassisRegistry.chassis_number, body.chassis_number));
  try {
    return await db.transaction(async (tx) => {
      const [vehicle] = await tx
        .insert(vehicles)
        .values(vehicleValues(body, leasingOrgId, gpstype, record, viewer.user_id))
        .returning({ id: vehicles.id });
      if (!vehicle) throw new AppError(500, 'vehicle_register_failed');
      const [lease] = await tx
        .insert(vehicleLeases)
        .values({ ...leaseValues(body, leasingOrgId, viewer.user_id), vehicle_id: vehicle.id })
        .returning({ id: vehicleLeases.id });
      if (!lease) throw new AppError(500, 'vehicle_register_failed');
      return { id: lease.id, vehicle_id: vehicle.id };
    });
  } catch (error) {
    // Someone registered the same chassis, tracker or contract a moment before: say which, as the checks would.
    if (!isUniqueViolation(error)) throw error;
    await checkChassis(db, body.chassis_number, leasingOrgId);
    await checkDevice(db, body.imei, null);
    await checkContractFree(db, leasingOrgId, body.contract_number);
    throw new AppError(409, 'cannot_process');
  }
}
