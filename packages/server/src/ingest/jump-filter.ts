import { distanceM, type Telemetry } from '@armada/domain';

/** Where and when a vehicle last had an accepted fix. */
export type Fix = { time: number; lat: number; lng: number };

/**
 * A vehicle that really moved while it had no fix (carried on a ship, a tracker swapped between
 * trucks) reappears far away. This many consecutive fixes there, each plausible from the one before,
 * make the new place its position again; the first ones stay flagged.
 */
export const JUMP_CONFIRM_FIXES = 3;

/** Shorter moves are GPS jitter, however little time lies between the fixes. */
const MIN_JUMP_M = 1000;
const HOUR_MS = 3_600_000;

/**
 * Fixes closer than this in both latitude and longitude (degrees) are under 800 m apart (a degree of
 * latitude is 111.2 km, one of longitude at most that): too close for a jump, with no distance worked out.
 */
const NEAR_DEGREES = 0.005;

/** Whether going from `a` to `b` in the time between them needs more than `maxKmh`. */
export function isImpossibleJump(a: Fix, b: Fix, maxKmh: number): boolean {
  if (Math.abs(a.lat - b.lat) < NEAR_DEGREES && Math.abs(a.lng - b.lng) < NEAR_DEGREES) return false;
  const metres = distanceM([a.lng, a.lat], [b.lng, b.lat]);
  if (metres < MIN_JUMP_M) return false;
  return metres / 1000 > (maxKmh * Math.abs(b.time - a.time)) / HOUR_MS;
}

/** One vehicle's reference: its last accepted fix, and the run of consistent far fixes since. */
export type JumpTrack = { last: Fix | null; run: Fix[] };

const hasFix = (row: Telemetry) => row.properties.gps !== 0;

/**
 * Judges one vehicle's fixes, oldest first, against its track (updated in place): true for each
 * fix that implies an impossible jump from the last accepted one. A fix without GPS is never
 * flagged; it carries no position.
 */
export function flagJumps(track: JumpTrack, rows: readonly Telemetry[], maxKmh: number): boolean[] {
  return rows.map((row) => {
    if (maxKmh <= 0 || !hasFix(row)) return false;
    // The row is the fix: this runs for every record, so no object is made for it.
    const fix: Fix = row;
    const last = track.last;
    if (!last || !isImpossibleJump(last, fix, maxKmh)) {
      if (!last || fix.time >= last.time) {
        track.last = fix;
        if (track.run.length > 0) track.run = [];
      }
      return false;
    }
    // An older fix far from a newer accepted one is stored flagged and never moves anything.
    if (fix.time <= last.time) return true;
    const previous = track.run[track.run.length - 1];
    const continues = previous && fix.time > previous.time && !isImpossibleJump(previous, fix, maxKmh);
    track.run = continues ? [...track.run, fix] : [fix];
    if (track.run.length < JUMP_CONFIRM_FIXES) return true;
    track.last = fix;
    track.run = [];
    return false;
  });
}
