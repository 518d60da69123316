import { and, eq, sql } from 'drizzle-orm';
import { isEmail, LeasingAddBody, LeasingCompanyRow, LeasingEditBody, pickGiven, REALM_ID } from '@armada/domain';
import { organizations } from '../../db/schema.js';
import { badRequest, forbidden } from '../../errors.js';
import type { Scope } from '../../auth/scope.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { checkCodeFree } from '../user/user-org-resource.js';
import { vehicleLeases } from './leasing-tables.js';

const leasingRealm = eq(organizations.realm_id, REALM_ID.leasing);

/**
 * Administrators see every leasing company, dealers too (read only: they filter their leased
 * vehicles by leasing company), a leasing company itself, anyone else none.
 */
export function leasingVisible(scope: Scope) {
  if (scope.kind === 'own') return and(leasingRealm, eq(organizations.id, scope.orgId)) ?? sql`false`;
  return leasingRealm;
}

// Qualified by hand: in a one-table select Drizzle writes a column unqualified, and "id" would mean the lease's.
const outerId = sql.raw('"organizations"."id"');
const leasesOf = (status: 'approved' | 'pending', alias: string) =>
  sql<number>`(SELECT count(*)::int FROM ${vehicleLeases} WHERE ${vehicleLeases.leasing_org_id} = ${outerId}
    AND ${vehicleLeases.dealer_approval} = ${status})`.as(alias);

type CompanyInput = Partial<LeasingAddBody>;

const COMPANY_FIELDS = ['name', 'code', 'address', 'phone', 'email'] as const satisfies readonly (keyof CompanyInput)[];

/** Only the administrators add and change leasing companies: the brand chooses its leasing partners. */
async function companyValues(input: CompanyInput, ctx: WriteContext, id?: number) {
  if (ctx.scope.kind !== 'all') throw forbidden();
  if (input.email && !isEmail(input.email)) throw badRequest('invalid_email');
  if (input.code) await checkCodeFree(ctx, input.code, id);
  const values = pickGiven(input, COMPANY_FIELDS);
  if (input.name !== undefined) values.name = input.name.trim();
  return values;
}

/** `user/leasing`: the organisations of the leasing realm on the generic resource API (spec section 7.6). */
export const leasingResource = defineResource({
  group: 'user',
  name: 'leasing',
  table: organizations,
  id: organizations.id,
  row: LeasingCompanyRow,
  fields: {
    id: organizations.id,
    name: organizations.name,
    code: organizations.code,
    address: organizations.address,
    phone: organizations.phone,
    email: organizations.email,
    isactive: organizations.isactive,
    created_at: organizations.created_at,
    vehicle_count: leasesOf('approved', 'vehicle_count'),
    pending_count: leasesOf('pending', 'pending_count'),
  },
  searchable: [organizations.name, organizations.code],
  filterable: { isactive: { column: organizations.isactive, type: 'integer' } },
  sortable: {
    id: organizations.id,
    name: organizations.name,
    code: organizations.code,
    created_at: organizations.created_at,
  },
  defaultSort: 'name',
  paged: true,
  visible: leasingVisible,
  // Deactivation is the organisation resource's (DELETE user/user_org/deactivate_user_org), as the spec lists it.
  access: { list: 'list_user_leasing', view: 'list_user_leasing', add: 'add_user_org', edit: 'add_user_org' },
  add: {
    body: LeasingAddBody,
    writable: () => COMPANY_FIELDS,
    values: async (input, ctx) => ({ ...(await companyValues(input, ctx)), realm_id: REALM_ID.leasing }),
  },
  edit: {
    body: LeasingEditBody,
    writable: () => COMPANY_FIELDS,
    values: async (input, ctx, id) => ({ ...(await companyValues(input, ctx, id)), updated_at: new Date() }),
  },
});
