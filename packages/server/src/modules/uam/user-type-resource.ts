import { sql } from 'drizzle-orm';
import { realmById, REALM_ID, RoleRow, UserTypeAddBody, UserTypeEditBody } from '@armada/domain';
import { organizations } from '../../db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import type { Scope } from '../../auth/scope.js';
import { sessionsChanged } from '../../auth/session-end.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { keyAfterEdit } from '../../resources/seeded-description.js';
import { checkedKeys, checkKeysHeld, userManager } from './grantor.js';
import { userTypes } from './uam-tables.js';
import { checkRoleNameFree, holdersOf, roleById, spreadRoleAccess, usersWithRole } from './user-type-repository.js';

type RoleInput = Partial<UserTypeAddBody>;

/** A role's fields; its realm is set once, when it is added. */
const ROLE_FIELDS = ['name', 'description', 'permission_keys'] as const satisfies readonly (keyof RoleInput)[];

/**
 * Roles are the brand's: administrators (the admin realm and root) define them. Others see the
 * roles they could give: a dealer those of dealers and customers, anyone else their own realm's.
 */
function visibleRoles(scope: Scope) {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'dealer':
      return sql`${userTypes.realm_id} IN (${REALM_ID.dealer}, ${REALM_ID.customer})`;
    case 'own':
      return sql`${userTypes.realm_id} = (SELECT ${organizations.realm_id} FROM ${organizations} WHERE ${organizations.id} = ${scope.orgId})`;
  }
}

async function roleAdmin(ctx: WriteContext) {
  if (ctx.scope.kind !== 'all') throw forbidden();
  return userManager(ctx);
}

/** Checks a role body; a key may be added only by someone who holds it. */
async function roleValues(input: RoleInput, ctx: WriteContext, id?: number) {
  const grantor = await roleAdmin(ctx);
  const current = id === undefined ? undefined : await roleById(ctx.db, id);
  if (id !== undefined && !current) throw notFound();
  if (input.realm_id !== undefined && !realmById(input.realm_id)) throw badRequest('invalid_value');
  const realmId = input.realm_id ?? current?.realm_id;
  const name = input.name?.trim();
  if (name !== undefined && realmId !== undefined) await checkRoleNameFree(ctx.db, realmId, name, id);
  const keys = input.permission_keys === undefined ? undefined : checkedKeys(input.permission_keys);
  if (keys)
    checkKeysHeld(
      grantor,
      keys.filter((key) => !current?.permission_keys.includes(key)),
    );
  const description = input.description?.trim();
  const values = {
    name,
    realm_id: id === undefined ? input.realm_id : undefined,
    description,
    ...(current ? keyAfterEdit([current.description, description]) : {}),
    permission_keys: keys,
    created_by: id === undefined ? ctx.viewer.user_id : undefined,
    updated_at: id === undefined ? undefined : new Date(),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** `user/user_type`: roles, each a realm's named set of permission keys given to its users. */
export const userTypeResource = defineResource({
  group: 'user',
  name: 'user_type',
  table: userTypes,
  id: userTypes.id,
  row: RoleRow,
  fields: {
    id: userTypes.id,
    name: userTypes.name,
    realm_id: userTypes.realm_id,
    description: userTypes.description,
    description_key: userTypes.description_key,
    permission_keys: userTypes.permission_keys,
    // Subqueries name their tables: a single-table select renders its columns unqualified.
    user_count: sql<number>`(SELECT count(*) FROM users u WHERE u.user_type_id = user_types.id)::int`.as('user_count'),
    created_at: userTypes.created_at,
    updated_at: userTypes.updated_at,
  },
  searchable: [userTypes.name, userTypes.description],
  filterable: { realm_id: { column: userTypes.realm_id, type: 'integer' } },
  sortable: { id: userTypes.id, name: userTypes.name, realm_id: userTypes.realm_id, created_at: userTypes.created_at },
  defaultSort: 'name',
  paged: true,
  visible: visibleRoles,
  access: {
    list: 'list_user_type',
    view: 'list_user_type',
    add: 'edit_user_type',
    edit: 'edit_user_type',
    delete: 'edit_user_type',
  },
  add: {
    body: UserTypeAddBody,
    writable: () => [...ROLE_FIELDS, 'realm_id'],
    values: (input, ctx) => roleValues(input, ctx),
  },
  edit: { body: UserTypeEditBody, writable: () => ROLE_FIELDS, values: (input, ctx, id) => roleValues(input, ctx, id) },
  hooks: {
    beforeRemove: async (ctx, id) => {
      await roleAdmin(ctx);
      const holders = await usersWithRole(ctx.db, id);
      if (holders > 0)
        throw new AppError(409, 'role_in_use', { values: { count: holders }, result: { count: holders } });
    },
    afterWrite: async (ctx, id, endpoint) => {
      if (endpoint === 'edit') await spreadRoleAccess(ctx.db, id);
    },
    // Keys taken from a role ended its holders' sessions (migration 0030); every node drops them at once.
    afterCommit: async (app, ctx, id, endpoint) => {
      if (endpoint === 'edit') sessionsChanged(app, await holdersOf(ctx.db, id));
    },
  },
});
