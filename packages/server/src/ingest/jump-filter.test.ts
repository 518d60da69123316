import { describe, expect, it } from 'vitest';
import type { Telemetry } from '@armada/domain';
import { flagJumps, JUMP_CONFIRM_FIXES, type JumpTrack } from './jump-filter.js';

const MINUTE = 60_000;
/** One degree of latitude is about 111.2 km. */
const KM = 1 / 111.2;

const at = (minutes: number, northKm: number, gps: 0 | 1 = 1): Telemetry => ({
  imei: 'X',
  gpstype: 2,
  time: minutes * MINUTE,
  lat: northKm * KM,
  lng: 0,
  alt: 0,
  head: 0,
  speed: 0,
  sat: 9,
  properties: { gps },
});

const fresh = (): JumpTrack => ({ last: { time: 0, lat: 0, lng: 0 }, run: [] });

describe('impossible jumps', () => {
  it('flags a fix whose implied speed from the last accepted one is above the limit, and judges the next from the last accepted', () => {
    // 100 km in 30 minutes is 200 km/h; in 20 minutes 300 km/h.
    expect(flagJumps(fresh(), [at(30, 100)], 250)).toEqual([false]);
    expect(flagJumps(fresh(), [at(20, 100), at(40, 0.5)], 250)).toEqual([true, false]);
  });

  it('never flags jitter under a kilometre, a record without GPS, or anything when the check is off', () => {
    expect(flagJumps(fresh(), [at(0, 0.9)], 250)).toEqual([false]);
    expect(flagJumps(fresh(), [at(1, 500, 0)], 250)).toEqual([false]);
    expect(flagJumps(fresh(), [at(1, 500)], 0)).toEqual([false]);
  });

  it('measures a move of more than the near box in either direction, on both sides of the antimeridian', () => {
    const moved = (lat: number, lng: number): Telemetry => ({ ...at(0, 0), time: 1000, lat, lng });
    // Inside 0.005° both ways: under 800 m, never a jump even at 1 km/h.
    expect(flagJumps(fresh(), [moved(0.0049, 0.0049)], 1)).toEqual([false]);
    // 0.01° of longitude alone is 1.1 km at the equator: 4,000 km/h in one second.
    expect(flagJumps(fresh(), [moved(0, 0.01)], 250)).toEqual([true]);
    expect(flagJumps(fresh(), [moved(0.01, 0)], 250)).toEqual([true]);
    // 179.999° E to 179.999° W is 220 m: far apart in degrees, near on the ground.
    const east: JumpTrack = { last: { time: 0, lat: 0, lng: 179.999 }, run: [] };
    expect(flagJumps(east, [moved(0, -179.999)], 250)).toEqual([false]);
  });

  it('accepts the first fix of a vehicle without a state', () => {
    const track: JumpTrack = { last: null, run: [] };
    expect(flagJumps(track, [at(0, 500), at(1, 500.5)], 250)).toEqual([false, false]);
    expect(track.last?.time).toBe(MINUTE);
  });

  it(`moves the vehicle after ${JUMP_CONFIRM_FIXES} consecutive consistent fixes at a new place; an inconsistent one starts over`, () => {
    const track = fresh();
    expect(flagJumps(track, [at(1, 600), at(2, 600.5), at(3, 900)], 250)).toEqual([true, true, true]);
    expect(flagJumps(track, [at(4, 900.5), at(5, 901)], 250)).toEqual([true, false]);
    expect(track.last?.time).toBe(5 * MINUTE);
    expect(flagJumps(track, [at(6, 901.5)], 250)).toEqual([false]);
  });

  it('flags an older fix far from a newer accepted one without counting it toward a move', () => {
    const track: JumpTrack = { last: { time: 10 * MINUTE, lat: 0, lng: 0 }, run: [] };
    expect(flagJumps(track, [at(9, 500), at(11, 0.2)], 250)).toEqual([true, false]);
    expect(track.run).toEqual([]);
  });
});
