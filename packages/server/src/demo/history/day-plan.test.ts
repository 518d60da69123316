import { describe, expect, it } from 'vitest';
import { historyVehicles, plannedTrack } from './history-plan.js';
import { DAY_MS, localHour, localMidnight, planLegs, type Leg } from './day-plan.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
// A Thursday, 10:00 in Jakarta: the 59 days before the last start on a Sunday and hold 9 Sundays.
const END = Date.parse('2026-11-26T03:00:00Z');
const FROM = localMidnight(END) - 60 * DAY_MS;
const legs = planLegs(7, FROM, END);
const midnights = Array.from({ length: 59 }, (_, i) => FROM + i * DAY_MS);
const isSunday = (midnight: number) => new Date(midnight + 7 * HOUR_MS).getUTCDay() === 0;
const legsOn = (plan: Leg[], midnight: number) =>
  plan.filter((leg) => leg.from >= midnight && leg.from < midnight + DAY_MS);
/** The planned days before the last shift. */
const days = midnights.map((midnight) => ({ sunday: isSunday(midnight), legs: legsOn(legs, midnight) }));
const minutes = (leg: Leg) => (leg.to - leg.from) / MINUTE_MS;

describe('demo history days', () => {
  it('covers the whole period without gaps and ends driving', () => {
    expect(legs[0]?.from).toBe(FROM);
    legs.slice(1).forEach((leg, i) => expect(leg.from).toBe(legs[i]?.to));
    expect(legs[legs.length - 1]).toMatchObject({ kind: 'drive', to: END, open: true });
  });

  it('works Monday to Saturday: out 05:00-08:00, 2-5 trips of 20-120 min, one or two idles of 11-25 min', () => {
    const workdays = days.filter((day) => !day.sunday);
    expect(workdays).toHaveLength(50);
    for (const day of workdays) {
      const moving = day.legs.filter((leg) => leg.kind !== 'park');
      const drives = moving.filter((leg) => leg.kind === 'drive');
      const idles = moving.filter((leg) => leg.kind === 'idle');
      expect(localHour(moving[0]?.from ?? 0)).toBeGreaterThanOrEqual(5);
      expect(localHour(moving[0]?.from ?? 0)).toBeLessThan(8);
      expect(drives.length).toBeGreaterThanOrEqual(2);
      expect(drives.length).toBeLessThanOrEqual(5);
      expect(drives.every((leg) => minutes(leg) >= 20 && minutes(leg) <= 120)).toBe(true);
      expect(idles.length).toBeGreaterThanOrEqual(1);
      expect(idles.length).toBeLessThanOrEqual(2);
      expect(idles.every((leg) => minutes(leg) >= 11 && minutes(leg) <= 25)).toBe(true);
      expect(localHour(day.legs[day.legs.length - 1]?.from ?? 0)).toBeLessThan(22);
    }
  });

  it('keeps Sundays parked, now and then with one short trip', () => {
    expect(days.filter((day) => day.sunday)).toHaveLength(9);
    // Sundays of 20 vehicles: at most one trip each, and most with none.
    const trips = Array.from({ length: 20 }, (_, seed) => planLegs(seed, FROM, END)).flatMap((plan) =>
      midnights.filter(isSunday).map((midnight) => legsOn(plan, midnight).filter((leg) => leg.kind === 'drive').length),
    );
    expect(Math.max(...trips)).toBeLessThanOrEqual(1);
    expect(trips.filter((n) => n === 0).length).toBeGreaterThan(trips.length * 0.6);
  });

  it('samples every 30 s moving, every 5 min parked by day and every 30 min at night', () => {
    const vehicle = historyVehicles(60).find((v) => v.scenario === 'overspeed');
    if (!vehicle) throw new Error('no speeding vehicle');
    const track = plannedTrack(vehicle, END, 7);
    const gaps = new Set(track.slice(1).map((row, i) => row.time - (track[i]?.time ?? 0)));
    expect([...gaps].every((gap) => gap <= 30 * MINUTE_MS)).toBe(true);
    expect(gaps).toEqual(new Set([...gaps].filter((gap) => gap > 0)));
    expect(gaps.has(30_000) && gaps.has(5 * MINUTE_MS) && gaps.has(30 * MINUTE_MS)).toBe(true);
    expect(track.some((row) => row.speed > 80)).toBe(true);
    const odometer = track.map((row) => row.properties.mileage ?? 0);
    expect(odometer.every((km, i) => i === 0 || km >= (odometer[i - 1] ?? 0))).toBe(true);
    // The tank drains with the engine on and is filled again when low.
    const fuel = track.map((row) => row.properties.fuel ?? 0);
    expect(Math.min(...fuel)).toBeGreaterThan(0);
    expect(fuel.some((litres, i) => litres > (fuel[i - 1] ?? Infinity) + 50)).toBe(true);
  });
});
