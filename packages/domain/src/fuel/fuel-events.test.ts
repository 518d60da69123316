import { describe, expect, it } from 'vitest';
import { detectFuelEvents, runningMedian, type FuelSample } from './fuel-events.js';

/** A small seeded generator, so a noisy curve is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const STEP_MS = 5 * 60_000;
const T0 = Date.UTC(2026, 10, 2, 0, 0);

type Phase =
  | { kind: 'drive'; minutes: number; kmh: number; lPerKm: number }
  | { kind: 'park'; minutes: number }
  | { kind: 'fill'; minutes: number; litres: number }
  | { kind: 'drain'; minutes: number; litres: number; moving?: boolean };

/**
 * A truck's curve as a tracker reports it every 5 minutes: steady burn on the road, level at rest,
 * a pump's rise, a siphon's fall, with ±`jitter` litres of sensor noise on every reading and a few
 * single-sample spikes (slosh over a bump).
 */
function curve(phases: Phase[], seed: number, start = 300, jitter = 2): FuelSample[] {
  const next = random(seed);
  const samples: FuelSample[] = [];
  let time = T0;
  let litres = start;
  let km = 1000;
  for (const phase of phases) {
    const steps = Math.round(phase.minutes / 5);
    for (let i = 0; i < steps; i += 1) {
      let parked = true;
      if (phase.kind === 'drive') {
        const driven = (phase.kmh * 5) / 60;
        km += driven;
        litres -= driven * phase.lPerKm;
        parked = false;
      } else if (phase.kind === 'fill') litres += phase.litres / steps;
      else if (phase.kind === 'drain') {
        litres -= phase.litres / steps;
        if (phase.moving) {
          km += 5;
          litres -= 5 * 0.3;
          parked = false;
        }
      }
      time += STEP_MS;
      const spike = next() < 0.02 ? (next() < 0.5 ? -12 : 12) : 0;
      const noise = (next() * 2 - 1) * jitter + spike;
      samples.push({ time, litres: litres + noise, odometer_km: km, parked });
    }
  }
  return samples;
}

const day = (fill: number, drainAtNight?: number): Phase[] => [
  { kind: 'drive', minutes: 240, kmh: 55, lPerKm: 0.35 },
  { kind: 'park', minutes: 60 },
  { kind: 'fill', minutes: 10, litres: fill },
  { kind: 'park', minutes: 20 },
  { kind: 'drive', minutes: 300, kmh: 60, lPerKm: 0.33 },
  { kind: 'park', minutes: 240 },
  ...(drainAtNight ? [{ kind: 'drain' as const, minutes: 20, litres: drainAtNight }] : []),
  { kind: 'park', minutes: 400 },
];

describe('fuel refuel and drain detection', () => {
  it('finds exactly the refuels and the parked drain of three noisy days', () => {
    for (const seed of [1, 7, 42, 2026]) {
      const samples = curve([...day(180), ...day(150, 60), ...day(200)], seed);
      const events = detectFuelEvents(samples, 400);
      expect(
        events.map((e) => [e.kind, e.parked]),
        `seed ${seed}`,
      ).toEqual([
        ['refuel', true],
        ['refuel', true],
        ['drain', true],
        ['refuel', true],
      ]);
      const [first, , drain] = events;
      expect(first?.litres).toBeGreaterThan(165);
      expect(first?.litres).toBeLessThan(195);
      expect(drain?.litres).toBeGreaterThan(50);
      expect(drain?.litres).toBeLessThan(70);
    }
  });

  it('takes steady burn, jitter and spikes as no event at all', () => {
    const samples = curve(
      [
        { kind: 'drive', minutes: 600, kmh: 60, lPerKm: 0.4 },
        { kind: 'park', minutes: 600 },
      ],
      9,
      350,
      3,
    );
    expect(detectFuelEvents(samples, 400)).toEqual([]);
  });

  it('tells a fall while driving beyond burn as a drain that is not parked', () => {
    const samples = curve(
      [
        { kind: 'drive', minutes: 60, kmh: 60, lPerKm: 0.3 },
        { kind: 'drain', minutes: 15, litres: 80, moving: true },
        { kind: 'drive', minutes: 60, kmh: 60, lPerKm: 0.3 },
      ],
      3,
    );
    expect(detectFuelEvents(samples, 400).map((e) => [e.kind, e.parked])).toEqual([['drain', false]]);
  });

  it('leaves rises and falls under the thresholds alone, and scales them down for a small tank', () => {
    const small = curve(
      [
        { kind: 'park', minutes: 60 },
        { kind: 'fill', minutes: 5, litres: 12 },
        { kind: 'park', minutes: 60 },
      ],
      5,
      40,
      0.5,
    );
    expect(detectFuelEvents(small, 400)).toEqual([]);
    expect(detectFuelEvents(small, 100).map((e) => e.kind)).toEqual(['refuel']);
  });

  it('runs a centred median that drops a lone spike', () => {
    expect(runningMedian([10, 10, 50, 10, 10])).toEqual([10, 10, 10, 10, 10]);
    expect(runningMedian([1, 2, 3, 4, 5, 6])).toEqual([2, 2.5, 3, 4, 4.5, 5]);
  });
});
