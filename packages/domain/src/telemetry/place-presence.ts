/**
 * A truck is in a place from the first fix inside it, and leaves it only once a fix lies outside by
 * more than PLACE_EXIT_MARGIN_M: a track that runs along an edge, its GPS error putting fixes either
 * side, enters once and leaves once, when it really goes.
 */
export const PLACE_EXIT_MARGIN_M = 30;

/**
 * The places (ids) a fix counts as inside: those that contain it, and those it was in before that it
 * has not left by more than the margin (`distanceOutside(id)`: metres outside, 0 or less within).
 */
export function placesPresent(
  before: readonly string[] | undefined,
  containing: readonly string[],
  distanceOutside: (id: string) => number,
): string[] {
  const present = new Set(containing);
  for (const id of before ?? []) if (!present.has(id) && distanceOutside(id) <= PLACE_EXIT_MARGIN_M) present.add(id);
  return [...present].sort();
}

/**
 * When a checkpoint passed at `localSecondOfDay` (seconds since local midnight) stands against its
 * target time ('HH:MM' or 'HH:MM:SS', local): on time up to the target, late by whole minutes after.
 * The target is the same local day's: a truck through at 23:00 for a 08:00 target is 900 minutes late.
 */
export function checkpointTiming(localSecondOfDay: number, targetTime: string) {
  const [hours = 0, minutes = 0, seconds = 0] = targetTime.split(':').map(Number);
  const target = (hours * 60 + minutes) * 60 + seconds;
  const lateMinutes = Math.max(0, Math.floor((localSecondOfDay - target) / 60));
  return { target_time: targetTime.slice(0, 5), on_time: lateMinutes === 0 ? 1 : 0, late_minutes: lateMinutes };
}
