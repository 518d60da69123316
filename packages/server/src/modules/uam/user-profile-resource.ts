import { sql } from 'drizzle-orm';
import { AccountRow, UserProfileAddBody, UserProfileEditBody } from '@armada/domain';
import { orgCondition } from '../../auth/scope.js';
import { sessionsChanged } from '../../auth/session-end.js';
import { defineResource } from '../../resources/resource-definition.js';
import { sendSetPasswordMail } from './new-user-mail.js';
import { userAccounts } from './uam-tables.js';
import { changedUserValues, checkDeactivation, newUserValues } from './user-profile-values.js';

// Subqueries name their tables: a single-table select renders its columns unqualified.
const organizationName = sql<string>`(SELECT o.name FROM organizations o WHERE o.id = users.organization_id)`;
const roleName = sql<string | null>`(SELECT r.name FROM user_types r WHERE r.id = users.user_type_id)`;

/** The answer fields of a user (never the password columns); shared with `user/user_access`. */
export const ACCOUNT_FIELDS = {
  id: userAccounts.id,
  username: userAccounts.username,
  name: userAccounts.name,
  email: userAccounts.email,
  phone: userAccounts.phone,
  realm_id: userAccounts.realm_id,
  organization_id: userAccounts.organization_id,
  organization_name: organizationName.as('organization_name'),
  user_type_id: userAccounts.user_type_id,
  user_type_name: roleName.as('user_type_name'),
  isorgadmin: userAccounts.isorgadmin,
  access_type: userAccounts.access_type,
  isactive: userAccounts.isactive,
  user_access: userAccounts.user_access,
  created_at: userAccounts.created_at,
  updated_at: userAccounts.updated_at,
};

/**
 * The fields of a user a manager may set; which values it may give (levels, roles, organisations)
 * is grantor.ts's to decide. The username is set once, when the user is added.
 */
const PROFILE_FIELDS = [
  'name',
  'email',
  'phone',
  'organization_id',
  'user_type_id',
  'isorgadmin',
  'access_type',
] as const;

export const ACCOUNT_SORT = {
  id: userAccounts.id,
  username: userAccounts.username,
  name: userAccounts.name,
  email: userAccounts.email,
  isorgadmin: userAccounts.isorgadmin,
  isactive: userAccounts.isactive,
  created_at: userAccounts.created_at,
};

/**
 * `user/user_profile`: users. Administrators see everyone, a dealer its own and its customers'
 * users, anyone else their own organisation's; changes follow the rules of grantor.ts.
 */
export const userProfileResource = defineResource({
  group: 'user',
  name: 'user_profile',
  table: userAccounts,
  id: userAccounts.id,
  row: AccountRow,
  fields: ACCOUNT_FIELDS,
  searchable: [userAccounts.username, userAccounts.name, userAccounts.email, userAccounts.phone],
  filterable: {
    organization_id: { column: userAccounts.organization_id, type: 'integer' },
    realm_id: { column: userAccounts.realm_id, type: 'integer' },
    user_type_id: { column: userAccounts.user_type_id, type: 'integer' },
    isorgadmin: { column: userAccounts.isorgadmin, type: 'integer' },
    access_type: { column: userAccounts.access_type, type: 'integer' },
    isactive: { column: userAccounts.isactive, type: 'integer' },
  },
  sortable: ACCOUNT_SORT,
  defaultSort: 'username',
  paged: true,
  visible: (scope) => orgCondition(scope, userAccounts.organization_id),
  access: {
    list: 'list_user',
    view: 'list_user',
    add: 'edit_user_profile',
    edit: 'edit_user_profile',
    deactivate: 'edit_user_profile',
  },
  add: {
    body: UserProfileAddBody,
    writable: () => [...PROFILE_FIELDS, 'username'],
    values: (input, ctx) => newUserValues(input, ctx),
  },
  edit: {
    body: UserProfileEditBody,
    writable: () => [...PROFILE_FIELDS, 'isactive'],
    values: (input, ctx, id) => changedUserValues(input, ctx, id ?? 0),
  },
  deactivate: () => ({ isactive: 0, updated_at: new Date() }),
  hooks: {
    beforeRemove: (ctx, id) => checkDeactivation(ctx, id),
    afterCommit: async (app, ctx, id, endpoint) => {
      if (endpoint === 'add') await sendSetPasswordMail(app, id, ctx.language);
      // A change of level, role, organisation or activity ended the user's sessions (migration 0030).
      else sessionsChanged(app, [id]);
    },
  },
});
