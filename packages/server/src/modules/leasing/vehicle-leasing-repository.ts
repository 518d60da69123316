import { and, count, eq } from 'drizzle-orm';
import type { VehicleLeasingListQuery, VehicleLeasingRow } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles, vehicleState } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';
import { vehicleLeases as c } from './leasing-tables.js';
import {
  customerOrg,
  dealerOrg,
  decider,
  derivedColumns,
  leaseCondition,
  leaseOrder,
  leaseScope,
  leasingOrg,
  registrant,
  type LeaseFilter,
} from './vehicle-leasing-query.js';

const ROW = {
  id: c.id,
  vehicle_id: c.vehicle_id,
  chassis_number: c.chassis_number,
  imei: c.imei,
  vehicle_name: vehicles.vehicle_name,
  vehicle_number: vehicles.vehicle_number,
  owner_name: c.owner_name,
  customer_id: customerOrg.id,
  customer_name: customerOrg.name,
  leasing_id: c.leasing_org_id,
  leasing_name: leasingOrg.name,
  dealer_id: c.dealer_id,
  dealer_name: dealerOrg.name,
  contract_number: c.contract_number,
  tenor: c.tenor,
  installment: c.installment,
  start_date: c.start_date,
  dealer_approval: c.dealer_approval,
  remark: c.remark,
  registration_status: vehicles.registration_status,
  activation_status: vehicles.activation_status,
  last_update: vehicleState.time,
  registered_by_name: registrant.name,
  decided_by_name: decider.name,
  decided_at: c.decided_at,
  created_at: c.created_at,
  ...derivedColumns,
};

/** The joined rows: the lease, its vehicle and latest state, the organisations and users it names. */
function joined<T extends Record<string, unknown>>(db: Db, fields: T) {
  return (
    db
      .select(fields as never)
      .from(c)
      .leftJoin(vehicles, eq(vehicles.id, c.vehicle_id))
      .leftJoin(vehicleState, eq(vehicleState.imei, vehicles.imei))
      // The customer only once approved: while registering, the vehicle waits under the dealer.
      .leftJoin(
        customerOrg,
        and(eq(customerOrg.id, vehicles.organization_id), eq(vehicles.registration_status, 'registered')),
      )
      .leftJoin(leasingOrg, eq(leasingOrg.id, c.leasing_org_id))
      .leftJoin(dealerOrg, eq(dealerOrg.id, c.dealer_id))
      .leftJoin(registrant, eq(registrant.id, c.registered_by))
      .leftJoin(decider, eq(decider.id, c.decided_by))
  );
}

export type LeasePaging = { offset: number; limit: number | null };
type Sorting = Pick<VehicleLeasingListQuery, 'sort' | 'sort_by'>;

/** One page of the leases the scope sees, filtered, searched and sorted in SQL. */
export async function listLeases(
  db: Db,
  scope: Scope,
  query: LeaseFilter & Sorting,
  paging: LeasePaging,
): Promise<VehicleLeasingRow[]> {
  const base = joined(db, ROW)
    .where(leaseCondition(scope, query))
    .orderBy(...leaseOrder(query.sort_by, query.sort))
    .offset(paging.offset);
  const rows = paging.limit === null ? await base : await base.limit(paging.limit);
  return rows as unknown as VehicleLeasingRow[];
}

export async function countLeases(db: Db, scope: Scope, query: LeaseFilter): Promise<number> {
  const rows = (await joined(db, { n: count() }).where(leaseCondition(scope, query))) as unknown as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

export async function viewLease(db: Db, scope: Scope, id: number): Promise<VehicleLeasingRow | undefined> {
  const rows = await joined(db, ROW)
    .where(and(eq(c.id, id), leaseScope(scope)))
    .limit(1);
  return (rows as unknown as VehicleLeasingRow[])[0];
}
