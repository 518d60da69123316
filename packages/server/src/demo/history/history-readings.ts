import type { Rng } from '../fleet/prng.js';
import type { Scenario } from '../fleet/scenarios.js';
import { localHour, type Leg } from './day-plan.js';

/** Cruising speed (mid, swing) per scenario, under the 80 km/h limit; the default suits town and toll road. */
const CRUISE: Partial<Record<Scenario, readonly [mid: number, swing: number]>> = {
  moving_31_80: [55, 16],
  moving_81_100: [68, 8],
  overspeed: [64, 10],
};
const DEFAULT_CRUISE = [50, 14] as const;
/** Scenarios that speed: a spell of 82-94 km/h in the middle of every trip. */
const SPEEDERS: ReadonlySet<Scenario> = new Set(['overspeed', 'moving_81_100']);
const RAMP_MS = 120_000;

const wave = (ms: number, periodMs: number, phase: number) => Math.sin(2 * Math.PI * (ms / periodMs + phase));

/** Speed (whole km/h) at `at` in a drive: slow off and into the stop, a slow swing between, and the speeders' spell. */
export function speedAt(scenario: Scenario, leg: Leg, at: number, phase: number): number {
  const into = at - leg.from;
  const share = into / (leg.to - leg.from);
  if (SPEEDERS.has(scenario) && share >= 0.4 && share < 0.55) return Math.round(88 + 6 * wave(into, 300_000, phase));
  const [mid, swing] = CRUISE[scenario] ?? DEFAULT_CRUISE;
  const cruise = mid + swing * wave(into, 900_000, phase) + 3 * wave(into, 110_000, 3 * phase);
  const ramp = Math.min(1, (into + 30_000) / RAMP_MS, leg.open ? 1 : (leg.to - at) / RAMP_MS);
  return Math.max(5, Math.round(cruise * ramp));
}

export const TANK_L = 200;
/** The one demo siphon: litres taken from a parked truck's tank at night. */
export const DRAIN_L = 45;
const REFUEL_BELOW_L = 0.25 * TANK_L;

type Reading = { t: number; speed: number; ign: 0 | 1 };

/**
 * The tank in litres at each sample: 8-14 l an hour with the engine on (the rate is the vehicle's),
 * filled to near full at a stop of the working day once it runs low; siphoned of DRAIN_L at the
 * first parked sample from `drainAt` on, when given.
 */
export function fuelLevels(rng: Rng, samples: readonly Reading[], drainAt?: number): number[] {
  const perMs = (8 + 6 * rng.next()) / 3_600_000;
  let level = TANK_L * (0.6 + 0.3 * rng.next());
  let previous: Reading | undefined;
  let drained = drainAt === undefined;
  return samples.map((s) => {
    if (previous?.ign === 1) level -= perMs * (s.t - previous.t);
    if (!drained && s.t >= (drainAt ?? 0) && s.ign === 0 && s.speed === 0 && level > DRAIN_L + 10) {
      level -= DRAIN_L;
      drained = true;
    }
    // Filled at a stop in the working day (a pump is not open to a parked truck at night).
    const working = localHour(s.t) >= 6 && localHour(s.t) < 20;
    if (s.speed === 0 && working && level < REFUEL_BELOW_L) level = TANK_L * (0.9 + 0.08 * rng.next());
    previous = s;
    return Math.round(level * 10) / 10;
  });
}

const MINUTE_MS = 60_000;
/** A chilled load's setpoint, as the simulator's reefers hold it. */
const CHILLED_C = 3;
const WARMING_PER_MIN = 0.4;
const COOLING_PER_MIN = 0.3;

/**
 * The rear door (1 closed, 0 open) at each sample: at every stop of the working day (06-20 local)
 * the load is handled with the door open for 5 to 25 minutes.
 */
export function doorStates(rng: Rng, samples: readonly Reading[]): (0 | 1)[] {
  let closesAt = 0;
  let previous: Reading | undefined;
  return samples.map((s) => {
    const stopping = s.ign === 0 && previous?.ign === 1;
    if (stopping && localHour(s.t) >= 6 && localHour(s.t) < 20) closesAt = s.t + (5 + 20 * rng.next()) * MINUTE_MS;
    previous = s;
    return s.t < closesAt ? 0 : 1;
  });
}

/**
 * A chilled reefer's cargo temperature: near its setpoint, warming with the door open and pulled back
 * by the unit once it shuts, so a long delivery takes it past the upper limit for a while.
 */
export function reeferTemperatures(samples: readonly Reading[], doors: readonly (0 | 1)[]): number[] {
  let warmth = 0;
  return samples.map((s, i) => {
    const minutes = i === 0 ? 0 : (s.t - (samples[i - 1] as Reading).t) / MINUTE_MS;
    warmth = doors[i - 1] === 0 ? warmth + WARMING_PER_MIN * minutes : Math.max(0, warmth - COOLING_PER_MIN * minutes);
    return Math.round((CHILLED_C + warmth + 0.6 * wave(s.t, 2_400_000, 0)) * 10) / 10;
  });
}

/** What a delivery truck carries when it loads up, and how often the depot overloads it. */
const FULL_KG = [12_000, 19_000] as const;
const OVERLOAD_KG = [21_000, 23_500] as const;
const OVERLOAD_SHARE = 0.2;
const EMPTY_BELOW_KG = 2_500;

/**
 * The axle load in kg at each sample: the truck loads up at the first stop of a day (now and then
 * past the legal limit) and drops a part of its load at each delivery (a door opening), to empty.
 */
export function cargoLoads(
  rng: Rng,
  samples: readonly unknown[],
  doors: readonly (0 | 1)[],
  limitKg: number,
): number[] {
  let load = 0;
  const between = ([low, high]: readonly [number, number]) => Math.round((low + (high - low) * rng.next()) / 10) * 10;
  return samples.map((_, i) => {
    const opens = doors[i] === 0 && doors[i - 1] !== 0;
    if (opens && load < EMPTY_BELOW_KG) {
      load = rng.next() < OVERLOAD_SHARE ? Math.max(limitKg + 500, between(OVERLOAD_KG)) : between(FULL_KG);
    } else if (opens) {
      load = Math.max(0, Math.round((load * (0.45 + 0.3 * rng.next())) / 10) * 10);
    }
    return load;
  });
}
