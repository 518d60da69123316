import { circleBounds, ringBounds, type Bounds, type LngLat } from './geometry.js';

/** A place's drawn shape as the write calls take it: a polygon's outline, or a circle's centre and radius. */
export type PlaceShapeInput = { shape: 'polygon' | 'circle'; geometry: string; radius?: number };

/** A polygon has 3 to 500 corners (the closing point not counted): enough for a port, few enough to test fast. */
export const PLACE_MIN_VERTICES = 3;
export const PLACE_MAX_VERTICES = 500;
/** A circle's radius in metres: a gate is tens of metres, a city district tens of kilometres. */
export const PLACE_MIN_RADIUS_M = 10;
export const PLACE_MAX_RADIUS_M = 50_000;
/** The longest GeoJSON text a form may carry (500 corners of 6-decimal coordinates, with room to spare). */
export const PLACE_GEOMETRY_MAX_CHARS = 40_000;

export type PlaceGeometryProblem =
  'not_geojson' | 'wrong_type' | 'not_closed' | 'vertex_count' | 'out_of_range' | 'self_intersecting' | 'radius';

export type CheckedShape =
  | { ok: true; shape: 'polygon'; ring: LngLat[]; bounds: Bounds }
  | { ok: true; shape: 'circle'; center: LngLat; radius: number; bounds: Bounds }
  | { ok: false; problem: PlaceGeometryProblem };

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

const inRange = ([lng, lat]: LngLat) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Orientation of c against the line a→b: positive left, negative right, 0 on it. */
const cross = (a: LngLat, b: LngLat, c: LngLat) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** Whether two segments touch anywhere (shared corners of neighbouring edges are the caller's to skip). */
function segmentsMeet(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: LngLat, q: LngLat, r: LngLat) =>
    cross(p, q, r) === 0 &&
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return onSegment(c, d, a) || onSegment(c, d, b) || onSegment(a, b, c) || onSegment(a, b, d);
}

/**
 * Whether a closed ring crosses itself: every pair of edges that are not neighbours is tested
 * (at most 500 × 500 / 2 pairs, a few milliseconds), so a bow-tie outline is refused.
 */
export function ringSelfIntersects(ring: readonly LngLat[]): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i += 1) {
    for (let j = i + 1; j < edges; j += 1) {
      const neighbours = j === i + 1 || (i === 0 && j === edges - 1);
      if (neighbours) continue;
      const [a, b, c, d] = [ring[i], ring[i + 1], ring[j], ring[j + 1]];
      if (a && b && c && d && segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

function checkPolygon(value: { coordinates?: unknown }): CheckedShape {
  const rings = value.coordinates;
  if (!Array.isArray(rings) || rings.length !== 1 || !Array.isArray(rings[0]))
    return { ok: false, problem: 'wrong_type' };
  const points: unknown[] = rings[0];
  if (!points.every(isPosition)) return { ok: false, problem: 'not_geojson' };
  const ring = points as LngLat[];
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1]) return { ok: false, problem: 'not_closed' };
  const corners = ring.length - 1;
  if (corners < PLACE_MIN_VERTICES || corners > PLACE_MAX_VERTICES) return { ok: false, problem: 'vertex_count' };
  if (!ring.every(inRange)) return { ok: false, problem: 'out_of_range' };
  if (ringSelfIntersects(ring)) return { ok: false, problem: 'self_intersecting' };
  return { ok: true, shape: 'polygon', ring, bounds: ringBounds(ring) };
}

function checkCircle(value: { coordinates?: unknown }, radius: number | undefined): CheckedShape {
  if (!isPosition(value.coordinates)) return { ok: false, problem: 'not_geojson' };
  const center: LngLat = value.coordinates;
  if (!inRange(center)) return { ok: false, problem: 'out_of_range' };
  if (radius === undefined || !Number.isFinite(radius) || radius < PLACE_MIN_RADIUS_M || radius > PLACE_MAX_RADIUS_M)
    return { ok: false, problem: 'radius' };
  return { ok: true, shape: 'circle', center, radius, bounds: circleBounds(center, radius) };
}

/**
 * Checks a place's shape as a write gives it: GeoJSON text holding a Polygon of one closed ring
 * (3 to 500 corners, finite coordinates in range, not crossing itself) or, for a circle, a Point
 * with a radius of 10 m to 50 km. Answers the shape with its bounding box, or what is wrong.
 */
export function checkPlaceShape(input: PlaceShapeInput): CheckedShape {
  const value = parse(input.geometry);
  if (typeof value !== 'object' || value === null) return { ok: false, problem: 'not_geojson' };
  const { type } = value as { type?: unknown };
  if (input.shape === 'polygon') return type === 'Polygon' ? checkPolygon(value) : { ok: false, problem: 'wrong_type' };
  return type === 'Point' ? checkCircle(value, input.radius) : { ok: false, problem: 'wrong_type' };
}
