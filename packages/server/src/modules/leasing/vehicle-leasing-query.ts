import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEALER_APPROVAL_CODES,
  flagValues,
  NOT_UPDATED_AFTER_DAYS,
  VEHICLE_LEASING_FLAGS,
  VEHICLE_LEASING_SEARCH_FIELDS,
  type DealerApproval,
  type VehicleLeasingFlag,
  type VehicleLeasingListQuery,
  type VehicleLeasingSearchField,
  type VehicleLeasingSort,
} from '@armada/domain';
import { organizations, users, vehicles, vehicleState } from '../../db/schema.js';
import { containsPattern } from '../../db/like.js';
import { orgCondition, vehicleCondition, type Scope } from '../../auth/scope.js';
import { vehicleLeases as c } from './leasing-tables.js';

/** The organisations and users a lease row names, joined under their own names. */
export const customerOrg = alias(organizations, 'customer_org');
export const leasingOrg = alias(organizations, 'leasing_org');
export const dealerOrg = alias(organizations, 'dealer_org');
export const registrant = alias(users, 'registrant');
export const decider = alias(users, 'decider');

const leaseEnd = sql`(${c.start_date} + make_interval(months => ${c.tenor}::int))::date`;

/** When each 0/1 filter holds 1 (docs/decisions.md); 0 is its negation, a missing vehicle or state counting as 0. */
const FLAG_TRUE: Record<VehicleLeasingFlag, SQL> = {
  telematic_status: sql`${vehicleState.imei} IS NOT NULL`,
  monitoring_status: sql`(${c.start_date} <= current_date AND current_date < ${leaseEnd})`,
  update_status: sql`${vehicleState.time} > now() - make_interval(days => ${NOT_UPDATED_AFTER_DAYS}::int)`,
  activation_status: sql`${vehicles.activation_status} = '2'`,
  runner_status: sql`${vehicles.activation_status} IN ('1', '2')`,
  starter_kill_status: sql`${vehicleState.props}->>'imb' = '1'`,
};
// A vehicle is a non runner only by its activation code '0', not for lack of a vehicle.
const FLAG_FALSE: Partial<Record<VehicleLeasingFlag, SQL>> = {
  runner_status: sql`${vehicles.activation_status} = '0'`,
};

const asFlag = (condition: SQL) => sql<number>`(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;

/** The derived columns of a row, from the same conditions the filters use. */
export const derivedColumns = {
  end_date: sql<string>`${leaseEnd}::text`.as('end_date'),
  telematic_status: asFlag(FLAG_TRUE.telematic_status).as('telematic_status'),
  monitoring_status: asFlag(FLAG_TRUE.monitoring_status).as('monitoring_status'),
  update_status: asFlag(FLAG_TRUE.update_status).as('update_status'),
  starter_kill_status: asFlag(FLAG_TRUE.starter_kill_status).as('starter_kill_status'),
  runner_status: sql<
    number | null
  >`(CASE WHEN ${vehicles.id} IS NULL THEN NULL WHEN ${FLAG_TRUE.runner_status} THEN 1 ELSE 0 END)`.as('runner_status'),
};

function flagCondition(flag: VehicleLeasingFlag, text: string | undefined): SQL | undefined {
  const values = flagValues(text);
  if (!values || values.length > 1) return undefined;
  if (values[0] === '1') return FLAG_TRUE[flag];
  return FLAG_FALSE[flag] ?? not(sql`coalesce(${FLAG_TRUE[flag]}, false)`);
}

const SEARCH_COLUMNS: Record<VehicleLeasingSearchField, AnyPgColumn> = {
  chassis_number: c.chassis_number,
  vehicle_number: vehicles.vehicle_number,
  owner_name: c.owner_name,
  customer_name: customerOrg.name,
};

function searchCondition(query: Pick<VehicleLeasingListQuery, 'search' | 'search_by'>): SQL | undefined {
  const text = query.search?.trim().toLowerCase();
  if (!text) return undefined;
  const fields = query.search_by ? [query.search_by] : VEHICLE_LEASING_SEARCH_FIELDS;
  return or(...fields.map((field) => sql`lower(${SEARCH_COLUMNS[field]}) LIKE ${containsPattern(text)}`));
}

/**
 * The leases a caller sees: administrators all; a dealer those it validates and those of its own and
 * its customers' vehicles; a leasing company its own; a customer those of its vehicles.
 */
export function leaseScope(scope: Scope): SQL {
  if (scope.kind === 'dealer')
    return or(eq(c.dealer_id, scope.orgId), orgCondition(scope, vehicles.organization_id)) ?? sql`false`;
  return vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: c.leasing_org_id });
}

export type LeaseFilter = Omit<VehicleLeasingListQuery, 'count_perpage' | 'page' | 'sort' | 'sort_by'>;

export function leaseCondition(scope: Scope, query: LeaseFilter): SQL | undefined {
  const approvals = flagValues(query.dealer_approval)?.map((code) => DEALER_APPROVAL_CODES[code]);
  return and(
    leaseScope(scope),
    approvals
      ? inArray(
          c.dealer_approval,
          approvals.filter((a): a is DealerApproval => a !== undefined),
        )
      : undefined,
    query.dealer_id === undefined ? undefined : eq(c.dealer_id, query.dealer_id),
    query.leasing_id === undefined ? undefined : eq(c.leasing_org_id, query.leasing_id),
    searchCondition(query),
    ...VEHICLE_LEASING_FLAGS.map((flag) => flagCondition(flag, query[flag])),
  );
}

const SORT_COLUMNS: Record<VehicleLeasingSort, AnyPgColumn> = {
  created_at: c.created_at,
  chassis_number: c.chassis_number,
  vehicle_number: vehicles.vehicle_number,
  owner_name: c.owner_name,
  customer_name: customerOrg.name,
  leasing_name: leasingOrg.name,
  dealer_name: dealerOrg.name,
  contract_number: c.contract_number,
  start_date: c.start_date,
  last_update: vehicleState.time,
};

/** The order of a page: the chosen column (empty values last), then the newest contract first for ties. */
export function leaseOrder(sortBy: VehicleLeasingSort, sort: 'asc' | 'desc'): SQL[] {
  const direction = sort === 'asc' ? sql`ASC` : sql`DESC`;
  return [sql`${SORT_COLUMNS[sortBy]} ${direction} NULLS LAST`, sql`${c.id} ${direction}`];
}
