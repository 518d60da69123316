import { and, eq, ne, sql } from 'drizzle-orm';
import {
  mayManageVehicleGroups,
  type TokenPayload,
  type VehicleGroupAddBody,
  type VehicleGroupEditBody,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import { keyAfterEdit } from '../../resources/seeded-description.js';
import { ownerFor } from '../vehicle/vehicle-registration.js';
import { addMembers, memberRefs, replaceMembers, resolveMembers } from './vehicle-group-members.js';
import { vehicleGroups } from './vehicle-group-tables.js';

export type GroupWriter = { db: Db; viewer: TokenPayload; scope: Scope };

const nameTaken = () => new AppError(409, 'vehicle_group_name_taken');

/** Only access type 3 (or root) changes groups; everyone with list_vehicle_group may look. */
function checkManager(viewer: TokenPayload): void {
  if (!mayManageVehicleGroups(viewer)) throw new AppError(403, 'vehicle_group_access_type');
}

/** Names are unique in an organisation regardless of case ('Jakarta' and 'jakarta' would confuse). */
async function checkNameFree(db: Db, orgId: number, name: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: vehicleGroups.id })
    .from(vehicleGroups)
    .where(
      and(
        eq(vehicleGroups.organization_id, orgId),
        sql`lower(${vehicleGroups.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(vehicleGroups.id, exceptId),
      ),
    )
    .limit(1);
  if (rows.length > 0) throw nameTaken();
}

/** Two writers racing for the same name: the loser is told, as if it had been checked first. */
async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.code ?? failure.cause?.code) === '23505') throw nameTaken();
    throw error;
  }
}

type StoredGroup = { organization_id: number; name: string; description: string };

async function visibleGroup(db: Db, scope: Scope, id: number): Promise<StoredGroup> {
  const [group] = await db
    .select({
      organization_id: vehicleGroups.organization_id,
      name: vehicleGroups.name,
      description: vehicleGroups.description,
    })
    .from(vehicleGroups)
    .where(and(eq(vehicleGroups.id, id), orgCondition(scope, vehicleGroups.organization_id)));
  if (!group) throw notFound();
  return group;
}

/** Creates a group with its vehicles in one transaction; every check runs before anything is written. */
export async function addVehicleGroup({ db, viewer, scope }: GroupWriter, body: VehicleGroupAddBody): Promise<number> {
  checkManager(viewer);
  const orgId = await ownerFor(db, scope, body.organization_id);
  const refs = memberRefs(body);
  if (!refs) throw new AppError(400, 'vehicle_not_selected');
  const name = body.name.trim();
  const vehicleIds = await resolveMembers(db, scope, orgId, refs);
  await checkNameFree(db, orgId, name);
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vehicleGroups)
        .values({
          organization_id: orgId,
          name,
          description: body.description?.trim() ?? '',
          created_by: viewer.user_id,
        })
        .returning({ id: vehicleGroups.id });
      if (!created) throw new AppError(500, 'server_error');
      await addMembers(tx as unknown as Db, created.id, vehicleIds);
      return created.id;
    }),
  );
}

/** Changes what is given of a group the caller sees (404 otherwise); given members replace the old. */
export async function editVehicleGroup({ db, viewer, scope }: GroupWriter, body: VehicleGroupEditBody): Promise<void> {
  checkManager(viewer);
  const { id } = body;
  const group = await visibleGroup(db, scope, id);
  const name = body.name?.trim();
  const description = body.description?.trim();
  if (name !== undefined) await checkNameFree(db, group.organization_id, name, id);
  const refs = body.vehicle_ids === undefined && body.imeis === undefined ? null : memberRefs(body);
  const vehicleIds = refs ? await resolveMembers(db, scope, group.organization_id, refs) : null;
  await refusingTakenName(() =>
    db.transaction(async (tx) => {
      await tx
        .update(vehicleGroups)
        .set({
          ...(name === undefined ? {} : { name }),
          ...(description === undefined ? {} : { description }),
          // A seeded area group's text names the group: a new name, like a new text, is the writer's.
          ...keyAfterEdit([group.name, name], [group.description, description]),
          updated_at: new Date(),
        })
        .where(eq(vehicleGroups.id, id));
      if (vehicleIds) await replaceMembers(tx as unknown as Db, scope, id, vehicleIds);
    }),
  );
}

/** Deletes a group the caller sees (its memberships go with it); the vehicles stay. */
export async function deleteVehicleGroup({ db, viewer, scope }: GroupWriter, id: number): Promise<void> {
  checkManager(viewer);
  const deleted = await db
    .delete(vehicleGroups)
    .where(and(eq(vehicleGroups.id, id), orgCondition(scope, vehicleGroups.organization_id)))
    .returning({ id: vehicleGroups.id });
  if (deleted.length === 0) throw notFound();
}
