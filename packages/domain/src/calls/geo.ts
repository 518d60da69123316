import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Page } from '../api.js';
import { GENERIC_LIST_LIMIT } from '../constants.js';
import { Closed, PageNumber } from './contract.js';

/**
 * The geo calls of spec document 2 section 7.3: geofence groups with their geofences, vehicles in
 * pools and vehicles in geofences of a type. The spec spells the service two ways (geo-service and
 * geoservice); the paths keep both.
 */
export const GEO_CALLS = {
  groupList: '/api/geo-service/geogroup/list',
  vehiclesInPool: '/api/geoservice/geofunction/listvehicleinpool',
  vehiclesInGeo: '/api/geo-service/geodata/getvehicleingeo',
} as const;

/** Geofence type ids (not shown in the spec; ours): 1 an area (a geofence), 2 a site (a location; once 'pool'), 3 a checkpoint. */
export const GEOFENCE_TYPES = { 1: 'geofence', 2: 'pool', 3: 'checkpoint' } as const;
export type GeofenceTypeId = keyof typeof GEOFENCE_TYPES;
export type GeofenceTypeName = (typeof GEOFENCE_TYPES)[GeofenceTypeId];
export const GEOFENCE_TYPE_IDS = [1, 2, 3] as const satisfies readonly GeofenceTypeId[];
export const POOL_TYPE_ID = 2 satisfies GeofenceTypeId;

export const GEOFENCE_SHAPES = ['polygon', 'circle'] as const;
export type GeofenceShape = (typeof GEOFENCE_SHAPES)[number];

/** `type: [x, 'null']` rather than anyOf, so fast-json-stringify serialises it directly. */
const orNull = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type as string, 'null'] });

const typeId = Type.Unsafe<GeofenceTypeId>({ type: 'integer', enum: [...GEOFENCE_TYPE_IDS] });

export const GeoGroupListQuery = Closed({
  ndata: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: GENERIC_LIST_LIMIT }),
  page: PageNumber(),
});
export type GeoGroupListQuery = Static<typeof GeoGroupListQuery>;

export const VehicleInGeoQuery = Closed({
  type_id: Type.Integer({
    minimum: 1,
    maximum: GEOFENCE_TYPE_IDS.length,
    description: '1 geofence, 2 pool, 3 checkpoint',
  }),
});
export type VehicleInGeoQuery = Static<typeof VehicleInGeoQuery>;

const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 2 });

/** GeoJSON: a polygon's rings ([lng, lat], first ring the outline), or a circle's centre with `radius`. */
export const GeofenceGeometry = Type.Union([
  Closed({ type: Type.Literal('Polygon'), coordinates: Type.Array(Type.Array(Position)) }),
  Closed({ type: Type.Literal('Point'), coordinates: Position }),
]);
export type GeofenceGeometry = Static<typeof GeofenceGeometry>;

export const Geofence = Closed({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  geo_group_id: Type.Integer(),
  name: Type.String(),
  type_id: typeId,
  type_name: Type.Unsafe<GeofenceTypeName>({ type: 'string', enum: Object.values(GEOFENCE_TYPES) }),
  shape: Type.Unsafe<GeofenceShape>({ type: 'string', enum: [...GEOFENCE_SHAPES] }),
  geometry: GeofenceGeometry,
  /** Metres, for a circle; null for a polygon. */
  radius: orNull(Type.Number()),
  address: orNull(Type.String()),
  /** The icon of the place on the map (places.ts MARKER_TYPES). */
  marker_type: orNull(Type.String()),
  /** A checkpoint's local target time of day, 'HH:MM'; null for other places. */
  target_time: orNull(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Geofence = Static<typeof Geofence>;

export const GeoGroup = Closed({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  geofences: Type.Array(Geofence),
});
export type GeoGroup = Static<typeof GeoGroup>;

export const GeoGroupPage = Page(GeoGroup);
export type GeoGroupPage = Static<typeof GeoGroupPage>;

/** A vehicle whose latest position lies inside a geofence of its own organisation (one row per pair). */
export const VehicleInGeo = Closed({
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  speed: Type.Number(),
  /** The latest record's time, ISO 8601 UTC. */
  time: Type.String(),
  geofence_id: Type.Integer(),
  geofence_name: Type.String(),
  geo_group_id: Type.Integer(),
  type_id: typeId,
});
export type VehicleInGeo = Static<typeof VehicleInGeo>;

export const VehicleInGeoPage = Page(VehicleInGeo);
export type VehicleInGeoPage = Static<typeof VehicleInGeoPage>;
