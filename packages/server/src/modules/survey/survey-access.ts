import { sql, type SQL } from 'drizzle-orm';
import { REALM_ID, type TokenPayload } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import type { Scope } from '../../auth/scope.js';

/**
 * Who sees which survey (docs/decisions.md). Writing: root and the admin realm every survey; anyone
 * else with add_survey (a dealer for its customers, a fleet for its own people) its organisation's
 * surveys only. Answering: a published survey in its period whose audience holds the caller and
 * whose owner reaches the caller's organisation (the brand everyone, a dealer itself and its
 * customers, any other organisation itself).
 */
export const ownedCondition = (scope: Scope, viewer: Pick<TokenPayload, 'organization_id'>): SQL =>
  scope.kind === 'all' ? sql`true` : sql`s.organization_id = ${viewer.organization_id}`;

/** The organisations an owner may put in an audience; null for any (the brand's). */
export async function reachOf(db: Db, ownerOrgId: number): Promise<Set<number> | null> {
  const [owner] = await queryRows<{ realm_id: number }>(
    db,
    sql`SELECT realm_id FROM organizations WHERE id = ${ownerOrgId}`,
  );
  if (!owner || owner.realm_id === REALM_ID.admin) return null;
  const rows = await queryRows<{ id: number }>(
    db,
    owner.realm_id === REALM_ID.dealer
      ? sql`SELECT id FROM organizations WHERE id = ${ownerOrgId} OR dealer_id = ${ownerOrgId}`
      : sql`SELECT id FROM organizations WHERE id = ${ownerOrgId}`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The surveys open to a respondent now: published, in period, its audience, its owner's reach. With
 * `ignoringPeriod`, a survey of its audience in any state but draft (to tell "not open" from "unknown").
 */
export const openToCondition = (
  viewer: Pick<TokenPayload, 'organization_id' | 'realm_id'>,
  { ignoringPeriod = false } = {},
): SQL => sql`
  ${ignoringPeriod ? sql`s.status <> 'draft'` : sql`s.status = 'published' AND now() >= s.start_time AND now() < s.end_time`}
  AND ((cardinality(s.audience_realm_ids) = 0 AND cardinality(s.audience_organization_ids) = 0)
    OR ${viewer.realm_id}::int = ANY(s.audience_realm_ids)
    OR ${viewer.organization_id}::int = ANY(s.audience_organization_ids))
  AND EXISTS (SELECT 1 FROM organizations owner WHERE owner.id = s.organization_id AND (
    owner.realm_id = ${REALM_ID.admin}
    OR owner.id = ${viewer.organization_id}
    OR (owner.realm_id = ${REALM_ID.dealer}
      AND owner.id = (SELECT dealer_id FROM organizations WHERE id = ${viewer.organization_id}))))`;
