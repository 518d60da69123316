import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals } from './contract.js';
import { Geofence, GEOFENCE_SHAPES, GEOFENCE_TYPE_IDS, type GeofenceTypeId } from './geo.js';
import { PLACE_GEOMETRY_MAX_CHARS } from '../place-geometry.js';

/**
 * Places on the generic API (spec document 2 section 7.1), beside the read calls of 7.3:
 * `geo-service/geogroup/{add,edit,view,delete}_geogroup` (location groups; their list is
 * `geo-service/geogroup/list`) and `geo-service/geofence/{add,edit,view,delete,list}_geofence`
 * (geofences, sites and checkpoints in them).
 */
export const PLACE_RESOURCES = {
  group: { group: 'geo-service', name: 'geogroup' },
  place: { group: 'geo-service', name: 'geofence' },
} as const;

/** Type ids: 1 a geofence (area), 2 a site (location), 3 a checkpoint (document 1 section 3). */
export const SITE_TYPE_ID = 2 satisfies GeofenceTypeId;
export const CHECKPOINT_TYPE_ID = 3 satisfies GeofenceTypeId;

/** A site's icon on the map (a site needs one: 'Please input marker type'). */
export const SITE_MARKER_TYPES = [
  'depot',
  'customer',
  'workshop',
  'port',
  'rest_area',
  'gas_station',
  'office',
  'other',
] as const;
/** Every marker a place may carry: a site's, or an area's and a checkpoint's own (their default). */
export const MARKER_TYPES = [...SITE_MARKER_TYPES, 'area', 'checkpoint'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];
/** The marker a place of each type gets when none is given (a site must name one). */
export const DEFAULT_MARKER: Record<GeofenceTypeId, MarkerType | null> = { 1: 'area', 2: null, 3: 'checkpoint' };

/** A checkpoint's target time: the local time of day, 24-hour 'HH:MM'. */
export const TARGET_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
export const GROUP_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';
export const PLACE_NAME_MAX = 100;

// ---- location groups ----

/** A location group as view_geogroup answers it, with how many places it holds. */
export const LocationGroup = Closed({
  id: Id(),
  organization_id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  places: Type.Integer({ description: 'how many places the group holds' }),
});
export type LocationGroup = Static<typeof LocationGroup>;

const groupName = Type.String({
  maxLength: PLACE_NAME_MAX,
  description: "required: 'Please input location group name'",
});
const groupColor = Type.String({ pattern: GROUP_COLOR_PATTERN });

/** A new group: its name (checked by the server for the spec's message), a colour; the brand may name the organisation. */
export const LocationGroupAddBody = Closed({
  name: Type.Optional(groupName),
  color: Type.Optional(groupColor),
  organization_id: Type.Optional(Id()),
});
export type LocationGroupAddBody = Static<typeof LocationGroupAddBody>;

export const LocationGroupEditBody = Closed({
  id: Id(),
  name: Type.Optional(groupName),
  color: Type.Optional(groupColor),
});
export type LocationGroupEditBody = Static<typeof LocationGroupEditBody>;

// ---- places ----

/** A place as view_geofence and list_geofence answer it: the geofence, its group's name and its bounding box. */
export const Place = Closed({
  ...Geofence.properties,
  group_name: Type.String(),
  min_lat: Type.Number(),
  max_lat: Type.Number(),
  min_lng: Type.Number(),
  max_lng: Type.Number(),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Place = Static<typeof Place>;

/** list_geofence filters (`filter=type_id:1|3,geo_group_id:7`). */
export const PLACE_LIST_FILTERS = ['type_id', 'geo_group_id'] as const;

const placeFields = {
  name: Type.String({ maxLength: PLACE_NAME_MAX, description: "required: 'Please input location name'" }),
  geo_group_id: Id({ description: "required: 'Please input location group name'" }),
  type_id: Type.Integer({
    minimum: 1,
    maximum: GEOFENCE_TYPE_IDS.length,
    description: '1 geofence, 2 site, 3 checkpoint',
  }),
  shape: literals(GEOFENCE_SHAPES),
  geometry: Type.String({
    maxLength: PLACE_GEOMETRY_MAX_CHARS,
    description: 'GeoJSON text: a Polygon of one closed ring ([lng, lat]), or for a circle the Point at its centre',
  }),
  radius: Type.Number({ description: "a circle's radius in metres, 10 to 50000" }),
  marker_type: literals(MARKER_TYPES, {
    description: "a site's icon (required for a site: 'Please input marker type')",
  }),
  target_time: Type.String({
    pattern: TARGET_TIME_PATTERN,
    description: "a checkpoint's local target time 'HH:MM' (required for a checkpoint)",
  }),
  address: Type.String({ maxLength: 200 }),
};

/** A new place. Name, group, marker type and target time are checked by the server for the spec's messages. */
export const PlaceAddBody = Closed({
  name: Type.Optional(placeFields.name),
  geo_group_id: Type.Optional(placeFields.geo_group_id),
  type_id: placeFields.type_id,
  shape: placeFields.shape,
  geometry: placeFields.geometry,
  radius: Type.Optional(placeFields.radius),
  marker_type: Type.Optional(placeFields.marker_type),
  target_time: Type.Optional(placeFields.target_time),
  address: Type.Optional(placeFields.address),
});
export type PlaceAddBody = Static<typeof PlaceAddBody>;

/** An edit changes what it names; a new shape comes whole (shape and geometry, with the radius of a circle). */
export const PlaceEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(placeFields)).properties,
});
export type PlaceEditBody = Static<typeof PlaceEditBody>;

/** `null` where the type has no default marker: for the web's forms. */
export const markerFor = (typeId: GeofenceTypeId, given?: MarkerType | null): MarkerType | null =>
  given ?? DEFAULT_MARKER[typeId];
