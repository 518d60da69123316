import { sql, type SQL } from 'drizzle-orm';
import type { TokenPayload } from '@armada/domain';
import { organizations } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';
import { announcements } from './announcement-tables.js';

type Member = { orgId: SQL | number; realmId: SQL | number };

/**
 * Whether a member (an organisation and a realm, values or columns) is in an announcement's audience:
 * within its author's reach (everyone for root and the admin realm; else the author's organisation
 * and its customers), and named by it (its organisation or its realm) or the audience is left empty.
 */
export function inAudience({ orgId, realmId }: Member): SQL {
  const a = announcements;
  const reached = sql`(${a.reach_all} OR ${orgId} IN (SELECT ${organizations.id} FROM ${organizations}
    WHERE ${organizations.id} = ${a.organization_id} OR ${organizations.dealer_id} = ${a.organization_id}))`;
  const named = sql`((cardinality(${a.realm_ids}) = 0 AND cardinality(${a.organization_ids}) = 0)
    OR ${orgId} = ANY(${a.organization_ids}) OR ${realmId} = ANY(${a.realm_ids}))`;
  return sql`(${reached} AND ${named})`;
}

/** Published (its time has come), not yet ended. */
export const liveNow = (now: Date = new Date()): SQL =>
  sql`(${announcements.publish_at} <= ${now} AND (${announcements.end_at} IS NULL OR ${announcements.end_at} > ${now}))`;

/** What the caller's own audience has been shown: published announcements addressed to it. */
export const shownTo = (viewer: Pick<TokenPayload, 'organization_id' | 'realm_id'>): SQL =>
  sql`(${announcements.publish_at} <= now() AND ${inAudience({ orgId: viewer.organization_id, realmId: viewer.realm_id })})`;

/**
 * The announcements a caller sees on /announcement: root and the admin realm every one; others those
 * their organisation wrote and the published ones addressed to them.
 */
export function visibleAnnouncements(scope: Scope, viewer: TokenPayload): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`(${announcements.organization_id} = ${viewer.organization_id} OR ${shownTo(viewer)})`;
}

/** The announcements a caller may change or delete: root and the admin realm any; others their organisation's. */
export function ownAnnouncements(scope: Scope, viewer: TokenPayload): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`${announcements.organization_id} = ${viewer.organization_id}`;
}
