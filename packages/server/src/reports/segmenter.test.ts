import { describe, expect, it } from 'vitest';
import { destination, type LngLat } from '@armada/domain';
import { buildTrack, type Leg } from '../test-support/tracks.js';
import { dayStart } from './report-days.js';
import { placeLookup } from './report-places.js';
import {
  DEFAULT_SEGMENT_SETTINGS,
  EMPTY_CARRY,
  foldTrack,
  type FoldResult,
  type PlaceLookup,
  type TrackFix,
} from './segmenter.js';

const ZONE = 'Asia/Jakarta';
const settings = DEFAULT_SEGMENT_SETTINGS;
/** 08:00 in Jakarta on 2026-11-02. */
const MORNING = dayStart('2026-11-02', ZONE) + 8 * 3_600_000;
const MIN = 60_000;

const fold = (fixes: TrackFix[], places?: PlaceLookup) => foldTrack(EMPTY_CARRY, fixes, settings, ZONE, places);

/** A square geofence `half` degrees either side of a point, and a circle. */
const square = (id: number, [lng, lat]: LngLat, half: number) => ({
  id,
  shape: {
    shape: 'polygon' as const,
    ring: [
      [lng - half, lat - half],
      [lng + half, lat - half],
      [lng + half, lat + half],
      [lng - half, lat + half],
      [lng - half, lat - half],
    ] as LngLat[],
  },
  minLat: lat - half,
  maxLat: lat + half,
  minLng: lng - half,
  maxLng: lng + half,
});
const circle = (id: number, center: LngLat, radius: number) => ({
  id,
  shape: { shape: 'circle' as const, center, radius },
  minLat: center[1] - 0.01,
  maxLat: center[1] + 0.01,
  minLng: center[0] - 0.01,
  maxLng: center[0] + 0.01,
});
const kinds = (result: FoldResult, kind: string) => result.segments.filter((s) => s.kind === kind);
const minutes = (s: { start: { time: number }; end: { time: number } }) => (s.end.time - s.start.time) / MIN;

