import { sql } from 'drizzle-orm';
import { CustomerAccessRow, REALM_ID, UserAccessEditBody } from '@armada/domain';
import { orgCondition } from '../../auth/scope.js';
import { sessionsChanged } from '../../auth/session-end.js';
import { defineResource } from '../../resources/resource-definition.js';
import { userAccounts } from './uam-tables.js';
import { ACCOUNT_FIELDS, ACCOUNT_SORT } from './user-profile-resource.js';
import { changedUserValues } from './user-profile-values.js';

// Subqueries name their tables: a single-table select renders its columns unqualified.
const dealerName = sql<
  string | null
>`(SELECT d.name FROM organizations c JOIN organizations d ON d.id = c.dealer_id WHERE c.id = users.organization_id)`;
const accessCount = sql<number>`(SELECT count(*) FROM jsonb_object_keys(coalesce(users.user_access, '{}'::jsonb)))::int`;

/**
 * `user/user_access`: the users of customer organisations and their access (/user-access/customer),
 * for the brand and the dealers who look after those customers. A user's access is their role;
 * changing it follows the same rules as `user/user_profile`.
 */
export const userAccessResource = defineResource({
  group: 'user',
  name: 'user_access',
  table: userAccounts,
  id: userAccounts.id,
  row: CustomerAccessRow,
  fields: {
    ...ACCOUNT_FIELDS,
    dealer_name: dealerName.as('dealer_name'),
    access_count: accessCount.as('access_count'),
  },
  searchable: [userAccounts.username, userAccounts.name, userAccounts.email],
  filterable: {
    organization_id: { column: userAccounts.organization_id, type: 'integer' },
    user_type_id: { column: userAccounts.user_type_id, type: 'integer' },
    isorgadmin: { column: userAccounts.isorgadmin, type: 'integer' },
    isactive: { column: userAccounts.isactive, type: 'integer' },
  },
  sortable: ACCOUNT_SORT,
  defaultSort: 'username',
  paged: true,
  visible: (scope) =>
    sql`${orgCondition(scope, userAccounts.organization_id)} AND ${userAccounts.realm_id} = ${REALM_ID.customer}`,
  access: { list: 'list_user_access', view: 'list_user_access', edit: 'edit_user_access' },
  edit: {
    body: UserAccessEditBody,
    writable: () => ['user_type_id'],
    values: (input, ctx, id) => changedUserValues({ user_type_id: input.user_type_id }, ctx, id ?? 0),
  },
  // A new role ended the user's sessions (migration 0030); every node drops them at once.
  hooks: { afterCommit: async (app, _ctx, id) => sessionsChanged(app, [id]) },
});
