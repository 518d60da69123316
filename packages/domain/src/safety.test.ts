import { describe, expect, it } from 'vitest';
import { safetyLevel, safetyScore, SAFETY_MIN_KM, type SafetyInputs } from './safety.js';

const clean: SafetyInputs = {
  distance_km: 400,
  overspeed_count: 0,
  overspeed_minutes: 0,
  crashes: 0,
  fatigue_events: 0,
};

describe('safetyScore', () => {
  it('gives a clean period full marks', () => {
    expect(safetyScore(clean)).toBe(100);
  });

  it('does not score a truck that drove too little', () => {
    expect(safetyScore({ ...clean, distance_km: SAFETY_MIN_KM - 1 })).toBeNull();
    expect(safetyScore({ ...clean, distance_km: SAFETY_MIN_KM })).toBe(100);
  });

  it('takes points per 100 km, so the same events weigh less over a longer distance', () => {
    // 4 overspeeds and 10 minutes over the limit in 200 km: (4×4 + 10×1) / 2 = 13 points.
    expect(safetyScore({ ...clean, distance_km: 200, overspeed_count: 4, overspeed_minutes: 10 })).toBe(87);
    expect(safetyScore({ ...clean, distance_km: 400, overspeed_count: 4, overspeed_minutes: 10 })).toBe(94);
  });

  it('takes 25 points per crash whatever the distance, and never goes below 0', () => {
    expect(safetyScore({ ...clean, crashes: 1 })).toBe(75);
    expect(safetyScore({ ...clean, crashes: 5 })).toBe(0);
  });

  it('counts fatigue and harsh events', () => {
    expect(safetyScore({ ...clean, distance_km: 100, fatigue_events: 1, harsh_events: 2 })).toBe(86);
  });
});

describe('safetyLevel', () => {
  it.each([
    [100, 'very_good'],
    [90, 'very_good'],
    [89, 'good'],
    [75, 'good'],
    [74, 'medium'],
    [60, 'medium'],
    [59, 'bad'],
    [40, 'bad'],
    [39, 'very_bad'],
    [0, 'very_bad'],
  ] as const)('%i is %s', (score, level) => {
    expect(safetyLevel(score)).toBe(level);
  });
});
