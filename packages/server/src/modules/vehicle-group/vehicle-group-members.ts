import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { VEHICLE_GROUP_MAX_MEMBERS } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { AppError } from '../../errors.js';
import { vehicleGroupMembers } from './vehicle-group-tables.js';

/** Lookups and inserts go in slices, well under PostgreSQL's 65535 parameters per statement. */
const CHUNK = 5_000;
/** How many refused vehicles the error names; the rest are counted. */
const NAMED_REFUSALS = 5;

export type MemberRefs = { ids: number[]; imeis: string[] };

const split = (text: string | undefined) => (text ? text.split(',') : []);

/** The vehicles a body names by id and by imei, each once; null when it names none. */
export function memberRefs(body: { vehicle_ids?: string | undefined; imeis?: string | undefined }): MemberRefs | null {
  const ids = [...new Set(split(body.vehicle_ids).map(Number))];
  const imeis = [...new Set(split(body.imeis))];
  return ids.length + imeis.length === 0 ? null : { ids, imeis };
}

const slices = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

function refused(missing: readonly string[]): AppError {
  const named = missing.slice(0, NAMED_REFUSALS).join(', ');
  const more = missing.length > NAMED_REFUSALS ? ` (+${missing.length - NAMED_REFUSALS})` : '';
  const vehicles = `${named}${more}`;
  // `vehicles` fills the message in the user's language; `refused` lists every one.
  return new AppError(400, 'vehicle_group_vehicles_invalid', {
    values: { vehicles },
    result: { vehicles, refused: missing },
  });
}

/**
 * The ids of the named vehicles, refusing (400, nothing written) any the caller may not see or that
 * the group's organisation neither owns nor leases: a group only holds its own fleet.
 */
export async function resolveMembers(db: Db, scope: Scope, orgId: number, refs: MemberRefs): Promise<number[]> {
  if (refs.ids.length + refs.imeis.length > VEHICLE_GROUP_MAX_MEMBERS) throw new AppError(400, 'bad_request');
  const allowed = and(
    vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
    or(eq(vehicles.organization_id, orgId), eq(vehicles.leasing_org_id, orgId)),
  );
  const found: { id: number; imei: string }[] = [];
  const lookups = [
    ...slices(refs.ids).map((ids) => inArray(vehicles.id, ids)),
    ...slices(refs.imeis).map((imeis) => inArray(vehicles.imei, imeis)),
  ];
  for (const named of lookups) {
    found.push(
      ...(await db.select({ id: vehicles.id, imei: vehicles.imei }).from(vehicles).where(and(named, allowed))),
    );
  }
  const foundIds = new Set(found.map((row) => row.id));
  const foundImeis = new Set(found.map((row) => row.imei));
  const missing = [
    ...refs.ids.filter((id) => !foundIds.has(id)).map(String),
    ...refs.imeis.filter((imei) => !foundImeis.has(imei)),
  ];
  if (missing.length > 0) throw refused(missing);
  return [...foundIds];
}

/**
 * Makes the group hold exactly these vehicles among those the caller sees; members the caller
 * cannot see (another company's truck leased in) stay, as the caller could not have taken them out.
 */
export async function replaceMembers(db: Db, scope: Scope, groupId: number, vehicleIds: readonly number[]) {
  const visible = vehicleCondition(scope, {
    organizationId: vehicles.organization_id,
    leasingOrgId: vehicles.leasing_org_id,
  });
  await db
    .delete(vehicleGroupMembers)
    .where(
      and(
        eq(vehicleGroupMembers.group_id, groupId),
        sql`${vehicleGroupMembers.vehicle_id} IN (SELECT ${vehicles.id} FROM ${vehicles} WHERE ${visible})`,
      ),
    );
  await addMembers(db, groupId, vehicleIds);
}

export async function addMembers(db: Db, groupId: number, vehicleIds: readonly number[]) {
  for (const ids of slices(vehicleIds)) {
    await db
      .insert(vehicleGroupMembers)
      .values(ids.map((vehicle_id) => ({ group_id: groupId, vehicle_id })))
      .onConflictDoNothing();
  }
}
