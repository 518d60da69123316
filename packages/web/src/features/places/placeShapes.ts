import { circleRing, distanceM, ringCentroid, type Geofence, type LngLat } from '@armada/domain';
import type { DrawnFeature } from '../../components/map/shapeDrawing';

/** A place's shape as the write calls take it (geometry as GeoJSON text). */
export type ShapeFields = { shape: 'polygon' | 'circle'; geometry: string; radius?: number };

const ROUND = 1e6;
const round = (n: number) => Math.round(n * ROUND) / ROUND;
const position = ([lng = 0, lat = 0]: readonly number[]): [number, number] => [round(lng), round(lat)];

/** Sites and checkpoints are placed as a point; the radius is the form's. */
export const POINT_RADIUS_M = { site: 200, checkpoint: 300 } as const;

/**
 * The fields of a drawn shape: an outline as a Polygon; a Terra Draw circle (a polygon that knows
 * its radius) as its centre and radius; a point as a circle of `pointRadius` metres.
 */
export function shapeFieldsOf(feature: DrawnFeature, pointRadius: number): ShapeFields | null {
  const { geometry, properties } = feature;
  if (geometry.type === 'Point') {
    return {
      shape: 'circle',
      geometry: JSON.stringify({ type: 'Point', coordinates: position(geometry.coordinates) }),
      radius: pointRadius,
    };
  }
  if (geometry.type !== 'Polygon') return null;
  const ring = (geometry.coordinates[0] ?? []).map(position);
  if (properties.mode === 'circle') {
    const center = ringCentroid(ring as LngLat[]);
    const first = ring[0];
    const radius =
      typeof properties.radiusKilometers === 'number'
        ? properties.radiusKilometers * 1000
        : first
          ? distanceM(center, first)
          : 0;
    return {
      shape: 'circle',
      geometry: JSON.stringify({ type: 'Point', coordinates: position(center) }),
      radius: Math.round(radius),
    };
  }
  return { shape: 'polygon', geometry: JSON.stringify({ type: 'Polygon', coordinates: [ring] }) };
}

/**
 * A stored place as Terra Draw edits it: an outline as a polygon, a circle as Terra Draw's circle,
 * a site or checkpoint (a circle shown by its centre) as a point to move.
 */
export function drawnFeatureOf(place: Geofence, asPoint: boolean): DrawnFeature | null {
  const { geometry } = place;
  if (geometry.type === 'Point') {
    const center = position(geometry.coordinates);
    if (asPoint)
      return { type: 'Feature', properties: { mode: 'point' }, geometry: { type: 'Point', coordinates: center } };
    const radius = place.radius ?? 0;
    const ring = circleRing(center, radius).map(position);
    return {
      type: 'Feature',
      properties: { mode: 'circle', radiusKilometers: radius / 1000 },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  }
  const ring = geometry.coordinates[0];
  if (!ring) return null;
  return {
    type: 'Feature',
    properties: { mode: 'polygon' },
    geometry: { type: 'Polygon', coordinates: [ring.map(position)] },
  };
}
