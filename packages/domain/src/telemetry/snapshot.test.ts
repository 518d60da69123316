import { describe, expect, it } from 'vitest';
import { advanceSnapshot, drivingHours, idleMinutes, type SnapshotRecord, type VehicleSnapshot } from './snapshot.js';

const MIN = 60_000;
const rec = (minute: number, speed: number, ign: 0 | 1 = 1, extra: Partial<SnapshotRecord> = {}): SnapshotRecord => ({
  time: minute * MIN,
  speed,
  properties: { ign },
  ...extra,
});
const run = (records: SnapshotRecord[]) =>
  records.reduce<VehicleSnapshot | null>((s, r) => advanceSnapshot(s, r), null) as VehicleSnapshot;

describe('advanceSnapshot', () => {
  it('keeps the last known value of properties a record omits', () => {
    const s = run([rec(0, 0, 1, { properties: { ign: 1, iccid: 'A', accu: 24 } }), rec(1, 0, 1)]);
    expect(s.props).toEqual({ ign: 1, iccid: 'A', accu: 24 });
  });

  it('measures an idling spell from its first idling record', () => {
    const s = run([rec(0, 30), rec(5, 0), rec(12, 0)]);
    expect(idleMinutes(s)).toBe(7);
    expect(idleMinutes(run([rec(0, 0), rec(5, 20)]))).toBe(0);
  });

  it('keeps a driving spell over stops shorter than the rest break', () => {
    const s = run([rec(0, 50), rec(60, 0, 0), rec(80, 50), rec(120, 60)]);
    expect(s.movingSince).toBe(0);
    expect(drivingHours(s)).toBe(2);
  });

  it('ends a driving spell after a 30-minute rest', () => {
    const s = run([rec(0, 50), rec(60, 0, 0), rec(95, 50), rec(120, 60)]);
    expect(s.movingSince).toBe(95 * MIN);
    expect(run([rec(0, 50), rec(60, 0, 0), rec(95, 0, 0)]).movingSince).toBeUndefined();
  });

  it('does not count stopped time as driving', () => {
    const s = run([rec(0, 50), rec(60, 50), rec(61, 0, 0), rec(80, 0, 0)]);
    expect(s.restSince).toBe(61 * MIN);
    expect(drivingHours(s)).toBeCloseTo(61 / 60);
  });

  it('ignores records older than the snapshot', () => {
    const s = run([rec(10, 50)]);
    expect(advanceSnapshot(s, rec(5, 0))).toBe(s);
  });

  it('is a fixed point for a repeated record', () => {
    const s = run([rec(0, 50), rec(5, 0, 1, { geofences: ['g1'] })]);
    expect(advanceSnapshot(s, rec(5, 0, 1, { geofences: ['g1'] }))).toEqual(s);
  });
});
