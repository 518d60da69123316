import { shapeContains, type GeoShape } from '@armada/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { cellOf } from '../modules/geo/geo-cells.js';
import { shapeOf } from '../modules/geo/vehicles-in-geo.js';
import type { geofences } from '../modules/geo/geo-tables.js';
import { refreshed } from './refreshed.js';
import type { PlaceLookup } from './segmenter.js';

type Fence = { id: number; shape: GeoShape; minLat: number; maxLat: number; minLng: number; maxLng: number };
type Stored = Pick<
  typeof geofences.$inferSelect,
  'id' | 'organization_id' | 'shape' | 'geometry' | 'radius' | 'name' | 'type_id' | 'target_time'
> & {
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
};

/** A geofence spread over more grid cells than this (a whole province) is tested for every fix instead. */
const MAX_CELLS = 400;

/** A grid cell as one number: rows of 4,000 cells hold the 3,600 of a circle of latitude. */
const cellKey = (cy: number, cx: number) => cy * 4000 + cx;
const NOWHERE: readonly number[] = [];

/**
 * One organisation's geofences as a lookup: the 0.1° grid cell of a fix names the few geofences
 * whose box touches it, the box and then the exact shape decide.
 */
export function placeLookup(fences: readonly Fence[]): PlaceLookup {
  const byCell = new Map<number, Fence[]>();
  const everywhere: Fence[] = [];
  for (const fence of fences) {
    const [y0, y1, x0, x1] = [cellOf(fence.minLat), cellOf(fence.maxLat), cellOf(fence.minLng), cellOf(fence.maxLng)];
    if ((y1 - y0 + 1) * (x1 - x0 + 1) > MAX_CELLS) {
      everywhere.push(fence);
      continue;
    }
    for (let cy = y0; cy <= y1; cy += 1)
      for (let cx = x0; cx <= x1; cx += 1) {
        const key = cellKey(cy, cx);
        byCell.set(key, [...(byCell.get(key) ?? []), fence]);
      }
  }
  // Called for every fix folded: a fix far from every geofence allocates nothing.
  return ({ lat, lng }) => {
    const cell = byCell.get(cellKey(cellOf(lat), cellOf(lng)));
    if (!cell && everywhere.length === 0) return NOWHERE;
    const near = cell ? [...cell, ...everywhere] : everywhere;
    return near
      .filter(
        (f) =>
          lat >= f.minLat &&
          lat <= f.maxLat &&
          lng >= f.minLng &&
          lng <= f.maxLng &&
          shapeContains(f.shape, [lng, lat]),
      )
      .map((f) => f.id)
      .sort((a, b) => a - b);
  };
}

const NONE: PlaceLookup = () => NOWHERE;

/** What an event about a place says of it: its name, its type, and a checkpoint's target time ('HH:MM:SS'). */
export type PlaceInfo = Pick<Stored, 'name' | 'type_id' | 'target_time'> & { shape: GeoShape };

type Loaded = { lookups: Map<number, PlaceLookup>; info: Map<number, PlaceInfo> };

async function loadPlaces(db: Db): Promise<Loaded> {
  const rows = await queryRows<Stored>(
    db,
    sql`SELECT id, organization_id, shape, geometry, radius, min_lat, max_lat, min_lng, max_lng,
      name, type_id, target_time::text AS target_time FROM geofences`,
  );
  const fences = new Map<number, Fence[]>();
  const info = new Map<number, PlaceInfo>();
  for (const row of rows) {
    const shape = shapeOf(row);
    if (!shape) continue;
    info.set(row.id, { name: row.name, type_id: row.type_id, target_time: row.target_time, shape });
    const fence = {
      id: row.id,
      shape,
      minLat: row.min_lat,
      maxLat: row.max_lat,
      minLng: row.min_lng,
      maxLng: row.max_lng,
    };
    fences.set(row.organization_id, [...(fences.get(row.organization_id) ?? []), fence]);
  }
  return { lookups: new Map([...fences].map(([org, list]) => [org, placeLookup(list)])), info };
}

/**
 * The geofences of every organisation as the report engine and the event detector read them, held in
 * memory and read again every minute, or at once when a place is written (places.changed on the bus):
 * a geofence drawn or moved counts for positions from then on (a backfill applies today's geofences
 * to the past).
 */
export function createReportPlaces(db: Db) {
  const places = refreshed(() => loadPlaces(db), { lookups: new Map(), info: new Map() } as Loaded);
  return {
    ...places,
    of: (organizationId: number | undefined): PlaceLookup =>
      (organizationId === undefined ? undefined : places.current().lookups.get(organizationId)) ?? NONE,
    info: (id: number): PlaceInfo | undefined => places.current().info.get(id),
  };
}

export type ReportPlaces = ReturnType<typeof createReportPlaces>;
