import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { realmById } from '@armada/domain';
import type { TokenPayload } from '@armada/domain';
import { organizations } from '../db/schema.js';
import { queryRows, type Db } from '../db/client.js';

/**
 * What a caller's organisation may see. The one mechanism every query uses: root and the admin
 * realm see everything, a dealer its own organisation and its customers, anyone else their own
 * organisation (leasing companies see leased vehicles through the vehicle scope, added with vehicles).
 */
export type Scope = { kind: 'all' } | { kind: 'dealer'; orgId: number } | { kind: 'own'; orgId: number };

export function scopeFor(viewer: Pick<TokenPayload, 'isorgadmin' | 'realm_id' | 'organization_id'>): Scope {
  if (viewer.isorgadmin === 0) return { kind: 'all' };
  const realm = realmById(viewer.realm_id);
  if (realm === 'admin') return { kind: 'all' };
  if (realm === 'dealer') return { kind: 'dealer', orgId: viewer.organization_id };
  return { kind: 'own', orgId: viewer.organization_id };
}

/** A condition keeping rows whose organisation column is visible in the scope. */
export function orgCondition(scope: Scope, column: AnyPgColumn): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'dealer':
      return sql`${column} IN (SELECT ${organizations.id} FROM ${organizations} WHERE ${organizations.id} = ${scope.orgId} OR ${organizations.dealer_id} = ${scope.orgId})`;
    case 'own':
      return sql`${column} = ${scope.orgId}`;
  }
}

/**
 * A condition keeping the vehicles visible in the scope: by the owner's organisation, and for a
 * leasing company also the vehicles it leases.
 */
export function vehicleCondition(
  scope: Scope,
  columns: { organizationId: AnyPgColumn; leasingOrgId: AnyPgColumn },
): SQL {
  if (scope.kind !== 'own') return orgCondition(scope, columns.organizationId);
  return sql`(${columns.organizationId} = ${scope.orgId} OR ${columns.leasingOrgId} = ${scope.orgId})`;
}

export type VehicleFilter = (organizationId: number, leasingOrgId: number | null) => boolean;

/**
 * The in-memory twin of `vehicleCondition` (auth/scope.ts) for lists served from memory: the same
 * rule (all; a dealer's own organisation and its customers; one's own organisation or what it leases).
 */
export async function vehicleFilter(db: Db, scope: Scope): Promise<VehicleFilter> {
  switch (scope.kind) {
    case 'all':
      return () => true;
    case 'own':
      return (org, leasing) => org === scope.orgId || leasing === scope.orgId;
    case 'dealer': {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT ${organizations.id} AS id FROM ${organizations}
          WHERE ${organizations.id} = ${scope.orgId} OR ${organizations.dealer_id} = ${scope.orgId}`,
      );
      const ids = new Set(rows.map((row) => row.id));
      return (org) => ids.has(org);
    }
  }
}
