import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, vehicles } from '../../db/schema.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { FLEET_ORGS } from '../fleet/fleet-plan.js';
import { vehicleGroupMembers, vehicleGroups } from '../../modules/vehicle-group/vehicle-group-tables.js';

const MEMBER_CHUNK = 5_000;

/** `key` names the description (description_key) for the web to show it in the reader's language. */
type PlannedGroup = { name: string; description: string; key: string; vehicleIds: number[] };

/** A demo fleet's groups: one per area its trucks work (the vehicles' vehicle_group), and its reefers. */
export function plannedGroups(rows: readonly { id: number; area: string | null; type: string | null }[]) {
  const groups = new Map<string, PlannedGroup>();
  const add = (name: string, description: string, key: string, id: number) => {
    const group = groups.get(name) ?? { name, description, key, vehicleIds: [] };
    group.vehicleIds.push(id);
    groups.set(name, group);
  };
  for (const row of rows) {
    if (row.area) add(row.area, `Trucks working the ${row.area} routes`, 'area_routes', row.id);
    if (row.type === 'Reefer') add('Cold chain', 'Refrigerated trucks with a temperature probe', 'cold_chain', row.id);
  }
  return [...groups.values()];
}

/**
 * Groups seeded before descriptions were named get their key, unless someone has changed the group's
 * name or text since (the UPDATE matches only the seeded name and English text).
 */
async function keyDescriptions(db: Db, orgId: number, planned: readonly PlannedGroup[]): Promise<void> {
  for (const group of planned) {
    await db
      .update(vehicleGroups)
      .set({ description_key: group.key })
      .where(
        and(
          eq(vehicleGroups.organization_id, orgId),
          eq(vehicleGroups.name, group.name),
          eq(vehicleGroups.description, group.description),
          isNull(vehicleGroups.description_key),
        ),
      );
  }
}

/** Groups for every demo fleet organisation; running it again adds only members for new vehicles. */
export async function seedVehicleGroups(db: Db): Promise<void> {
  for (const code of FLEET_ORGS) {
    const orgId = await orgIdByCode(db, code);
    const rows = await db
      .select({ id: vehicles.id, area: vehicles.vehicle_group, type: vehicles.vehicle_type })
      .from(vehicles)
      .where(and(eq(vehicles.organization_id, orgId), isNotNull(vehicles.vehicle_group)))
      .orderBy(asc(vehicles.id));
    const planned = plannedGroups(rows);
    if (planned.length === 0) continue;
    const [creator] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organization_id, orgId), eq(users.isorgadmin, 1)))
      .orderBy(asc(users.id))
      .limit(1);
    await db
      .insert(vehicleGroups)
      .values(
        planned.map((g) => ({
          organization_id: orgId,
          name: g.name,
          description: g.description,
          description_key: g.key,
          created_by: creator?.id ?? null,
        })),
      )
      .onConflictDoNothing();
    await keyDescriptions(db, orgId, planned);
    const ids = await db
      .select({ id: vehicleGroups.id, name: vehicleGroups.name })
      .from(vehicleGroups)
      .where(
        and(
          eq(vehicleGroups.organization_id, orgId),
          inArray(
            vehicleGroups.name,
            planned.map((g) => g.name),
          ),
        ),
      );
    const idByName = new Map(ids.map((row) => [row.name, row.id]));
    const members = planned.flatMap((g) =>
      g.vehicleIds.map((vehicle_id) => ({ group_id: idByName.get(g.name) ?? 0, vehicle_id })),
    );
    // Slices keep each INSERT well under PostgreSQL's 65535-parameter limit on large fleets.
    for (let i = 0; i < members.length; i += MEMBER_CHUNK) {
      await db
        .insert(vehicleGroupMembers)
        .values(members.slice(i, i + MEMBER_CHUNK))
        .onConflictDoNothing();
    }
  }
}
