import { and, eq } from 'drizzle-orm';
import { circleBounds, ringBounds, type Bounds, type GeofenceGeometry, type LngLat } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { seedSpbu } from './seed-spbu.js';
import { DEMO_GEO_GROUPS, DEMO_GEOFENCES, type DemoFence, type DemoPolygon } from './geo-demo-data.js';
import { geofences, geoGroups } from '../../modules/geo/geo-tables.js';

const M_PER_DEG_LAT = 111_320;

/** A demo polygon's corners (metres from its centre) as a closed GeoJSON ring. */
export function polygonRing({ center: [lat, lng], corners }: DemoPolygon): LngLat[] {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  const ring = corners.map(([north, east]): LngLat => [
    Math.round((lng + east / mPerDegLng) * 1e6) / 1e6,
    Math.round((lat + north / M_PER_DEG_LAT) * 1e6) / 1e6,
  ]);
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

/** What a demo geofence is stored as: its GeoJSON, radius and bounding box. */
export function storedShape(fence: DemoFence): {
  shape: 'polygon' | 'circle';
  geometry: GeofenceGeometry;
  radius: number | null;
  box: Bounds;
} {
  if ('circle' in fence) {
    const [lat, lng, radius] = fence.circle;
    return {
      shape: 'circle',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      radius,
      box: circleBounds([lng, lat], radius),
    };
  }
  const ring = polygonRing(fence.polygon);
  const coordinates = [ring.map(([lng, lat]) => [lng, lat])];
  return { shape: 'polygon', geometry: { type: 'Polygon', coordinates }, radius: null, box: ringBounds(ring) };
}

/** The demo geofence groups, geofences and gas stations; what exists already (by name or code) stays. */
export async function seedGeo(db: Db): Promise<{ geofencesAdded: number; stationsAdded: number }> {
  const groupIds = new Map<string, number>();
  for (const group of DEMO_GEO_GROUPS) {
    const organization_id = await orgIdByCode(db, group.org);
    await db.insert(geoGroups).values({ organization_id, name: group.name, color: group.color }).onConflictDoNothing();
    const [row] = await db
      .select({ id: geoGroups.id })
      .from(geoGroups)
      .where(and(eq(geoGroups.organization_id, organization_id), eq(geoGroups.name, group.name)));
    if (row) groupIds.set(`${group.org}/${group.name}`, row.id);
  }
  const rows: (typeof geofences.$inferInsert)[] = [];
  for (const fence of DEMO_GEOFENCES) {
    const geo_group_id = groupIds.get(`${fence.org}/${fence.group}`);
    if (geo_group_id === undefined) throw new Error(`demo geofence ${fence.name}: no group ${fence.group}`);
    const { shape, geometry, radius, box } = storedShape(fence);
    rows.push({
      organization_id: await orgIdByCode(db, fence.org),
      geo_group_id,
      name: fence.name,
      type_id: fence.type,
      shape,
      geometry,
      radius,
      min_lat: box.minLat,
      max_lat: box.maxLat,
      min_lng: box.minLng,
      max_lng: box.maxLng,
      address: fence.address,
      marker_type: fence.marker,
      target_time: fence.targetTime ?? null,
    });
  }
  const added = await db.insert(geofences).values(rows).onConflictDoNothing().returning({ id: geofences.id });
  return { geofencesAdded: added.length, stationsAdded: await seedSpbu(db) };
}
