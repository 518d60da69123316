import { and, eq, sql } from 'drizzle-orm';
import { LocationGroup, LocationGroupAddBody, LocationGroupEditBody, PLACE_RESOURCES } from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { orgVisible } from '../fuel/spbu-repository.js';
import { geoGroups } from './geo-tables.js';

const DEFAULT_COLOR = '#1677ff';

const visible = (scope: Scope) => orgCondition(scope, geoGroups.organization_id);

// Qualified by hand: Drizzle writes a one-table select's columns unqualified, which the subquery would read as its own.
const placeCount = sql<number>`(SELECT count(*)::int FROM geofences p WHERE p.geo_group_id = "geo_groups"."id")`;

/** A group's name as stored: trimmed, never empty ('Please input location group name'). */
function groupName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') throw new AppError(400, 'location_group_name_required');
  return trimmed;
}

async function addValues(input: LocationGroupAddBody, ctx: WriteContext) {
  const name = groupName(input.name);
  // A brand or dealer user may place the group in an organisation it sees; others in their own.
  const owner = input.organization_id ?? ctx.viewer.organization_id;
  if (!(await orgVisible(ctx.db, ctx.scope, owner))) throw notFound();
  return { organization_id: owner, name, color: input.color ?? DEFAULT_COLOR };
}

async function editValues(input: Omit<LocationGroupEditBody, 'id'>) {
  return {
    ...(input.name === undefined ? {} : { name: groupName(input.name) }),
    ...(input.color === undefined ? {} : { color: input.color }),
    updated_at: new Date(),
  };
}

/** 'All locations must be removed before a location group is deleted': 409 while it holds a place. */
async function refuseNonEmpty(ctx: WriteContext, id: number): Promise<void> {
  const [group] = await ctx.db
    .select({ places: placeCount })
    .from(geoGroups)
    .where(and(eq(geoGroups.id, id), visible(ctx.scope)));
  if (!group) throw notFound();
  if (Number(group.places) > 0) throw new AppError(409, 'location_group_not_empty');
}

/**
 * `geo-service/geogroup`: location groups on the generic API (add, edit, view, delete); the list
 * is `geo-service/geogroup/list` (geo-routes.ts), each group with its places.
 */
export const locationGroupResource = defineResource({
  ...PLACE_RESOURCES.group,
  table: geoGroups,
  id: geoGroups.id,
  row: LocationGroup,
  fields: {
    id: geoGroups.id,
    organization_id: geoGroups.organization_id,
    name: geoGroups.name,
    color: geoGroups.color,
    places: placeCount.as('places'),
  },
  searchable: [geoGroups.name],
  filterable: {},
  sortable: { name: geoGroups.name },
  defaultSort: 'name',
  paged: true,
  listedElsewhere: true,
  visible,
  access: { view: 'list_geofence', add: 'edit_geofence', edit: 'edit_geofence', delete: 'edit_geofence' },
  add: { body: LocationGroupAddBody, writable: () => ['name', 'color', 'organization_id'], values: addValues },
  edit: { body: LocationGroupEditBody, writable: () => ['name', 'color'], values: editValues },
  hooks: { beforeRemove: refuseNonEmpty },
});
