/**
 * Refuels and drains found in a fuel level curve (docs/fuel.md). The curve is first cleared of sensor
 * jitter and sloshing by a running median, then cut into steps between consecutive samples: a step
 * rises, falls beyond what the distance and idling explain, or is flat. Runs of rising steps are
 * refuels, runs of unexplained falls drains, when their total passes the thresholds below.
 */

/** Samples in the running median: a lone spike (a pothole's slosh, a bad reading) is dropped. */
export const FUEL_MEDIAN_SAMPLES = 5;
/** A step smaller than this (litres) is jitter, whatever its sign. */
export const FUEL_NOISE_L = 1.5;
/** A refuel adds at least this many litres, or this share of the tank when the tank is small. */
export const REFUEL_MIN_LITRES = 20;
export const REFUEL_MIN_SHARE = 0.1;
/** A refuel is done within this window (ms): a level creeping up over hours is drift, not a fill. */
export const REFUEL_WINDOW_MS = 60 * 60_000;
/** A drain loses at least this many litres beyond burn, or this share of the tank when it is small. */
export const DRAIN_MIN_LITRES = 15;
export const DRAIN_MIN_SHARE = 0.08;
/** The most a loaded truck burns per km (litres): a fall the distance explains at this rate is burn. */
export const FUEL_MAX_L_PER_KM = 0.8;
/** The most an idling engine burns per hour (litres), allowed on every step. */
export const FUEL_IDLE_L_PER_H = 6;
/** Flat steps a run may hold and go on (a pause in a pump's flow, a sample that read level). */
export const FUEL_GAP_STEPS = 1;

/** One point of the curve: litres at a time, the odometer then (km), and whether the truck stood still. */
export type FuelSample = { time: number; litres: number; odometer_km: number | null; parked: boolean };

export type FuelEventKind = 'refuel' | 'drain';
export type FuelEvent = {
  kind: FuelEventKind;
  start: number;
  end: number;
  /** Litres added (refuel) or lost beyond burn (drain), to 0.1 L. */
  litres: number;
  before_l: number;
  after_l: number;
  /** A drain with the truck standing still throughout (ignition off or speed 0): raised as an alert. */
  parked: boolean;
};

/** A centred running median of `size` samples, narrower at the ends. */
export function runningMedian(values: readonly number[], size = FUEL_MEDIAN_SAMPLES): number[] {
  const half = Math.floor(size / 2);
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - half), i + half + 1).sort((a, b) => a - b);
    const mid = Math.floor(window.length / 2);
    const upper = window[mid] ?? 0;
    return window.length % 2 === 1 ? upper : ((window[mid - 1] ?? upper) + upper) / 2;
  });
}

/** The thresholds for a tank: the fixed litres, or the share of a smaller tank. */
export const refuelThreshold = (capacityL: number) => Math.min(REFUEL_MIN_LITRES, REFUEL_MIN_SHARE * capacityL);
export const drainThreshold = (capacityL: number) => Math.min(DRAIN_MIN_LITRES, DRAIN_MIN_SHARE * capacityL);

type Step = { kind: 'up' | 'down' | 'flat'; explained: number };

/** Litres a step may lose to burn: its distance at the heaviest rate and its time at idle. */
function explainedBurn(a: FuelSample, b: FuelSample): number {
  const km = a.odometer_km !== null && b.odometer_km !== null ? Math.max(0, b.odometer_km - a.odometer_km) : 0;
  return km * FUEL_MAX_L_PER_KM + ((b.time - a.time) / 3_600_000) * FUEL_IDLE_L_PER_H;
}

function stepsOf(samples: readonly FuelSample[], level: readonly number[]): Step[] {
  return samples.slice(1).map((b, i) => {
    const explained = explainedBurn(samples[i] ?? b, b);
    const delta = (level[i + 1] ?? 0) - (level[i] ?? 0);
    if (delta > FUEL_NOISE_L) return { kind: 'up', explained };
    if (-delta - explained > FUEL_NOISE_L) return { kind: 'down', explained };
    return { kind: 'flat', explained };
  });
}

/** Runs of steps of one kind ([first step, last step]), bridging up to FUEL_GAP_STEPS flat steps. */
function runsOf(steps: readonly Step[], kind: 'up' | 'down'): [number, number][] {
  const runs: [number, number][] = [];
  let open: [number, number] | null = null;
  steps.forEach((step, i) => {
    if (step.kind === kind) {
      if (open && i - open[1] - 1 <= FUEL_GAP_STEPS) open[1] = i;
      else runs.push((open = [i, i]));
    } else if (step.kind !== 'flat') open = null;
  });
  return runs;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The refuels and drains of a curve in time order; samples must be in time order. */
export function detectFuelEvents(samples: readonly FuelSample[], capacityL: number): FuelEvent[] {
  if (samples.length < 2) return [];
  const level = runningMedian(samples.map((sample) => sample.litres));
  const steps = stepsOf(samples, level);
  // A run [first, last] of steps spans samples first to last + 1, all within the curve.
  const eventOf = (kind: FuelEventKind, [first, last]: [number, number]): FuelEvent => {
    const before = level[first] ?? 0;
    const after = level[last + 1] ?? 0;
    const burn = steps.slice(first, last + 1).reduce((sum, step) => sum + step.explained, 0);
    const litres = kind === 'refuel' ? after - before : before - after - burn;
    const parked = samples.slice(first + 1, last + 2).every((sample) => sample.parked);
    const span = { start: samples[first]?.time ?? 0, end: samples[last + 1]?.time ?? 0 };
    return { kind, ...span, litres: tenth(litres), before_l: tenth(before), after_l: tenth(after), parked };
  };
  const refuels = runsOf(steps, 'up')
    .map((run) => eventOf('refuel', run))
    .filter((event) => event.litres >= refuelThreshold(capacityL) && event.end - event.start <= REFUEL_WINDOW_MS);
  const drains = runsOf(steps, 'down')
    .map((run) => eventOf('drain', run))
    .filter((event) => event.litres >= drainThreshold(capacityL));
  return [...refuels, ...drains].sort((a, b) => a.start - b.start);
}
