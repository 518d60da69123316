import { and, eq } from 'drizzle-orm';
import type { TokenPayload } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications, vehicles } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import type { Scope } from '../../auth/scope.js';
import { ownerFor } from '../vehicle/vehicle-registration.js';
import { vehicleLeases } from './leasing-tables.js';

/**
 * The pending lease an approver may decide: administrators any, a dealer those it was named for.
 * A leasing company or a customer never decides, whatever keys it holds.
 */
async function pendingLease(db: Db, scope: Scope, id: number) {
  if (scope.kind === 'own') throw forbidden();
  const [lease] = await db
    .select()
    .from(vehicleLeases)
    .where(
      and(eq(vehicleLeases.id, id), scope.kind === 'dealer' ? eq(vehicleLeases.dealer_id, scope.orgId) : undefined),
    );
  if (!lease) throw notFound();
  if (lease.dealer_approval !== 'pending' || lease.vehicle_id === null) throw new AppError(409, 'leasing_validated');
  return { ...lease, vehicle_id: lease.vehicle_id };
}

const decided = (viewer: TokenPayload) => ({
  decided_by: viewer.user_id,
  decided_at: new Date(),
  updated_at: new Date(),
});
type Lease = Awaited<ReturnType<typeof pendingLease>>;

/**
 * Tells the leasing company what the dealer decided on its vehicle, in the same transaction as the
 * decision: an info notification of its organisation, written in its reader's language from the data.
 */
async function tellLeasingCompany(tx: Db, lease: Lease, decision: 'approved' | 'rejected', remark: string | null) {
  const verb = decision === 'approved' ? 'approved' : `rejected: ${remark ?? ''}`;
  await tx.insert(notifications).values({
    organization_id: lease.leasing_org_id,
    filter: 'info',
    type: 'leasing_decision',
    type_name: 'Leasing validation',
    text: `The dealer ${verb} (chassis ${lease.chassis_number}, contract ${lease.contract_number})`,
    data: {
      decision,
      chassis_number: lease.chassis_number,
      contract_number: lease.contract_number,
      lease_id: lease.id,
      ...(remark ? { remark } : {}),
    },
  });
}

const stillPending = (id: number) => and(eq(vehicleLeases.id, id), eq(vehicleLeases.dealer_approval, 'pending'));

/** Approval: the vehicle is registered and passes to the customer the dealer names (its own customer). */
export async function approveLease(db: Db, scope: Scope, viewer: TokenPayload, id: number, customerId: number) {
  const lease = await pendingLease(db, scope, id);
  const customer = await ownerFor(db, scope, customerId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(vehicleLeases)
      .set({ dealer_approval: 'approved', ...decided(viewer) })
      .where(stillPending(id))
      .returning({ id: vehicleLeases.id });
    // Decided by someone else a moment ago: nothing changes.
    if (changed.length === 0) throw new AppError(409, 'leasing_validated');
    await tx
      .update(vehicles)
      .set({ organization_id: customer, registration_status: 'registered', updated_at: new Date() })
      .where(eq(vehicles.id, lease.vehicle_id));
    await tellLeasingCompany(tx, lease, 'approved', null);
  });
  return { id, vehicle_id: lease.vehicle_id };
}

/** Rejection: the record stays with the remark; the waiting vehicle goes, freeing chassis and tracker. */
export async function rejectLease(db: Db, scope: Scope, viewer: TokenPayload, id: number, remark: string) {
  const lease = await pendingLease(db, scope, id);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(vehicleLeases)
      .set({ dealer_approval: 'rejected', remark: remark.trim(), vehicle_id: null, ...decided(viewer) })
      .where(stillPending(id))
      .returning({ id: vehicleLeases.id });
    if (changed.length === 0) throw new AppError(409, 'leasing_validated');
    await tx
      .delete(vehicles)
      .where(and(eq(vehicles.id, lease.vehicle_id), eq(vehicles.registration_status, 'registering')));
    await tellLeasingCompany(tx, lease, 'rejected', remark.trim());
  });
  return { id };
}
