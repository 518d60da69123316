import type { Leg } from './day-plan.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The demo fleet keeps Jakarta hours (UTC+7), as the day plan does. */
const LOCAL_OFFSET_MS = 7 * HOUR_MS;
/** Each history truck is towed about once every TOW_EVERY_DAYS days, and crashes once every CRASH_EVERY_DAYS. */
const TOW_EVERY_DAYS = 29;
const CRASH_EVERY_DAYS = 31;
/** A tow: from 02:00 local, 25 minutes at 25 km/h with the ignition off (to the workshop and back to the yard). */
const TOW_FROM_HOUR = 2;
const TOW_MS = 25 * MINUTE_MS;
export const TOW_KMH = 25;

export type Incidents = {
  /** Spells [from, to) in which the truck is towed. */
  tows: (readonly [number, number])[];
  /** Times of the drive samples at which the tracker feels an impact. */
  crashes: number[];
};

const dayNumber = (t: number) => Math.floor((t + LOCAL_OFFSET_MS) / DAY_MS);
const midnightOf = (day: number) => day * DAY_MS - LOCAL_OFFSET_MS;

/**
 * The rare things of a demo truck's history, so the towing and crash reports have rows: a night tow
 * on the days `index` picks (every TOW_EVERY_DAYS days), and an impact halfway through the first
 * drive of the days it picks for crashes. Deterministic: the same truck gets the same incidents.
 */
export function incidentsOf(index: number, legs: readonly Leg[]): Incidents {
  const tows: (readonly [number, number])[] = [];
  const crashes: number[] = [];
  const first = legs[0]?.from ?? 0;
  const last = legs.at(-1)?.to ?? 0;
  for (let day = dayNumber(first); day <= dayNumber(last); day += 1) {
    const midnight = midnightOf(day);
    if (day % TOW_EVERY_DAYS === (index * 7) % TOW_EVERY_DAYS) {
      const from = midnight + TOW_FROM_HOUR * HOUR_MS;
      const parked = legs.some((leg) => leg.kind === 'park' && leg.from <= from && leg.to >= from + TOW_MS);
      if (parked) tows.push([from, from + TOW_MS]);
    }
    if (day % CRASH_EVERY_DAYS === (index * 11) % CRASH_EVERY_DAYS) {
      const drive = legs.find(
        (leg) => leg.kind === 'drive' && !leg.open && leg.from >= midnight && leg.to <= midnight + DAY_MS,
      );
      if (drive) crashes.push(drive.from + (drive.to - drive.from) / 2);
    }
  }
  return { tows, crashes };
}
