import { sql, type SQL } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { organizations } from '../../db/schema.js';

/**
 * What the call centre may act on (docs/decisions.md): organisations outside the admin realm that the
 * agent's scope sees; their users except the root account and other call-centre agents. Administrators,
 * HQ staff and agents are out of reach, so an agent can never send their reset mails or unlock them.
 */
export const reachableOrg = (scope: Scope, orgId: SQL | number): SQL =>
  sql`${orgId} IN (SELECT ${organizations.id} FROM ${organizations}
    WHERE ${organizations.realm_id} <> ${REALM_ID.admin} AND ${orgCondition(scope, organizations.id)})`;

/** The condition on a `users` row aliased `u` (an agent holds use_call_center as true or 1, as hasPermission reads it). */
export const reachableUser = (scope: Scope): SQL =>
  sql`(u.isorgadmin <> 0 AND coalesce(u.user_access -> 'use_call_center' IN ('true'::jsonb, '1'::jsonb), false) = false
    AND ${reachableOrg(scope, sql`u.organization_id`)})`;

/** A vehicle may move only to an organisation owning a fleet: customers, Euro 4 and Best Agro. */
export const FLEET_REALM_IDS = [REALM_ID.customer, REALM_ID.euro4, REALM_ID['best-agro']];
