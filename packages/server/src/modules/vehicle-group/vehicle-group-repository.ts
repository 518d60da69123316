import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { VehicleGroup, VehicleGroupDetail } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations, vehicles } from '../../db/schema.js';
import { orgCondition, vehicleCondition, type Scope } from '../../auth/scope.js';
import { vehicleGroupMembers, vehicleGroups } from './vehicle-group-tables.js';

export type GroupFilter = { search?: string | undefined; userId?: number | undefined };
export type GroupPaging = { limit: number; page: number };

function whereOf(scope: Scope, filter: GroupFilter): SQL | undefined {
  const text = filter.search?.trim().toLowerCase();
  const pattern = text ? containsPattern(text) : null;
  return and(
    orgCondition(scope, vehicleGroups.organization_id),
    pattern
      ? sql`(lower(${vehicleGroups.name}) LIKE ${pattern} OR lower(${vehicleGroups.description}) LIKE ${pattern})`
      : undefined,
    filter.userId === undefined ? undefined : eq(vehicleGroups.created_by, filter.userId),
  );
}

const visibleVehicle = (scope: Scope) =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

/** The groups with their organisation's name, to be narrowed by a condition. */
const selectGroups = (db: Db) =>
  db
    .select({
      id: vehicleGroups.id,
      organization_id: vehicleGroups.organization_id,
      organization_name: organizations.name,
      name: vehicleGroups.name,
      description: vehicleGroups.description,
      description_key: vehicleGroups.description_key,
      created_by: vehicleGroups.created_by,
      created_at: vehicleGroups.created_at,
      updated_at: vehicleGroups.updated_at,
    })
    .from(vehicleGroups)
    .innerJoin(organizations, eq(organizations.id, vehicleGroups.organization_id));

type GroupRow = Omit<VehicleGroup, 'created_at' | 'updated_at' | 'vehicle_count' | 'imeis'> & {
  created_at: Date;
  updated_at: Date;
};

const groupOf = (row: GroupRow, imeis: string[]): VehicleGroup => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  vehicle_count: imeis.length,
  imeis,
});

/** The members' imeis of these groups, only vehicles the caller may see, by imei. */
async function memberImeis(db: Db, scope: Scope, groupIds: number[]): Promise<Map<number, string[]>> {
  const byGroup = new Map<number, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ group_id: vehicleGroupMembers.group_id, imei: vehicles.imei })
    .from(vehicleGroupMembers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleGroupMembers.vehicle_id))
    .where(and(inArray(vehicleGroupMembers.group_id, groupIds), visibleVehicle(scope)))
    .orderBy(asc(vehicles.imei));
  for (const row of rows) byGroup.get(row.group_id)?.push(row.imei);
  return byGroup;
}

/** One page of the groups visible in the scope, by name, each with its members' imeis. */
export async function listVehicleGroups(
  db: Db,
  scope: Scope,
  filter: GroupFilter,
  paging: GroupPaging,
): Promise<{ rows: VehicleGroup[]; total: number }> {
  const where = whereOf(scope, filter);
  const [counted] = await db.select({ n: count() }).from(vehicleGroups).where(where);
  const rows = await selectGroups(db)
    .where(where)
    .orderBy(asc(vehicleGroups.name), asc(vehicleGroups.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const imeis = await memberImeis(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return { total: Number(counted?.n ?? 0), rows: rows.map((row) => groupOf(row, imeis.get(row.id) ?? [])) };
}

/** One group visible in the scope with its members named (only vehicles the caller sees), or undefined. */
export async function viewVehicleGroup(db: Db, scope: Scope, id: number): Promise<VehicleGroupDetail | undefined> {
  const [row] = await selectGroups(db)
    .where(and(eq(vehicleGroups.id, id), orgCondition(scope, vehicleGroups.organization_id)))
    .limit(1);
  if (!row) return undefined;
  const members = await db
    .select({
      id: vehicles.id,
      imei: vehicles.imei,
      vehicle_name: vehicles.vehicle_name,
      vehicle_number: vehicles.vehicle_number,
    })
    .from(vehicleGroupMembers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleGroupMembers.vehicle_id))
    .where(and(eq(vehicleGroupMembers.group_id, id), visibleVehicle(scope)))
    .orderBy(asc(vehicles.vehicle_name), asc(vehicles.id));
  const group = groupOf(
    row,
    members.map((member) => member.imei),
  );
  return { ...group, imeis: [...group.imeis].sort(), vehicles: members };
}
