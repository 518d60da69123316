import type { HistoryPoint } from '@armada/domain';

/**
 * Speed choices of the player: milliseconds of track played per millisecond of wall-clock time. 60 plays
 * a minute of track per second (a working day in about ten minutes, turns still visible); 3600 an hour.
 */
export const PLAYBACK_SPEEDS = [10, 30, 60, 120, 300, 600, 1800, 3600] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_SPEED: PlaybackSpeed = 60;

/** A position of the track with its time in ms since the epoch. */
export type TrackSample = { t: number; lat: number; lng: number; head: number; speed: number; ign: number | null };

export function toSamples(positions: readonly HistoryPoint[]): TrackSample[] {
  return positions.map((p) => ({
    t: Date.parse(p.time),
    lat: p.lat,
    lng: p.lng,
    head: p.head,
    speed: p.speed,
    ign: p.ign,
  }));
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Initial bearing from a to b, 0-360, north 0. */
function bearing(a: TrackSample, b: TrackSample): number {
  const dLng = rad(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(dLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Index of the last sample at or before t (0 when t is before the first). */
export function indexAt(samples: readonly TrackSample[], t: number): number {
  let low = 0;
  let high = samples.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((samples[mid]?.t ?? 0) <= t) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

/**
 * Where the truck was at `t`: between two records, moved along the straight line at the share of
 * time passed, heading along it (the record's own heading when it did not move); speed interpolated.
 */
export function sampleAt(samples: readonly TrackSample[], t: number): TrackSample | null {
  const i = indexAt(samples, t);
  const a = samples[i];
  if (!a) return null;
  const b = samples[i + 1];
  if (!b || t <= a.t) return { ...a, t: Math.max(t, a.t) };
  const share = Math.min(1, (t - a.t) / Math.max(1, b.t - a.t));
  const moved = a.lat !== b.lat || a.lng !== b.lng;
  return {
    t,
    lat: a.lat + (b.lat - a.lat) * share,
    lng: a.lng + (b.lng - a.lng) * share,
    head: moved ? bearing(a, b) : a.head,
    speed: Math.round(a.speed + (b.speed - a.speed) * share),
    ign: a.ign,
  };
}

/** The player's time after `elapsedMs` of wall-clock time at `speed`, never past `end`. */
export function advance(cursor: number, elapsedMs: number, speed: number, end: number): number {
  return Math.min(end, cursor + elapsedMs * speed);
}

/**
 * What a speed really does, measured through `advance` over one second of wall-clock time: the ratio
 * of track time to wall time (its label, "60×") and the seconds of track played per second.
 */
export function speedRatio(speed: number): number {
  const WALL_MS = 1000;
  return Math.round(advance(0, WALL_MS, speed, Number.POSITIVE_INFINITY) / WALL_MS);
}
