import { and, eq } from 'drizzle-orm';
import {
  CHECKPOINT_TYPE_ID,
  checkPlaceShape,
  DEFAULT_MARKER,
  type GeofenceGeometry,
  type GeofenceTypeId,
  type MarkerType,
  type PlaceAddBody,
  type PlaceEditBody,
} from '@armada/domain';
import { orgCondition } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import type { WriteContext } from '../../resources/resource-definition.js';
import { geofences, geoGroups } from './geo-tables.js';

type Stored = typeof geofences.$inferSelect;
type ShapeGiven = { shape: 'polygon' | 'circle'; geometry: string; radius?: number | null };

const required = (value: string | undefined, code: 'location_name_required'): string => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw new AppError(400, code);
  return trimmed;
};

/** The group a place goes in: one the caller sees (404 otherwise), and, once placed, of the place's own organisation. */
async function groupOf(ctx: WriteContext, groupId: number | undefined, placeOrg?: number) {
  if (groupId === undefined) throw new AppError(400, 'location_group_name_required');
  const [group] = await ctx.db
    .select({ id: geoGroups.id, organization_id: geoGroups.organization_id })
    .from(geoGroups)
    .where(and(eq(geoGroups.id, groupId), orgCondition(ctx.scope, geoGroups.organization_id)));
  if (!group) throw notFound();
  if (placeOrg !== undefined && group.organization_id !== placeOrg) throw new AppError(400, 'location_group_other_org');
  return group;
}

/** The shape's columns: GeoJSON, radius and the bounding box computed here, never taken from the caller. */
function shapeColumns(given: ShapeGiven) {
  if (given.shape === 'polygon' && given.radius !== undefined && given.radius !== null)
    throw new AppError(400, 'invalid_value', { result: { errors: [{ field: 'radius' }] } });
  const checked = checkPlaceShape({ ...given, radius: given.radius ?? undefined });
  if (!checked.ok) {
    const code = checked.problem === 'radius' ? 'place_radius_invalid' : 'place_shape_invalid';
    throw new AppError(400, code, { result: { problem: checked.problem } });
  }
  const geometry: GeofenceGeometry =
    checked.shape === 'circle'
      ? { type: 'Point', coordinates: [...checked.center] }
      : { type: 'Polygon', coordinates: [checked.ring.map((p) => [...p])] };
  const { minLat, maxLat, minLng, maxLng } = checked.bounds;
  return {
    shape: checked.shape,
    geometry,
    radius: checked.shape === 'circle' ? checked.radius : null,
    min_lat: minLat,
    max_lat: maxLat,
    min_lng: minLng,
    max_lng: maxLng,
  };
}

/** A checkpoint needs its target time ('Please input target time'); no other place has one. */
function targetTime(typeId: GeofenceTypeId, given: string | null | undefined): string | null {
  if (typeId !== CHECKPOINT_TYPE_ID) {
    if (given) throw new AppError(400, 'target_time_checkpoint_only');
    return null;
  }
  if (!given) throw new AppError(400, 'target_time_required');
  return given;
}

/** A site needs its marker ('Please input marker type'); an area and a checkpoint have their own by default. */
function marker(typeId: GeofenceTypeId, given: string | null | undefined): string {
  const chosen = given ?? DEFAULT_MARKER[typeId];
  if (!chosen) throw new AppError(400, 'marker_type_required');
  return chosen;
}

const addressOf = (address: string | undefined) => (address === undefined ? {} : { address: address.trim() || null });

export async function addPlaceValues(input: PlaceAddBody, ctx: WriteContext) {
  const name = required(input.name, 'location_name_required');
  const group = await groupOf(ctx, input.geo_group_id);
  const typeId = input.type_id as GeofenceTypeId;
  return {
    organization_id: group.organization_id,
    geo_group_id: group.id,
    name,
    type_id: typeId,
    marker_type: marker(typeId, input.marker_type),
    target_time: targetTime(typeId, input.target_time),
    ...shapeColumns(input),
    ...addressOf(input.address),
  };
}

async function storedPlace(ctx: WriteContext, id: number): Promise<Stored> {
  const [stored] = await ctx.db
    .select()
    .from(geofences)
    .where(and(eq(geofences.id, id), orgCondition(ctx.scope, geofences.organization_id)));
  if (!stored) throw notFound();
  return stored;
}

/**
 * An edit merges what it names with what is stored and checks the result as an add would: a
 * circle resized by its radius alone, a place turned into a checkpoint with its target time.
 */
export async function editPlaceValues(input: Omit<PlaceEditBody, 'id'>, ctx: WriteContext, id?: number) {
  const stored = await storedPlace(ctx, id ?? 0);
  const typeId = (input.type_id ?? stored.type_id) as GeofenceTypeId;
  const typeChanged = typeId !== stored.type_id;
  const reshaped = input.shape !== undefined || input.geometry !== undefined || input.radius !== undefined;
  if (input.geo_group_id !== undefined) await groupOf(ctx, input.geo_group_id, stored.organization_id);
  const storedMarker = typeChanged ? undefined : (stored.marker_type as MarkerType | null);
  const keptTime = typeChanged && typeId !== CHECKPOINT_TYPE_ID ? null : stored.target_time?.slice(0, 5);
  return {
    ...(input.name === undefined ? {} : { name: required(input.name, 'location_name_required') }),
    ...(input.geo_group_id === undefined ? {} : { geo_group_id: input.geo_group_id }),
    type_id: typeId,
    marker_type: marker(typeId, input.marker_type ?? storedMarker),
    target_time: targetTime(typeId, input.target_time ?? keptTime),
    ...(reshaped
      ? shapeColumns({
          shape: input.shape ?? stored.shape,
          geometry: input.geometry ?? JSON.stringify(stored.geometry),
          radius: input.radius ?? (input.shape === 'polygon' ? undefined : stored.radius),
        })
      : {}),
    ...addressOf(input.address),
    updated_at: new Date(),
  };
}
