import { eq, sql } from 'drizzle-orm';
import type { VehicleLeasingAddBody } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { chassisRegistry, users, vehicles } from '../../db/schema.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { planVehicle } from '../fleet/fleet-plan.js';
import { vehicleLeases } from '../../modules/leasing/leasing-tables.js';
import { leaseValues, vehicleValues } from '../../modules/leasing/vehicle-leasing-registration.js';

const LEASING = 'LSG-ANDALAN';
const DEALER = 'DLR-JKT';

/**
 * Spare units (planVehicle(fleetSize + k)) the demo leasing company registered: two wait for the
 * dealer's validation, one was rejected with a remark (its chassis is free again). The e2e and
 * server tests register spares 30 to 36.
 */
const WAITING = [
  { k: 38, contract: 'LA-DEMO-0038', owner: 'PT Logistik Nusantara', rejected: null },
  { k: 39, contract: 'LA-DEMO-0039', owner: 'PT Sinar Transport', rejected: null },
  {
    k: 37,
    contract: 'LA-DEMO-0037',
    owner: 'CV Karya Mandiri',
    rejected: 'The chassis on the contract differs from the invoice',
  },
] as const;

/** Vehicles the demo seed adds beyond the fleet: the registrations waiting for the dealer. */
export const DEMO_PENDING_REGISTRATIONS = WAITING.filter((unit) => !unit.rejected).length;

/** A contract for every demo vehicle leased without one: approved by the customer's dealer, dates and terms varied by id. */
async function seedApprovedLeases(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO vehicle_leases (vehicle_id, leasing_org_id, dealer_id, chassis_number, imei, contract_number,
      owner_name, tenor, installment, start_date, dealer_approval, created_at, decided_at)
    SELECT v.id, v.leasing_org_id, o.dealer_id, v.chassis_number, v.imei, 'LA-' || lpad(v.id::text, 6, '0'),
      o.name, (ARRAY[12, 24, 36, 48])[1 + v.id % 4], 18500000 + (v.id % 7) * 1250000,
      s.start, 'approved', s.start - interval '7 days' + time '09:30', s.start - interval '5 days' + time '14:10'
    FROM vehicles v JOIN organizations o ON o.id = v.organization_id
      CROSS JOIN LATERAL (SELECT date '2022-01-03' + (v.id * 37 % 1200) AS start) s
    WHERE v.leasing_org_id IS NOT NULL AND o.dealer_id IS NOT NULL AND v.chassis_number IS NOT NULL
      AND v.registration_status = 'registered'
      AND NOT EXISTS (SELECT 1 FROM vehicle_leases l WHERE l.vehicle_id = v.id)
    ON CONFLICT DO NOTHING`);
}

async function userIdOf(db: Db, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

type Parties = { leasingOrgId: number; dealerId: number; registrant: number | null; dealerUser: number | null };
type Unit = (typeof WAITING)[number];

async function partiesOf(db: Db): Promise<Parties> {
  return {
    leasingOrgId: await orgIdByCode(db, LEASING),
    dealerId: await orgIdByCode(db, DEALER),
    registrant: await userIdOf(db, 'leasing'),
    dealerUser: await userIdOf(db, 'dealer'),
  };
}

/** Seeded before, or the spare registered by someone since: either way nothing to add. */
async function present(db: Db, contract: string, chassis: string): Promise<boolean> {
  const [known] = await db
    .select({ id: vehicleLeases.id })
    .from(vehicleLeases)
    .where(eq(vehicleLeases.contract_number, contract));
  const [taken] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.chassis_number, chassis));
  return known !== undefined || taken !== undefined;
}

async function seedUnit(db: Db, parties: Parties, unit: Unit, index: number, fleetSize: number): Promise<void> {
  const spare = planVehicle(fleetSize + unit.k);
  if (await present(db, unit.contract, spare.chassis_number)) return;
  const body: VehicleLeasingAddBody = {
    chassis_number: spare.chassis_number,
    imei: spare.imei,
    contract_number: unit.contract,
    owner_name: unit.owner,
    tenor: 36,
    installment: 21_750_000 + index * 500_000,
    start_date: '2026-02-01',
    dealer_id: parties.dealerId,
  };
  const lease = leaseValues(body, parties.leasingOrgId, parties.registrant);
  if (unit.rejected) {
    const decision = { remark: unit.rejected, decided_by: parties.dealerUser, decided_at: new Date() };
    await db.insert(vehicleLeases).values({ ...lease, ...decision, dealer_approval: 'rejected' });
    return;
  }
  const [record] = await db
    .select()
    .from(chassisRegistry)
    .where(eq(chassisRegistry.chassis_number, spare.chassis_number));
  await db.transaction(async (tx) => {
    const [vehicle] = await tx
      .insert(vehicles)
      .values(vehicleValues(body, parties.leasingOrgId, spare.gpstype, record, parties.registrant))
      .returning({ id: vehicles.id });
    await tx.insert(vehicleLeases).values({ ...lease, vehicle_id: vehicle?.id ?? null });
  });
}

/** The demo's lease contracts: one per leased demo vehicle, and a few registrations at the dealer. Idempotent. */
export async function seedLeasing(db: Db, fleetSize: number): Promise<void> {
  await seedApprovedLeases(db);
  const parties = await partiesOf(db);
  for (const [index, unit] of WAITING.entries()) await seedUnit(db, parties, unit, index, fleetSize);
}
