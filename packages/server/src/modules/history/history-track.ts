import type { HistoryPoint, HistoryStop, HistorySummary, StopKind } from '@armada/domain';

/** One stored position as the history reads it; t in ms since the epoch. */
export type TrackPoint = { t: number; lat: number; lng: number; speed: number; head: number; ign: number | null };

/** A stop by the indices of its first stationary point and of the point that ends it. */
export type StopSpan = { first: number; last: number; kind: StopKind };

/** A gap between two records longer than this is not counted as driving time (the tracker was silent). */
const MAX_DRIVING_GAP_MS = 5 * 60_000;
const EARTH_RADIUS_M = 6_371_000;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceM(a: TrackPoint, b: TrackPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const stationary = (p: TrackPoint) => p.ign === 0 || p.speed === 0;
const moving = (p: TrackPoint) => p.speed > 0 && p.ign !== 0;

/**
 * Runs of stationary points (ignition off or speed 0) lasting at least `minMs`, measured from the
 * first stationary point to the first point moving again (or the last point when the track ends
 * standing). A run with the ignition off anywhere is 'parked', else 'idling'.
 */
export function findStops(points: readonly TrackPoint[], minMs: number): StopSpan[] {
  const stops: StopSpan[] = [];
  let i = 0;
  while (i < points.length) {
    if (!stationary(points[i] as TrackPoint)) {
      i += 1;
      continue;
    }
    let j = i;
    let parked = false;
    while (j < points.length && stationary(points[j] as TrackPoint)) {
      if ((points[j] as TrackPoint).ign === 0) parked = true;
      j += 1;
    }
    const last = Math.min(j, points.length - 1);
    const span = (points[last] as TrackPoint).t - (points[i] as TrackPoint).t;
    if (span >= minMs) stops.push({ first: i, last, kind: parked ? 'parked' : 'idling' });
    i = j;
  }
  return stops;
}

/** Distance (GPS, leaving out drift between two standing points), top speed and time spent moving. */
export function summarise(points: readonly TrackPoint[], stopCount: number): HistorySummary {
  let metres = 0;
  let drivingMs = 0;
  let maxSpeed = 0;
  points.forEach((p, index) => {
    maxSpeed = Math.max(maxSpeed, p.speed);
    const next = points[index + 1];
    if (!next) return;
    if (!(stationary(p) && stationary(next))) metres += distanceM(p, next);
    if (moving(p)) drivingMs += Math.min(next.t - p.t, MAX_DRIVING_GAP_MS);
  });
  return {
    distance_km: Math.round(metres / 100) / 10,
    max_speed: maxSpeed,
    driving_seconds: Math.round(drivingMs / 1000),
    stop_count: stopCount,
    total_positions: points.length,
  };
}

/**
 * At most `max` indices, evenly spread over the track, always with the first and last points and
 * every index in `keep` (stops' ends), in order.
 */
export function thinIndices(count: number, max: number, keep: ReadonlySet<number>): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const even = Math.max(2, max - keep.size);
  const chosen = new Set(keep);
  for (let k = 0; k < even; k += 1) chosen.add(Math.round((k * (count - 1)) / (even - 1)));
  return [...chosen].sort((a, b) => a - b);
}

export function toHistoryPoint(p: TrackPoint): HistoryPoint {
  return { time: new Date(p.t).toISOString(), lat: p.lat, lng: p.lng, speed: p.speed, head: p.head, ign: p.ign };
}

export function toHistoryStop(points: readonly TrackPoint[], span: StopSpan): HistoryStop {
  const first = points[span.first] as TrackPoint;
  const last = points[span.last] as TrackPoint;
  return {
    start: new Date(first.t).toISOString(),
    end: new Date(last.t).toISOString(),
    duration: Math.round((last.t - first.t) / 1000),
    lat: first.lat,
    lng: first.lng,
    kind: span.kind,
  };
}

/** Where the track was at `t`: interpolated between the records around it, null without a track. */
export function positionAt(points: readonly TrackPoint[], t: number): { lat: number; lng: number } | null {
  if (points.length === 0) return null;
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((points[mid] as TrackPoint).t < t) low = mid + 1;
    else high = mid;
  }
  const after = points[low] as TrackPoint;
  const before = points[low - 1];
  if (!before || after.t <= t) return { lat: after.lat, lng: after.lng };
  const share = (t - before.t) / (after.t - before.t);
  return { lat: before.lat + (after.lat - before.lat) * share, lng: before.lng + (after.lng - before.lng) * share };
}
