import type { Rng } from '../fleet/prng.js';
import type { Scenario } from '../fleet/scenarios.js';
import type { Leg } from './day-plan.js';

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

const TANK_L = 200;
const REFUEL_BELOW_L = 0.25 * TANK_L;

type Reading = { t: number; speed: number; ign: 0 | 1 };

/**
 * The tank in litres at each sample: 8-14 l an hour with the engine on (the rate is the vehicle's),
 * filled to near full when standing once it runs low.
 */
export function fuelLevels(rng: Rng, samples: readonly Reading[]): number[] {
  const perMs = (8 + 6 * rng.next()) / 3_600_000;
  let level = TANK_L * (0.6 + 0.3 * rng.next());
  let previous: Reading | undefined;
  return samples.map((s) => {
    if (previous?.ign === 1) level -= perMs * (s.t - previous.t);
    if (s.speed === 0 && level < REFUEL_BELOW_L) level = TANK_L * (0.9 + 0.08 * rng.next());
    previous = s;
    return Math.round(level * 10) / 10;
  });
}
