import { describe, expect, it } from 'vitest';
import { bearing, buildRoute, distanceM, positionAlong, routeById } from './route-math.js';
import { ROUTE_IDS, type RouteDef } from './routes.js';
import { createTurnCursor } from './simulator.js';

const line: RouteDef = {
  id: 'jakarta-inner-ring',
  name: 'test',
  area: 'test',
  plates: ['B'],
  alt: 0,
  waypoints: [
    [0, 0],
    [0, 1],
    [1, 1],
  ],
};

describe('route interpolation', () => {
  it('measures distances and bearings on the sphere', () => {
    expect(distanceM([0, 0], [0, 1])).toBeCloseTo(111_195, -1);
    expect(bearing([0, 0], [1, 0])).toBe(0);
    expect(bearing([0, 0], [0, 1])).toBe(90);
    expect(bearing([0, 0], [-1, 0])).toBe(180);
    expect(bearing([0, 1], [0, 0])).toBe(270);
  });

  it('interpolates along segments with the heading of the segment', () => {
    const route = buildRoute(line);
    const first = route.cumulative[1] ?? 0;
    expect(route.length).toBeCloseTo(first * 2, -2);
    const mid = positionAlong(route, first / 2);
    expect(mid.lat).toBeCloseTo(0, 6);
    expect(mid.lng).toBeCloseTo(0.5, 6);
    expect(mid.head).toBe(90);
    const up = positionAlong(route, first + (route.length - first) / 4);
    expect(up.lng).toBeCloseTo(1, 6);
    expect(up.lat).toBeCloseTo(0.25, 3);
    expect(up.head).toBe(0);
  });

  it('drives back from the end with the heading reversed', () => {
    const route = buildRoute(line);
    const back = positionAlong(route, route.length + 1000);
    expect(back.head).toBe(180);
    expect(back.lat).toBeLessThan(1);
    const home = positionAlong(route, route.length * 2);
    expect(home.lat).toBeCloseTo(0, 6);
    expect(home.lng).toBeCloseTo(0, 6);
  });

  it('keeps every demo route in Indonesia with road-like steps', () => {
    for (const id of ROUTE_IDS) {
      const route = routeById(id);
      expect(route.points.length).toBeGreaterThanOrEqual(6);
      expect(route.length).toBeGreaterThan(10_000);
      for (const [lat, lng] of route.points) {
        expect(lat).toBeGreaterThan(-11);
        expect(lat).toBeLessThan(6);
        expect(lng).toBeGreaterThan(95);
        expect(lng).toBeLessThan(141);
      }
      for (let i = 1; i < route.points.length; i += 1) {
        expect((route.cumulative[i] ?? 0) - (route.cumulative[i - 1] ?? 0)).toBeLessThan(25_000);
      }
    }
  });
});

describe('turn scheduling', () => {
  it('spreads turns evenly over the interval and serves each truck once per round', () => {
    const cursor = createTurnCursor(4, 1000, 0);
    const taken: [number, number][] = [];
    for (let now = 0; now <= 2000; now += 50) cursor.due(now, (i) => taken.push([now, i]));
    expect(taken.slice(0, 4)).toEqual([
      [0, 0],
      [250, 1],
      [500, 2],
      [750, 3],
    ]);
    expect(taken).toHaveLength(9);
  });

  it('skips ahead after a stall instead of bursting', () => {
    const cursor = createTurnCursor(10, 1000, 0);
    let served = 0;
    cursor.due(60_000, () => (served += 1));
    expect(served).toBeLessThanOrEqual(10);
  });
});
