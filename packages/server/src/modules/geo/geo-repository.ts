import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { GEOFENCE_TYPES, type Geofence, type GeofenceTypeId, type GeoGroup } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { vehicleState, vehicles } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { arrayLiteral, CELLS_PER_DEGREE, type CellColumns } from './geo-cells.js';
import { geofences, geoGroups } from './geo-tables.js';

type GeofenceRow = typeof geofences.$inferSelect;

export function toGeofence(row: GeofenceRow): Geofence {
  return {
    id: row.id,
    organization_id: row.organization_id,
    geo_group_id: row.geo_group_id,
    name: row.name,
    type_id: row.type_id,
    type_name: GEOFENCE_TYPES[row.type_id],
    shape: row.shape,
    geometry: row.geometry,
    radius: row.radius,
    address: row.address,
    marker_type: row.marker_type,
    target_time: row.target_time === null ? null : row.target_time.slice(0, 5),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One page of the geofence groups visible in the scope, each with all its geofences. */
export async function listGeoGroups(
  db: Db,
  scope: Scope,
  ndata: number,
  page: number,
): Promise<{ data: GeoGroup[]; total: number }> {
  const visible = orgCondition(scope, geoGroups.organization_id);
  const [totalRow] = await db.select({ n: count() }).from(geoGroups).where(visible);
  const groups = await db
    .select()
    .from(geoGroups)
    .where(visible)
    .orderBy(asc(geoGroups.organization_id), asc(geoGroups.name), asc(geoGroups.id))
    .limit(ndata)
    .offset((page - 1) * ndata);
  const ids = groups.map((group) => group.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(geofences)
          .where(inArray(geofences.geo_group_id, ids))
          .orderBy(asc(geofences.name), asc(geofences.id));
  const data = groups.map((group) => ({
    id: group.id,
    organization_id: group.organization_id,
    name: group.name,
    color: group.color,
    geofences: members.filter((g) => g.geo_group_id === group.id).map(toGeofence),
  }));
  return { data, total: Number(totalRow?.n ?? 0) };
}

/** The visible geofences of a type, whole rows (with geometry) for the exact containment test. */
export async function visibleGeofencesOfType(db: Db, scope: Scope, typeId: GeofenceTypeId): Promise<GeofenceRow[]> {
  return db
    .select()
    .from(geofences)
    .where(and(eq(geofences.type_id, typeId), orgCondition(scope, geofences.organization_id)));
}

export type Candidate = {
  geofence_id: number;
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  lat: number;
  lng: number;
  speed: number;
  time: Date | string;
};

/**
 * Vehicles of the geofences' own organisations whose latest position lies in a geofence's cell and
 * bounding box: the cheap first pass (see geo-cells.ts). A pool is a company's own depot, so another
 * company's truck parked inside it is not "in pool" for anyone.
 */
export async function boxCandidates(db: Db, cells: CellColumns): Promise<Candidate[]> {
  if (cells.id.length === 0) return [];
  const v = vehicles;
  const s = vehicleState;
  const k = sql.raw(String(CELLS_PER_DEGREE));
  const ints = (values: number[]) => sql`${arrayLiteral(values)}::int[]`;
  const reals = (values: number[]) => sql`${arrayLiteral(values)}::float8[]`;
  return queryRows<Candidate>(
    db,
    sql`SELECT c.id AS geofence_id, ${v.imei} AS imei, ${v.vehicle_name} AS vehicle_name,
        ${v.vehicle_number} AS vehicle_number, ${s.lat} AS lat, ${s.lng} AS lng, ${s.speed} AS speed, ${s.time} AS time
      FROM unnest(${ints(cells.id)}, ${ints(cells.org)}, ${ints(cells.cy)}, ${ints(cells.cx)},
          ${reals(cells.minLat)}, ${reals(cells.maxLat)}, ${reals(cells.minLng)}, ${reals(cells.maxLng)})
        AS c(id, org, cy, cx, min_lat, max_lat, min_lng, max_lng)
      JOIN ${s} ON floor(${s.lat} * ${k})::int = c.cy AND floor(${s.lng} * ${k})::int = c.cx
      JOIN ${v} ON ${v.imei} = ${s.imei} AND ${v.organization_id} = c.org
      WHERE ${s.lat} BETWEEN c.min_lat AND c.max_lat AND ${s.lng} BETWEEN c.min_lng AND c.max_lng
      ORDER BY ${v.vehicle_name}, ${v.imei}`,
  );
}
