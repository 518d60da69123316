import { describe, expect, it } from 'vitest';
import { findStops, positionAt, summarise, thinIndices, type TrackPoint } from './history-track.js';
import { parseInstant, parsePeriod } from './history-period.js';

const MIN = 60_000;
const point = (t: number, speed: number, ign: number | null = 1, lng = 106.8): TrackPoint => ({
  t: t * MIN,
  lat: -6.2,
  lng,
  speed,
  head: 0,
  ign,
});

describe('history track', () => {
  it('finds stops of at least the threshold, parked or idling, ended by the next moving point', () => {
    const track = [
      point(0, 50),
      point(1, 0, 0),
      point(4, 0, 0),
      point(7, 30),
      point(8, 0, 1),
      point(10, 0, 1),
      point(20, 0, 1),
    ];
    expect(findStops(track, 5 * MIN)).toEqual([
      { first: 1, last: 3, kind: 'parked' },
      { first: 4, last: 6, kind: 'idling' },
    ]);
    expect(findStops(track, 15 * MIN)).toEqual([]);
  });

  it('summarises distance without drift while standing, top speed and driving time', () => {
    const track = [point(0, 60, 1, 106.8), point(1, 60, 1, 106.81), point(2, 0, 0, 106.82), point(30, 0, 0, 106.83)];
    const summary = summarise(track, 1);
    expect(summary.distance_km).toBeCloseTo(2.2, 1);
    expect(summary).toMatchObject({ max_speed: 60, driving_seconds: 120, stop_count: 1, total_positions: 4 });
  });

  it('thins evenly past the cap, keeping the ends and the stops', () => {
    expect(thinIndices(5, 10, new Set())).toEqual([0, 1, 2, 3, 4]);
    const kept = thinIndices(10_000, 100, new Set([4321, 4322]));
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(9_999);
    expect(kept).toEqual(expect.arrayContaining([4321, 4322]));
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
  });

  it('places a moment on the track by interpolation', () => {
    const track = [point(0, 10, 1, 106.8), point(10, 10, 1, 106.9)];
    expect(positionAt(track, 5 * MIN)?.lng).toBeCloseTo(106.85);
    expect(positionAt(track, 20 * MIN)?.lng).toBe(106.9);
    expect(positionAt([], 0)).toBeNull();
  });
});

describe('history period', () => {
  it('reads ISO dates, offsets and zone-less text as UTC', () => {
    expect(parseInstant('2026-05-01')).toBe(Date.UTC(2026, 4, 1));
    expect(parseInstant('2026-05-01 07:30')).toBe(Date.UTC(2026, 4, 1, 7, 30));
    expect(parseInstant('2026-05-01T07:30:00+0700')).toBe(Date.UTC(2026, 4, 1, 0, 30));
    expect(parseInstant('2026-05-01T07:30:00.250Z')).toBe(Date.UTC(2026, 4, 1, 7, 30, 0, 250));
    for (const bad of ['', 'today', '01/05/2026', '2026-02-30T25:00Z']) expect(parseInstant(bad)).toBeNaN();
  });

  it('accepts exactly 7 days and refuses more', () => {
    expect(parsePeriod('2026-05-01', '2026-05-08').to.toISOString()).toBe('2026-05-08T00:00:00.000Z');
    expect(() => parsePeriod('2026-05-01', '2026-05-08T00:00:01Z')).toThrow('at most 7 days');
  });
});