describe('the report engine folds a track into trips, stops, idling and days', () => {
  const day: Leg[] = [
    { kind: 'park', minutes: 20 },
    { kind: 'drive', minutes: 30, kmh: 60 },
    { kind: 'idle', minutes: 12 },
    { kind: 'park', minutes: 30 },
    { kind: 'drive', minutes: 10, kmh: 60 },
    { kind: 'park', minutes: 10 },
  ];

  it('finds each trip with its distance, times and speeds, the stops between and the long idle', () => {
    const result = fold(buildTrack(day, { start: MORNING }));
    const trips = kinds(result, 'trip');
    expect(trips.map(minutes)).toEqual([30, 10]);
    expect(trips[0]?.distanceM).toBeCloseTo(30_000, -2);
    expect(trips[1]?.distanceM).toBeCloseTo(10_000, -2);
    expect(trips[0]?.maxSpeed).toBe(60);
    expect(trips[0]?.start.time).toBe(MORNING + 20 * MIN);
    // Idling and parking after the first trip are one stop: the truck stood still for 42 minutes.
    expect(kinds(result, 'stop').map(minutes)).toEqual([20, 42]);
    expect(kinds(result, 'idle').map(minutes)).toEqual([12]);
    // The truck still stands at the end: that stop is under way, in the carry.
    expect(result.carry.stop?.time).toBe(MORNING + 102 * MIN);
  });

  it('adds up the day: distance, engine, moving, idling and stopped time', () => {
    const [totals] = fold(buildTrack(day, { start: MORNING })).days;
    expect(totals?.day).toBe('2026-11-02');
    expect(totals?.distanceM).toBeCloseTo(40_000, -2);
    expect(totals?.movingS).toBe(40 * 60);
    expect(totals?.idleS).toBe(12 * 60);
    expect(totals?.engineS).toBe(52 * 60);
    expect(totals?.stoppedS).toBe(60 * 60);
    expect(totals?.maxSpeed).toBe(60);
    expect(totals?.first?.time).toBe(MORNING);
    expect(totals?.last?.time).toBe(MORNING + 112 * MIN);
  });

  it('keeps a short halt (a traffic light) inside the trip, and drops a trip shorter than the minimum', () => {
    const halted = fold(
      buildTrack(
        [
          { kind: 'drive', minutes: 10, kmh: 50 },
          { kind: 'idle', minutes: 3 },
          { kind: 'drive', minutes: 10, kmh: 50 },
          { kind: 'park', minutes: 10 },
        ],
        { start: MORNING },
      ),
    );
    expect(kinds(halted, 'trip').map(minutes)).toEqual([23]);
    expect(kinds(halted, 'idle')).toEqual([]);

    const shunted = fold(
      buildTrack(
        [
          { kind: 'park', minutes: 10 },
          { kind: 'drive', minutes: 0.5, kmh: 20 },
          { kind: 'park', minutes: 10 },
          { kind: 'drive', minutes: 5, kmh: 60 },
          { kind: 'park', minutes: 6 },
        ],
        { start: MORNING },
      ),
    );
    // 167 m of shunting is no trip: the first stop lasts until the real trip leaves.
    expect(kinds(shunted, 'trip').map(minutes)).toEqual([5]);
    expect(kinds(shunted, 'stop').map(minutes)).toEqual([20.5]);
  });

  it('takes the distance from the odometer where the tracker reports one, and fuel burnt with the engine on', () => {
    const result = fold(
      buildTrack(day, { start: MORNING, odometer: 1000, odometerScale: 1.05, fuel: 300, litresPerHour: 12 }),
    );
    expect(kinds(result, 'trip')[0]?.distanceM).toBeCloseTo(31_500, -2);
    expect(result.days[0]?.distanceM).toBeCloseTo(42_000, -2);
    // 52 minutes with the engine on at 12 l/h.
    expect(result.days[0]?.fuelUsed).toBeCloseTo(10.4, 1);
    expect(kinds(result, 'trip')[0]?.fuelUsed).toBeCloseTo(6, 1);
  });

  it('counts speeding spells and their time', () => {
    const result = fold(
      buildTrack(
        [
          { kind: 'drive', minutes: 5, kmh: 70 },
          { kind: 'drive', minutes: 2, kmh: 95 },
          { kind: 'drive', minutes: 5, kmh: 70 },
          { kind: 'drive', minutes: 3, kmh: 90 },
          { kind: 'park', minutes: 6 },
        ],
        { start: MORNING },
      ),
    );
    expect(result.days[0]?.overspeedCount).toBe(2);
    expect(result.days[0]?.overspeedS).toBe(5 * 60);
    expect(kinds(result, 'trip')[0]?.maxSpeed).toBe(95);
    const spells = kinds(result, 'overspeed');
    expect(spells.map(minutes)).toEqual([2, 3]);
    expect(spells.map((s) => s.maxSpeed)).toEqual([95, 90]);
    expect(spells[0]?.distanceM).toBeCloseTo((95 / 60) * 2 * 1000, -1);
  });

  it('finds a tow (moving with the ignition off) and a crash (an impact), and neither is a trip', () => {
    const fixes = buildTrack(
      [
        { kind: 'drive', minutes: 10, kmh: 50 },
        { kind: 'park', minutes: 30 },
        { kind: 'tow', minutes: 12, kmh: 30 },
        { kind: 'park', minutes: 10 },
      ],
      { start: MORNING },
    );
    const impact = fixes.findIndex((f) => f.time === MORNING + 5 * MIN);
    fixes[impact] = { ...(fixes[impact] as TrackFix), bump: 1 };
    fixes[impact + 1] = { ...(fixes[impact + 1] as TrackFix), bump: 1 };
    const result = fold(fixes);
    expect(kinds(result, 'towing').map(minutes)).toEqual([12]);
    expect(kinds(result, 'towing')[0]?.distanceM).toBeCloseTo(6000, -2);
    const crashes = kinds(result, 'crash');
    expect(crashes.map((c) => c.start.time)).toEqual([MORNING + 5 * MIN]);
    expect(crashes[0]?.maxSpeed).toBe(50);
    expect(kinds(result, 'trip').map(minutes)).toEqual([10]);
    // The tow is not driving: the stop after the trip goes on through it.
    expect(result.carry.stop?.time).toBe(MORNING + 10 * MIN);
  });

  it('splits a drive across midnight between the two days, and fills a parked day between', () => {
    const late = dayStart('2026-11-03', ZONE) - 10 * MIN;
    const result = fold(
      buildTrack(
        [
          { kind: 'drive', minutes: 20, kmh: 60 },
          { kind: 'park', minutes: 36 * 60 },
        ],
        { start: late, everyS: 60 },
      ),
    );
    expect(result.days.map((d) => d.day)).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(result.days.map((d) => d.movingS)).toEqual([600, 600, 0]);
    expect(result.days[0]?.distanceM).toBeCloseTo(10_000, -2);
    expect(result.days[1]?.stoppedS).toBe(24 * 3600 - 600);
    expect(kinds(result, 'trip').map(minutes)).toEqual([20]);
  });

  it('makes up no days for a silence of more than a month', () => {
    const before = buildTrack([{ kind: 'park', minutes: 60 }], { start: MORNING });
    const after = buildTrack([{ kind: 'park', minutes: 60 }], { start: MORNING + 40 * 86_400_000 });
    const result = fold([...before, ...after]);
    expect(result.days.map((d) => d.day)).toEqual(['2026-11-02', '2026-12-12']);
  });

  // The day's track from the depot: 30 km east to a yard, 10 km on to a customer.
  const depot: LngLat = [106.8, -6.2];
  const yard = destination(depot, 90, 30_000);
  const customer = destination(yard, 90, 10_000);
  const places = placeLookup([
    circle(1, depot, 450),
    square(2, yard, 0.01),
    // A wider area holding the yard: a truck is in both at once.
    square(3, yard, 0.02),
    // Two geofences drawn alike: both entered at the same fix.
    square(4, customer, 0.01),
    square(5, customer, 0.01),
  ]);
  const visits = (result: FoldResult, place: number) => kinds(result, 'visit').filter((s) => s.place === place);

  it('records each geofence visit, overlapping ones apart, and keeps the ones under way in the carry', () => {
    const result = fold(buildTrack(day, { start: MORNING }), places);
    // 60 km/h is 1 km a minute: the truck leaves the 450 m depot circle on the third fix of its drive.
    expect(visits(result, 1).map(minutes)).toEqual([20.5]);
    expect(visits(result, 1)[0]?.start.time).toBe(MORNING);
    // The yard box reaches 0.01° (1.1 km) either side: a minute and some in, the 42 minutes standing, and out.
    const [yardVisit] = visits(result, 2);
    expect(minutes(yardVisit ?? { start: { time: 0 }, end: { time: 0 } })).toBeGreaterThan(44);
    expect(minutes(yardVisit ?? { start: { time: 0 }, end: { time: 0 } })).toBeLessThan(45);
    const [area] = visits(result, 3);
    expect(area?.start.time).toBeLessThan(yardVisit?.start.time ?? 0);
    expect(area?.end.time).toBeGreaterThan(yardVisit?.end.time ?? 0);
    expect(area?.distanceM).toBeCloseTo(4_450, -2);
    // Still at the customer when the track ends: both of its geofences are under way, from the same fix.
    expect(visits(result, 4)).toEqual([]);
    expect(Object.keys(result.carry.visits)).toEqual(['4', '5']);
    expect(result.carry.visits['4']?.start).toEqual(result.carry.visits['5']?.start);
    // A vehicle whose organisation has no geofences has no visits.
    expect(kinds(fold(buildTrack(day, { start: MORNING })), 'visit')).toEqual([]);
  });

  it('gives the same result folded packet by packet from the carry, or refolded from a day-end checkpoint', () => {
    const legs: Leg[] = [...day, ...day, { kind: 'park', minutes: 14 * 60 }, ...day, ...day];
    const fixes = buildTrack(legs, { start: MORNING, everyS: 30, fuel: 200, litresPerHour: 9 });
    const whole = fold(fixes, places);
    expect(kinds(whole, 'visit').length).toBeGreaterThan(3);
    for (let seed = 1; seed <= 20; seed += 1) {
      let carry = EMPTY_CARRY;
      const segments: FoldResult['segments'] = [];
      const days = new Map<string, unknown>();
      for (let i = 0; i < fixes.length;) {
        const size = 1 + ((seed * 7919 * (i + 1)) % 97);
        const part = foldTrack(carry, fixes.slice(i, i + size), settings, ZONE, places);
        segments.push(...part.segments);
        for (const d of part.days) days.set(d.day, d);
        carry = part.carry;
        i += size;
      }
      expect(segments).toEqual(whole.segments);
      expect([...days.values()]).toEqual(whole.days);
      expect(carry).toEqual(whole.carry);
    }
    const [firstDay] = [...whole.dayEnds.keys()];
    const checkpoint = whole.dayEnds.get(firstDay ?? '');
    expect(checkpoint).toBeDefined();
    const rest = foldTrack(
      checkpoint ?? EMPTY_CARRY,
      fixes.filter((f) => f.time > (checkpoint?.last?.time ?? 0)),
      settings,
      ZONE,
      places,
    );
    expect(rest.carry).toEqual(whole.carry);
    expect(rest.segments).toEqual(whole.segments.filter((s) => s.closedAt > (checkpoint?.last?.time ?? 0)));
  });
});
