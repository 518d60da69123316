import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  circleBounds,
  circleRing,
  destination,
  distanceM,
  isClosedRing,
  pointInRing,
  ringBounds,
  ringCentroid,
  shapeContains,
  shapeLabelPoint,
  type LngLat,
  type Ring,
} from './geometry.js';

const SQUARE: Ring = [
  [107, -6.3],
  [107.1, -6.3],
  [107.1, -6.2],
  [107, -6.2],
  [107, -6.3],
];
/** An L shape whose notch (top right) is outside though inside the bounding box. */
const L_SHAPE: Ring = [
  [0, 0],
  [2, 0],
  [2, 1],
  [1, 1],
  [1, 2],
  [0, 2],
  [0, 0],
];

describe('distanceM', () => {
  it('measures a degree of latitude as about 111 km and is symmetric', () => {
    expect(distanceM([106.8, -6.2], [106.8, -7.2])).toBeCloseTo(111_195, -2);
    expect(distanceM([106.8, -6.2], [112.7, -7.3])).toBeCloseTo(distanceM([112.7, -7.3], [106.8, -6.2]), 6);
    expect(distanceM([110, -7], [110, -7])).toBe(0);
  });
});

describe('pointInRing', () => {
  it('finds points inside and outside a convex ring', () => {
    expect(pointInRing([107.05, -6.25], SQUARE)).toBe(true);
    expect(pointInRing([107.15, -6.25], SQUARE)).toBe(false);
    expect(pointInRing([107.05, -6.35], SQUARE)).toBe(false);
  });

  it('leaves the notch of a concave ring outside', () => {
    expect(pointInRing([0.5, 1.5], L_SHAPE)).toBe(true);
    expect(pointInRing([1.5, 0.5], L_SHAPE)).toBe(true);
    expect(pointInRing([1.5, 1.5], L_SHAPE)).toBe(false);
  });

  it('answers false for a degenerate ring', () => {
    expect(pointInRing([0, 0], [])).toBe(false);
    expect(pointInRing([0, 0], [[0, 0]])).toBe(false);
  });
});

describe('circles', () => {
  const center: LngLat = [107.1528, -6.2611];

  it('puts a destination at the asked distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.double({ min: 10, max: 50_000, noNaN: true }),
        (b, d) => {
          expect(distanceM(center, destination(center, b, d))).toBeCloseTo(d, 3);
        },
      ),
    );
  });

  it('draws a closed ring whose points lie on the circle', () => {
    const ring = circleRing(center, 800, 32);
    expect(ring).toHaveLength(33);
    expect(isClosedRing(ring)).toBe(true);
    for (const point of ring) expect(distanceM(center, point)).toBeCloseTo(800, 3);
  });

  it('contains a point by distance, and its bounds hold the whole ring', () => {
    const circle = { shape: 'circle' as const, center, radius: 800 };
    expect(shapeContains(circle, destination(center, 45, 790))).toBe(true);
    expect(shapeContains(circle, destination(center, 45, 810))).toBe(false);
    const box = circleBounds(center, 800);
    for (const [lng, lat] of circleRing(center, 800)) {
      expect(lng).toBeGreaterThanOrEqual(box.minLng - 1e-9);
      expect(lng).toBeLessThanOrEqual(box.maxLng + 1e-9);
      expect(lat).toBeGreaterThanOrEqual(box.minLat - 1e-9);
      expect(lat).toBeLessThanOrEqual(box.maxLat + 1e-9);
    }
    expect(shapeLabelPoint(circle)).toEqual(center);
  });
});

describe('bounds, centroid and rings', () => {
  it('bounds a ring', () => {
    expect(ringBounds(SQUARE)).toEqual({ minLng: 107, minLat: -6.3, maxLng: 107.1, maxLat: -6.2 });
  });

  it('puts the centroid in the middle of a square whatever the winding', () => {
    const [lng, lat] = ringCentroid(SQUARE);
    expect(lng).toBeCloseTo(107.05, 9);
    expect(lat).toBeCloseTo(-6.25, 9);
    const [rlng, rlat] = ringCentroid([...SQUARE].reverse());
    expect(rlng).toBeCloseTo(107.05, 9);
    expect(rlat).toBeCloseTo(-6.25, 9);
  });

  it('falls back to the mean for a ring without area', () => {
    expect(
      ringCentroid([
        [0, 0],
        [2, 0],
        [0, 0],
      ]),
    ).toEqual([2 / 3, 0]);
  });

  it('knows a closed ring from an open or short one', () => {
    expect(isClosedRing(SQUARE)).toBe(true);
    expect(isClosedRing(SQUARE.slice(0, 4))).toBe(false);
    expect(
      isClosedRing([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe(false);
  });
});
