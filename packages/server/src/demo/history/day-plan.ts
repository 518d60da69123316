import { createRng, mixSeed, type Rng } from '../fleet/prng.js';

/** A spell of one kind over [from, to), epoch milliseconds; an open one goes on after `to` (the simulator's). */
export type Leg = { kind: 'drive' | 'idle' | 'park'; from: number; to: number; open?: boolean };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The demo fleet keeps Jakarta hours (UTC+7, no daylight saving), whatever zone the server runs in. */
const LOCAL_OFFSET_MS = 7 * HOUR_MS;
/** The working spell that ends at `end`: the simulator picks the truck up driving, day or night. */
const LAST_SHIFT_MS = 6 * HOUR_MS;
/** No trip of a working day sets off later than this (local hour), so every day ends parked. */
const LAST_SETOFF_HOUR = 19;

const minutes = (rng: Rng, min: number, max: number) => rng.int(min, max) * MINUTE_MS;
const dayNumber = (midnight: number) => Math.round((midnight + LOCAL_OFFSET_MS) / DAY_MS);

/** The local midnight (epoch ms) of the day holding `t`. */
export const localMidnight = (t: number) => Math.floor((t + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;

/** The local hour (0-23) at `t`. */
export const localHour = (t: number) => Math.floor(((t + LOCAL_OFFSET_MS) % DAY_MS) / HOUR_MS);

function push(legs: Leg[], kind: Leg['kind'], from: number, ms: number): number {
  legs.push({ kind, from, to: from + ms });
  return from + ms;
}

/**
 * Monday to Saturday: out between 05:00 and 08:00, 2-5 trips with stops between (the first from
 * 11:00 is lunch), one or two idling spells before setting off, parked for the night.
 */
function workday(rng: Rng, midnight: number): Leg[] {
  const legs: Leg[] = [];
  let t = push(legs, 'park', midnight, minutes(rng, 5 * 60, 8 * 60));
  const trips = rng.int(2, 5);
  const first = rng.int(0, trips - 1);
  const idles = new Set([first]);
  if (rng.next() < 0.5) idles.add((first + rng.int(1, trips - 1)) % trips);
  let lunched = false;
  for (let i = 0; i < trips && t < midnight + LAST_SETOFF_HOUR * HOUR_MS; i += 1) {
    if (i > 0) {
      const lunch: boolean = !lunched && (t >= midnight + 11 * HOUR_MS || i === trips - 1);
      lunched ||= lunch;
      t = push(legs, 'park', t, lunch ? minutes(rng, 45, 75) : minutes(rng, 15, 90));
    }
    if (idles.has(i)) t = push(legs, 'idle', t, minutes(rng, 11, 25));
    t = push(legs, 'drive', t, minutes(rng, 20, 120));
  }
  legs.push({ kind: 'park', from: t, to: midnight + DAY_MS });
  return legs;
}

/** Sunday: parked, now and then one short trip around midday. */
function sunday(rng: Rng, midnight: number): Leg[] {
  const end = midnight + DAY_MS;
  if (rng.next() >= 0.3) return [{ kind: 'park', from: midnight, to: end }];
  const legs: Leg[] = [];
  const out = push(legs, 'park', midnight, minutes(rng, 9 * 60, 15 * 60));
  const back = push(legs, 'drive', out, minutes(rng, 20, 40));
  legs.push({ kind: 'park', from: back, to: end });
  return legs;
}

/** The last shift, planned backwards from `end`: drives between stops and idles, ending driving. */
function lastShift(rng: Rng, from: number, end: number): Leg[] {
  const legs: Leg[] = [];
  let t = end;
  let open = true;
  while (t > from) {
    const drive = Math.min(t - from, minutes(rng, 35, 75));
    legs.unshift({ kind: 'drive', from: t - drive, to: t, open });
    open = false;
    t -= drive;
    if (t <= from) break;
    const idle = rng.next() < 0.3;
    const rest = Math.min(t - from, idle ? minutes(rng, 11, 16) : minutes(rng, 15, 45));
    legs.unshift({ kind: idle ? 'idle' : 'park', from: t - rest, to: t });
    t -= rest;
  }
  return legs;
}

/**
 * A vehicle's days from the local midnight of `from` to `end`: a calendar of working days and
 * Sundays, each the same whatever day the seed runs, then a last shift ending driving at `end`.
 */
export function planLegs(seed: number, from: number, end: number): Leg[] {
  const cut = Math.max(from, end - LAST_SHIFT_MS);
  const legs: Leg[] = [];
  for (let midnight = localMidnight(from); midnight < cut; midnight += DAY_MS) {
    const rng = createRng(mixSeed(seed, dayNumber(midnight)));
    const sundayOf = new Date(midnight + LOCAL_OFFSET_MS).getUTCDay() === 0;
    legs.push(...(sundayOf ? sunday : workday)(rng, midnight));
  }
  const before = legs.filter((leg) => leg.from < cut).map((leg) => ({ ...leg, to: Math.min(leg.to, cut) }));
  return [...before, ...lastShift(createRng(mixSeed(seed, 0)), cut, end)];
}
