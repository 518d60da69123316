import type { Db } from '../db/client.js';
import { vehicleCondition, type Scope } from '../auth/scope.js';
import { vehicles } from '../db/schema.js';

/** Which vehicles a live client may follow: 'all' needs no list (root and the admin realm). */
export type Visible = 'all' | ReadonlySet<string>;

/** The IMEIs of the vehicles visible in the scope, in one query. */
export async function visibleImeis(db: Db, scope: Scope): Promise<Visible> {
  if (scope.kind === 'all') return 'all';
  const rows = await db
    .select({ imei: vehicles.imei })
    .from(vehicles)
    .where(
      vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
    );
  return new Set(rows.map((row) => row.imei));
}

export function isVisible(visible: Visible, imei: string): boolean {
  return visible === 'all' || visible.has(imei);
}
