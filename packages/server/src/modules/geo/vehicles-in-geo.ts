import {
  shapeContains,
  type GeofenceGeometry,
  type GeofenceTypeId,
  type GeoShape,
  type VehicleInGeo,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../auth/scope.js';
import { gridCells } from './geo-cells.js';
import { boxCandidates, visibleGeofencesOfType, type Candidate } from './geo-repository.js';

type ShapeSource = { shape: 'polygon' | 'circle'; geometry: GeofenceGeometry; radius: number | null };

/** The domain's shape of a stored geofence; null when the row is malformed (it then holds nothing). */
export function shapeOf(row: ShapeSource): GeoShape | null {
  const { geometry } = row;
  if (row.shape === 'circle' && geometry.type === 'Point' && row.radius !== null) {
    const [lng = 0, lat = 0] = geometry.coordinates;
    return { shape: 'circle', center: [lng, lat], radius: row.radius };
  }
  if (row.shape === 'polygon' && geometry.type === 'Polygon' && geometry.coordinates[0]) {
    return { shape: 'polygon', ring: geometry.coordinates[0].map(([lng = 0, lat = 0]) => [lng, lat] as const) };
  }
  return null;
}

type Fence = { id: number; name: string; geo_group_id: number; type_id: GeofenceTypeId; shape: GeoShape | null };

/** Keeps the candidates exactly inside their geofence (the box test let in corners and concave notches). */
export function exactlyInside(candidates: readonly Candidate[], fences: ReadonlyMap<number, Fence>): VehicleInGeo[] {
  const inside: VehicleInGeo[] = [];
  for (const c of candidates) {
    const fence = fences.get(c.geofence_id);
    if (!fence?.shape || !shapeContains(fence.shape, [c.lng, c.lat])) continue;
    inside.push({
      imei: c.imei,
      vehicle_name: c.vehicle_name,
      vehicle_number: c.vehicle_number,
      lat: c.lat,
      lng: c.lng,
      speed: Number(c.speed),
      time: new Date(c.time).toISOString(),
      geofence_id: fence.id,
      geofence_name: fence.name,
      geo_group_id: fence.geo_group_id,
      type_id: fence.type_id,
    });
  }
  return inside;
}

/**
 * Vehicles whose latest position (vehicle_state) lies inside a visible geofence of the type: a grid
 * and bounding-box join in SQL, then the exact polygon or circle test here on the few rows it lets by.
 */
export async function vehiclesInGeofences(db: Db, scope: Scope, typeId: GeofenceTypeId): Promise<VehicleInGeo[]> {
  const rows = await visibleGeofencesOfType(db, scope, typeId);
  const candidates = await boxCandidates(db, gridCells(rows));
  const fences = new Map(rows.map((row) => [row.id, { ...row, shape: shapeOf(row) }]));
  return exactlyInside(candidates, fences);
}
