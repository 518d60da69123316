import { ROUTES, type RouteDef, type RouteId } from './routes.js';

/** A route ready for interpolation: waypoints with the distance from the start to each, in metres. */
export type Route = {
  def: RouteDef;
  points: readonly (readonly [number, number])[];
  cumulative: number[];
  length: number;
};

export type RoutePoint = { lat: number; lng: number; head: number };

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b in whole degrees 0-359, north 0, east 90. */
export function bearing(a: readonly [number, number], b: readonly [number, number]): number {
  const dLng = rad(b[1] - a[1]);
  const y = Math.sin(dLng) * Math.cos(rad(b[0]));
  const x = Math.cos(rad(a[0])) * Math.sin(rad(b[0])) - Math.sin(rad(a[0])) * Math.cos(rad(b[0])) * Math.cos(dLng);
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  return Math.round((deg + 360) % 360) % 360;
}

export function buildRoute(def: RouteDef): Route {
  const points = def.waypoints;
  const cumulative = [0];
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) break;
    cumulative.push((cumulative[i - 1] ?? 0) + distanceM(a, b));
  }
  return { def, points, cumulative, length: cumulative[cumulative.length - 1] ?? 0 };
}

const built = new Map<RouteId, Route>();

/** The demo route, measured once per process. */
export function routeById(id: RouteId): Route {
  let route = built.get(id);
  if (!route) {
    route = buildRoute(ROUTES[id]);
    built.set(id, route);
  }
  return route;
}

/**
 * Where a truck is after `travelled` metres, driving to the end and back again (so every truck stays
 * on its road forever); heading follows the direction of travel.
 */
export function positionAlong(route: Route, travelled: number): RoutePoint {
  const lap = route.length * 2;
  const t = lap > 0 ? ((travelled % lap) + lap) % lap : 0;
  const outbound = t <= route.length;
  const at = outbound ? t : lap - t;
  const segment = segmentAt(route, at);
  const a = route.points[segment] ?? route.points[0] ?? [0, 0];
  const b = route.points[segment + 1] ?? a;
  const start = route.cumulative[segment] ?? 0;
  const span = (route.cumulative[segment + 1] ?? start) - start;
  const f = span > 0 ? (at - start) / span : 0;
  return {
    lat: a[0] + (b[0] - a[0]) * f,
    lng: a[1] + (b[1] - a[1]) * f,
    head: outbound ? bearing(a, b) : bearing(b, a),
  };
}

/** Index of the segment holding the distance, by binary search (routes have few points, fleets many trucks). */
function segmentAt(route: Route, at: number): number {
  let lo = 0;
  let hi = route.points.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((route.cumulative[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}
