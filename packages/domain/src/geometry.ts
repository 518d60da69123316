/**
 * Plane and sphere helpers for geofences, in GeoJSON order ([lng, lat]). Geofences are a few
 * kilometres across at most, so a polygon is tested in degrees (ray casting) and a circle by
 * great-circle distance; both agree with what the map draws.
 */
export type LngLat = readonly [lng: number, lat: number];
export type Ring = readonly LngLat[];
export type Bounds = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/** A geofence's shape: a polygon's outer ring, or a circle around a centre with a radius in metres. */
export type GeoShape = { shape: 'polygon'; ring: Ring } | { shape: 'circle'; center: LngLat; radius: number };

export const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle (haversine) distance in metres. */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting: a point exactly on an edge may fall either side, which a truck's GPS error dwarfs anyway. */
export function pointInRing(point: LngLat, ring: Ring): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const crosses = a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0];
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The point `distance` metres from `from` on the initial bearing `bearingDeg` (0 north, 90 east). */
export function destination(from: LngLat, bearingDeg: number, distance: number): LngLat {
  const d = distance / EARTH_RADIUS_M;
  const lat1 = rad(from[1]);
  const b = rad(bearingDeg);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    rad(from[0]) +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [deg(lng2), deg(lat2)];
}

/** A closed ring of `steps` points approximating a circle, for drawing (GeoJSON has no circle). */
export function circleRing(center: LngLat, radius: number, steps = 64): LngLat[] {
  const ring = Array.from({ length: steps }, (_, i) => destination(center, (360 * i) / steps, radius));
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

export function ringBounds(ring: Ring): Bounds {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return { minLng: Math.min(...lngs), minLat: Math.min(...lats), maxLng: Math.max(...lngs), maxLat: Math.max(...lats) };
}

/** The box holding a circle: its north, south, east and west extremes. */
export function circleBounds(center: LngLat, radius: number): Bounds {
  const north = destination(center, 0, radius)[1];
  const south = destination(center, 180, radius)[1];
  const east = destination(center, 90, radius)[0];
  const west = destination(center, 270, radius)[0];
  return { minLng: west, minLat: south, maxLng: east, maxLat: north };
}

export function shapeBounds(shape: GeoShape): Bounds {
  return shape.shape === 'circle' ? circleBounds(shape.center, shape.radius) : ringBounds(shape.ring);
}

export function shapeContains(shape: GeoShape, point: LngLat): boolean {
  return shape.shape === 'circle' ? distanceM(shape.center, point) <= shape.radius : pointInRing(point, shape.ring);
}

/** Area-weighted centroid of a ring (the label point); the vertex mean when the ring has no area. */
export function ringCentroid(ring: Ring): LngLat {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[j];
    const b = ring[i];
    if (!a || !b) continue;
    const cross = a[0] * b[1] - b[0] * a[1];
    area += cross;
    cx += (a[0] + b[0]) * cross;
    cy += (a[1] + b[1]) * cross;
  }
  if (Math.abs(area) < 1e-18) {
    const n = Math.max(1, ring.length);
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  return [cx / (3 * area), cy / (3 * area)];
}

/** Where a shape's label goes: a circle's centre, a polygon's centroid. */
export function shapeLabelPoint(shape: GeoShape): LngLat {
  return shape.shape === 'circle' ? shape.center : ringCentroid(shape.ring);
}

/** A ring is usable when it has at least three distinct corners and is closed (first point repeated). */
export function isClosedRing(ring: Ring): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length >= 4 && !!first && !!last && first[0] === last[0] && first[1] === last[1];
}

/**
 * Metres from `point` to the nearest edge of `shape` (inside or out): a circle's rim, or a polygon's
 * nearest side measured on a local flat projection, which is exact enough at a geofence's size.
 */
export function distanceToEdgeM(shape: GeoShape, point: LngLat): number {
  if (shape.shape === 'circle') return Math.abs(distanceM(shape.center, point) - shape.radius);
  const metresPerDegLat = (Math.PI * EARTH_RADIUS_M) / 180;
  const metresPerDegLng = metresPerDegLat * Math.cos(rad(point[1]));
  const flat = ([lng, lat]: LngLat) =>
    [(lng - point[0]) * metresPerDegLng, (lat - point[1]) * metresPerDegLat] as const;
  let nearest = Infinity;
  for (let i = 1; i < shape.ring.length; i += 1) {
    const a = shape.ring[i - 1];
    const b = shape.ring[i];
    if (!a || !b) continue;
    const [ax, ay] = flat(a);
    const [bx, by] = flat(b);
    const [dx, dy] = [bx - ax, by - ay];
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
    nearest = Math.min(nearest, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return nearest;
}
