import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import {
  circleRing,
  gasStationAddress,
  gasStationName,
  shapeLabelPoint,
  type GeoShape,
  type Geofence,
  type GeoGroup,
  type Spbu,
  type VehicleInGeo,
} from '@armada/domain';

/** What a drawn geofence carries: enough to style it and to find it again when clicked. */
export type FenceProps = { id: number; name: string; color: string; type_id: number; count: number };
export type StationProps = { id: number; type: number; label: string };

const collection = <G extends Polygon | Point, P>(features: Feature<G, P>[]): FeatureCollection<G, P> => ({
  type: 'FeatureCollection',
  features,
});

/** The domain shape of a geofence from the wire; null when its geometry does not match its shape. */
export function shapeOfFence(fence: Geofence): GeoShape | null {
  const { geometry } = fence;
  if (fence.shape === 'circle' && geometry.type === 'Point' && fence.radius !== null) {
    const [lng = 0, lat = 0] = geometry.coordinates;
    return { shape: 'circle', center: [lng, lat], radius: fence.radius };
  }
  const ring = geometry.type === 'Polygon' ? geometry.coordinates[0] : undefined;
  if (fence.shape !== 'polygon' || !ring || ring.length < 4) return null;
  return { shape: 'polygon', ring: ring.map(([lng = 0, lat = 0]) => [lng, lat] as const) };
}

/** Drawable rings: GeoJSON has no circle, so a circle becomes a 64-sided polygon. */
function ringOf(shape: GeoShape): number[][] {
  const ring = shape.shape === 'circle' ? circleRing(shape.center, shape.radius) : shape.ring;
  return ring.map(([lng, lat]) => [lng, lat]);
}

type Fenced = { fence: Geofence; group: GeoGroup; shape: GeoShape };

/** The geofences of the groups that pass `keep`, with their shapes (malformed ones left out). */
export function fencesOf(groups: readonly GeoGroup[], keep: (fence: Geofence) => boolean): Fenced[] {
  return groups.flatMap((group) =>
    group.geofences.flatMap((fence) => {
      const shape = keep(fence) ? shapeOfFence(fence) : null;
      return shape ? [{ fence, group, shape }] : [];
    }),
  );
}

const propsOf = ({ fence, group }: Fenced, counts: ReadonlyMap<number, number>): FenceProps => ({
  id: fence.id,
  name: fence.name,
  color: group.color,
  type_id: fence.type_id,
  count: counts.get(fence.id) ?? 0,
});

export function fenceAreas(fenced: readonly Fenced[], counts: ReadonlyMap<number, number> = new Map()) {
  return collection<Polygon, FenceProps>(
    fenced.map((f) => ({
      type: 'Feature',
      id: f.fence.id,
      properties: propsOf(f, counts),
      geometry: { type: 'Polygon', coordinates: [ringOf(f.shape)] },
    })),
  );
}

/** One point per geofence where its name (or its count of vehicles) is drawn. */
export function fenceLabels(fenced: readonly Fenced[], counts: ReadonlyMap<number, number> = new Map()) {
  return collection<Point, FenceProps>(
    fenced.map((f) => ({
      type: 'Feature',
      id: f.fence.id,
      properties: propsOf(f, counts),
      geometry: { type: 'Point', coordinates: [...shapeLabelPoint(f.shape)] },
    })),
  );
}

/** Vehicles grouped by the geofence that holds them. */
export function byGeofence(rows: readonly VehicleInGeo[]): Map<number, VehicleInGeo[]> {
  const groups = new Map<number, VehicleInGeo[]>();
  for (const row of rows) groups.set(row.geofence_id, [...(groups.get(row.geofence_id) ?? []), row]);
  return groups;
}

/** The spec's cuts: a station's name at 14 characters, its address at 24, on two lines. */
export const stationLabel = (station: Pick<Spbu, 'name' | 'alamat'>) =>
  `${gasStationName(station.name)}\n${gasStationAddress(station.alamat)}`;

export function stationPoints(stations: readonly Spbu[]) {
  return collection<Point, StationProps>(
    stations.map((s) => ({
      type: 'Feature',
      id: s.id,
      properties: { id: s.id, type: s.type, label: stationLabel(s) },
      geometry: { type: 'Point', coordinates: [s.lon, s.lat] },
    })),
  );
}
