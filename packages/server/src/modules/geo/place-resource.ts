import { sql } from 'drizzle-orm';
import { GEOFENCE_TYPES, Place, PLACE_RESOURCES, PlaceAddBody, PlaceEditBody } from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { defineResource } from '../../resources/resource-definition.js';
import { SUBJECTS } from '../../live/bus.js';
import { geofences } from './geo-tables.js';
import { addPlaceValues, editPlaceValues } from './place-values.js';

const visible = (scope: Scope) => orgCondition(scope, geofences.organization_id);

// Qualified by hand: Drizzle writes a one-table select's columns unqualified, which the subquery would read as its own.
const groupName = sql<string>`(SELECT g.name FROM geo_groups g WHERE g.id = "geofences"."geo_group_id")`;
const typeName = sql.raw(
  `CASE "geofences"."type_id" ${Object.entries(GEOFENCE_TYPES)
    .map(([id, name]) => `WHEN ${Number(id)} THEN '${name}'`)
    .join(' ')} END`,
);

const PLACE_FIELDS = [
  'name',
  'geo_group_id',
  'type_id',
  'shape',
  'geometry',
  'radius',
  'marker_type',
  'target_time',
  'address',
] as const;

/**
 * `geo-service/geofence`: the places of location groups (areas, sites, checkpoints) on the generic
 * API. A place belongs to its group's organisation; its bounding box is computed from its shape.
 */
export const placeResource = defineResource({
  ...PLACE_RESOURCES.place,
  table: geofences,
  id: geofences.id,
  row: Place,
  fields: {
    id: geofences.id,
    organization_id: geofences.organization_id,
    geo_group_id: geofences.geo_group_id,
    group_name: groupName.as('group_name'),
    name: geofences.name,
    type_id: geofences.type_id,
    type_name: sql<string>`${typeName}`.as('type_name'),
    shape: geofences.shape,
    geometry: geofences.geometry,
    radius: geofences.radius,
    address: geofences.address,
    marker_type: geofences.marker_type,
    target_time: sql<string | null>`to_char(${geofences.target_time}::time, 'HH24:MI')`.as('target_time'),
    min_lat: geofences.min_lat,
    max_lat: geofences.max_lat,
    min_lng: geofences.min_lng,
    max_lng: geofences.max_lng,
    created_at: geofences.created_at,
    updated_at: geofences.updated_at,
  },
  searchable: [geofences.name, geofences.address, groupName],
  filterable: {
    type_id: { column: geofences.type_id, type: 'integer' },
    geo_group_id: { column: geofences.geo_group_id, type: 'integer' },
  },
  sortable: { name: geofences.name, type_id: geofences.type_id, updated_at: geofences.updated_at },
  defaultSort: 'name',
  paged: true,
  visible,
  access: {
    list: 'list_geofence',
    view: 'list_geofence',
    add: 'edit_geofence',
    edit: 'edit_geofence',
    delete: 'edit_geofence',
  },
  add: { body: PlaceAddBody, writable: () => PLACE_FIELDS, values: addPlaceValues },
  edit: { body: PlaceEditBody, writable: () => PLACE_FIELDS, values: editPlaceValues },
  // Every ingest node reads the places again at once: a place drawn now raises events from the next fix.
  hooks: {
    afterCommit: async (app, ctx) =>
      app.bus.publish(SUBJECTS.placesChanged, { organization_id: ctx.viewer.organization_id }),
  },
});
