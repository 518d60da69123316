import { and, eq, ne, sql } from 'drizzle-orm';
import {
  isEmail,
  maskEmail,
  maskPhone,
  OrganizationRow,
  pickGiven,
  REALM_ID,
  realmById,
  UserOrgAddBody,
  UserOrgEditBody,
} from '@armada/domain';
import { organizations } from '../../db/schema.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import { orgCondition } from '../../auth/scope.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';

type OrgInput = Partial<UserOrgAddBody>;

/** The organisation's own fields; its realm is set once, when it is added. */
const ORG_FIELDS = [
  'name',
  'code',
  'dealer_id',
  'address',
  'latitude',
  'longitude',
  'phone',
  'email',
] as const satisfies readonly (keyof OrgInput)[];

async function checkDealer(ctx: WriteContext, dealerId: number): Promise<void> {
  const rows = await ctx.db
    .select({ realm_id: organizations.realm_id })
    .from(organizations)
    .where(and(eq(organizations.id, dealerId), orgCondition(ctx.scope, organizations.id)));
  if (rows[0]?.realm_id !== REALM_ID.dealer) throw new AppError(400, 'invalid_dealer');
}

export async function checkCodeFree(ctx: WriteContext, code: string, exceptId?: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`lower(${organizations.code}) = ${code.toLowerCase()}`,
        exceptId ? ne(organizations.id, exceptId) : undefined,
      ),
    );
  if (rows.length > 0) throw new AppError(409, 'org_code_taken');
}

/**
 * Who may create what: the administrators any organisation; a dealer only customers under itself
 * (the dealer defaults to itself); everyone else nothing.
 */
function placement(ctx: WriteContext, input: OrgInput, adding: boolean): { dealer_id?: number } {
  const { scope } = ctx;
  if (scope.kind === 'all') return {};
  if (scope.kind === 'own') throw forbidden();
  if (input.realm_id !== undefined && input.realm_id !== REALM_ID.customer) throw forbidden();
  if (input.dealer_id !== undefined && input.dealer_id !== scope.orgId) throw forbidden();
  return adding ? { dealer_id: scope.orgId } : {};
}

/** The row's values from a valid body; `id` is the row being edited (absent when adding). */
async function checkedValues(input: OrgInput, ctx: WriteContext, id?: number) {
  if (input.realm_id !== undefined && !realmById(input.realm_id)) throw badRequest('bad_request');
  if (input.email && !isEmail(input.email)) throw badRequest('invalid_email');
  const placed = placement(ctx, input, id === undefined);
  const values = { ...pickGiven(input, ORG_FIELDS), ...placed };
  if (input.name !== undefined) values.name = input.name.trim();
  if (values.dealer_id !== undefined && !placed.dealer_id) await checkDealer(ctx, values.dealer_id);
  if (values.code) await checkCodeFree(ctx, values.code, id);
  return id === undefined ? { ...values, realm_id: input.realm_id } : values;
}

/** `user/user_org`: organisations (customers, dealers, leasing companies) on the generic resource API. */
export const userOrgResource = defineResource({
  group: 'user',
  name: 'user_org',
  table: organizations,
  id: organizations.id,
  row: OrganizationRow,
  fields: {
    id: organizations.id,
    name: organizations.name,
    code: organizations.code,
    realm_id: organizations.realm_id,
    dealer_id: organizations.dealer_id,
    address: organizations.address,
    latitude: organizations.latitude,
    longitude: organizations.longitude,
    phone: organizations.phone,
    email: organizations.email,
    isactive: organizations.isactive,
    created_at: organizations.created_at,
  },
  searchable: [organizations.name, organizations.code],
  filterable: {
    realm_id: { column: organizations.realm_id, type: 'integer' },
    dealer_id: { column: organizations.dealer_id, type: 'integer' },
    isactive: { column: organizations.isactive, type: 'integer' },
  },
  sortable: {
    id: organizations.id,
    name: organizations.name,
    code: organizations.code,
    created_at: organizations.created_at,
  },
  defaultSort: 'name',
  paged: true,
  visible: (scope) => orgCondition(scope, organizations.id),
  // The list masks phone and e-mail as the customer list does; the view (the edit form) has them whole.
  listed: (row) => ({
    ...row,
    phone: row.phone ? maskPhone(row.phone) : row.phone,
    email: row.email ? maskEmail(row.email) : row.email,
  }),
  access: {
    list: 'list_user_org',
    view: 'list_user_org',
    add: 'add_user_org',
    edit: 'add_user_org',
    deactivate: 'add_user_org',
  },
  add: {
    body: UserOrgAddBody,
    writable: () => [...ORG_FIELDS, 'realm_id'],
    values: (input, ctx) => checkedValues(input, ctx),
  },
  edit: {
    body: UserOrgEditBody,
    writable: () => ORG_FIELDS,
    values: async (input, ctx, id) => ({ ...(await checkedValues(input, ctx, id)), updated_at: new Date() }),
  },
  deactivate: () => ({ isactive: 0, updated_at: new Date() }),
});
