import { describe, expect, it } from 'vitest';
import { distanceToEdgeM } from '../geometry.js';
import { checkpointTiming, placesPresent, PLACE_EXIT_MARGIN_M } from './place-presence.js';

describe('placesPresent', () => {
  it('keeps a place the fix left by no more than the margin, and drops one left by more', () => {
    const outside = { a: 5, b: PLACE_EXIT_MARGIN_M + 1 } as Record<string, number>;
    expect(placesPresent(['a', 'b'], ['c'], (id) => outside[id] ?? Infinity)).toEqual(['a', 'c']);
  });
  it('enters from the first fix inside', () => {
    expect(placesPresent(undefined, ['a'], () => Infinity)).toEqual(['a']);
  });
});

describe('checkpointTiming', () => {
  it('is on time up to the target minute and late by whole minutes after', () => {
    expect(checkpointTiming(8 * 3600, '08:00')).toEqual({ target_time: '08:00', on_time: 1, late_minutes: 0 });
    expect(checkpointTiming(8 * 3600 + 59, '08:00:00').on_time).toBe(1);
    expect(checkpointTiming(8 * 3600 + 60, '08:00:00')).toEqual({ target_time: '08:00', on_time: 0, late_minutes: 1 });
    expect(checkpointTiming(23 * 3600, '08:00').late_minutes).toBe(900);
    expect(checkpointTiming(0, '08:00').on_time).toBe(1);
  });
});

describe('distanceToEdgeM', () => {
  const square = {
    shape: 'polygon' as const,
    ring: [
      [106.8, -6.3],
      [106.81, -6.3],
      [106.81, -6.29],
      [106.8, -6.29],
      [106.8, -6.3],
    ] as [number, number][],
  };
  it('measures to the nearest side, inside or out', () => {
    // 0.0001° of longitude at 6° south is about 11 m.
    expect(distanceToEdgeM(square, [106.7999, -6.295])).toBeCloseTo(11.06, 0);
    expect(distanceToEdgeM(square, [106.8001, -6.295])).toBeCloseTo(11.06, 0);
    expect(distanceToEdgeM(square, [106.805, -6.295])).toBeGreaterThan(500);
  });
  it('measures a circle from its rim', () => {
    expect(distanceToEdgeM({ shape: 'circle', center: [106.9, -6.3], radius: 100 }, [106.9, -6.3])).toBeCloseTo(100, 5);
  });
});
