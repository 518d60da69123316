import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advanceConditions, type ConditionChange, type ConditionType, type OpenCondition } from './conditions.js';
import { DEFAULT_EVENT_SETTINGS } from './events.js';
import type { EventSettings } from './event-types.js';
import { advanceSnapshot, type SnapshotRecord, type VehicleSnapshot } from './snapshot.js';
import type { TelemetryProperties } from './properties.js';

const S = 1000;
const base: TelemetryProperties = { ign: 1, accu: 24, gps_batt: 4, gsm_signal: 5, jamming: 0 };
const rec = (second: number, speed: number, props: TelemetryProperties = {}): SnapshotRecord => ({
  time: second * S,
  speed,
  gpstype: 2,
  lat: -6.2,
  lng: 106.8 + second * 1e-5,
  properties: props,
});

/** Runs records through the snapshot and the conditions as the detector does, the first as the baseline. */
function replay(records: readonly SnapshotRecord[], settings: Partial<EventSettings> = {}): ConditionChange[] {
  const s = { ...DEFAULT_EVENT_SETTINGS, ...settings };
  let snap: VehicleSnapshot | null = null;
  let open: ReadonlyMap<ConditionType, OpenCondition> = new Map();
  const changes: ConditionChange[] = [];
  for (const record of records) {
    const next = advanceSnapshot(snap, record);
    const step = advanceConditions(open, next, s, snap === null);
    open = step.open;
    changes.push(...step.changes);
    snap = next;
  }
  return changes;
}

const of = (changes: ConditionChange[], type: ConditionType) => changes.filter((c) => c.type === type);
const phases = (changes: ConditionChange[]) => changes.map((c) => `${c.phase} ${c.type}`);

/** One fix a second from `from` for `count` seconds, at the speed `speedAt` gives. */
const drive = (from: number, count: number, speedAt: (second: number) => number, props: TelemetryProperties = {}) =>
  Array.from({ length: count }, (_, i) => rec(from + i, speedAt(from + i), i === 0 ? { ...base, ...props } : {}));

describe('advanceConditions', () => {
  it('makes 30 minutes at 100-110 km/h with brief dips under the limit one overspeed, with its duration and top speed', () => {
    // Cruising at 60, then 30 minutes between 100 and 110 with 15 s at 70 every 4 minutes, then 60 again.
    const speed = (t: number) => {
      if (t < 300 || t >= 2100) return 60;
      if ((t - 300) % 240 >= 225) return 70;
      return 100 + ((t * 7) % 11);
    };
    const changes = of(replay(drive(0, 2400, speed)), 'overspeed');
    expect(phases(changes)).toEqual(['start overspeed', 'end overspeed']);
    const [start, end] = changes;
    expect(start?.time).toBe(300 * S);
    expect(start?.detail).toMatchObject({ limit: 80, lat: -6.2 });
    expect(end?.time).toBe(2100 * S);
    expect(end?.detail).toMatchObject({ speed: 110, duration_s: 1800, end_time: 2100 * S, limit: 80 });
  });

  it('raises nothing for a moment above the limit, and keeps one event while a truck hovers around it', () => {
    const overtaking = (t: number) => (t >= 60 && t < 80 ? 88 : 70);
    expect(of(replay(drive(0, 600, overtaking)), 'overspeed')).toEqual([]);
    // 78-83 km/h for ten minutes: under the limit often, never below the hysteresis band.
    const hovering = (t: number) => (t < 60 ? 60 : 78 + (t % 6));
    expect(phases(of(replay(drive(0, 660, hovering)), 'overspeed'))).toEqual(['start overspeed']);
    // And with dips to 70 for up to a minute, every three minutes.
    const dipping = (t: number) => (t < 60 ? 60 : t % 180 < 45 ? 70 : 78 + (t % 6));
    expect(phases(of(replay(drive(0, 660, dipping)), 'overspeed'))).toEqual(['start overspeed']);
  });

  it('gives two events for two spells of speeding apart by more than the clear time', () => {
    const twice = (t: number) => (t < 60 ? 60 : t < 300 ? 95 : t < 600 ? 60 : t < 900 ? 95 : 60);
    const changes = of(replay(drive(0, 1200, twice)), 'overspeed');
    expect(phases(changes)).toEqual(['start overspeed', 'end overspeed', 'start overspeed', 'end overspeed']);
    expect(changes.map((c) => c.time / S)).toEqual([60, 300, 600, 900]);
  });

  it('takes its minimum, hysteresis and clear time from the settings', () => {
    const speed = (t: number) => (t < 60 ? 60 : t < 100 ? 95 : t < 110 ? 72 : t < 200 ? 95 : 60);
    expect(phases(of(replay(drive(0, 400, speed)), 'overspeed'))).toEqual(['start overspeed', 'end overspeed']);
    const strict = { overspeedHysteresisKmh: 0, conditionClearSeconds: 5, overspeedMinSeconds: 10 };
    expect(of(replay(drive(0, 400, speed), strict), 'overspeed').map((c) => c.time / S)).toEqual([60, 100, 110, 200]);
  });

  it('raises nothing for what already held when watching began, and ends it silently', () => {
    const speeding = drive(0, 900, (t) => (t < 600 ? 100 : 50));
    expect(of(replay(speeding), 'overspeed')).toEqual([]);
  });

  it('raises vehicle_idle once at the idle minimum, from the first idling fix, and ends it when the truck drives off', () => {
    const records = [
      ...drive(0, 60, () => 40),
      ...Array.from({ length: 16 }, (_, i) => rec(60 + i * 60, 0)),
      ...drive(1020, 200, () => 40),
    ];
    const idle = of(replay(records), 'vehicle_idle');
    expect(phases(idle)).toEqual(['start vehicle_idle', 'end vehicle_idle']);
    expect(idle[0]?.time).toBe(60 * S);
    expect(idle[1]?.detail).toMatchObject({ duration_s: 960 });
  });

  it('raises vehicle_stop for a stop as long as the minimum, not for a traffic light', () => {
    const light = [...drive(0, 60, () => 40), ...drive(60, 90, () => 0), ...drive(150, 300, () => 40)];
    expect(of(replay(light), 'vehicle_stop')).toEqual([]);
    const parked = [
      ...drive(0, 60, () => 40),
      ...drive(60, 600, () => 0, { ign: 0 }),
      ...drive(660, 300, () => 40, { ign: 1 }),
    ];
    const stop = of(replay(parked), 'vehicle_stop');
    expect(phases(stop)).toEqual(['start vehicle_stop', 'end vehicle_stop']);
    expect(stop[1]?.detail).toMatchObject({ duration_s: 600 });
  });

  it('keeps the worst value of a power or signal condition and rides over a flicker', () => {
    const accu = [
      ...drive(0, 30, () => 40),
      ...Array.from({ length: 30 }, (_, i) => rec(30 + i * 10, 40, { accu: i === 12 ? 12 : 10.8 - (i % 5) / 10 })),
      ...drive(330, 300, () => 40, { accu: 24 }),
    ];
    const drop = of(replay(accu), 'accu_drop');
    expect(phases(drop)).toEqual(['start accu_drop', 'end accu_drop']);
    expect(drop[1]?.detail).toMatchObject({ volts: 10.4 });
    const signal = [
      ...drive(0, 30, () => 40),
      ...Array.from({ length: 40 }, (_, i) =>
        rec(30 + i * 10, 40, { gsm_signal: i % 7 === 3 ? 3 : 1 + (i === 20 ? -1 : 0) }),
      ),
    ];
    const poor = of(replay(signal), 'signal_poor');
    expect(phases(poor)).toEqual(['start signal_poor']);
  });

  it('alternates start and end per type, never ends what it did not raise, and ends after it starts', () => {
    const arbFix = fc.record({
      gap: fc.integer({ min: 1, max: 90 }),
      speed: fc.integer({ min: 0, max: 130 }),
      props: fc.record(
        {
          ign: fc.constantFrom(0 as const, 1 as const),
          accu: fc.constantFrom(0, 8, 10.5, 24, 34),
          gsm_signal: fc.integer({ min: 0, max: 5 }),
          jamming: fc.constantFrom(0 as const, 1 as const),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(fc.array(arbFix, { minLength: 1, maxLength: 80 }), (fixes) => {
        let second = 0;
        const records = fixes.map((f) => rec((second += f.gap), f.speed, f.props));
        const open = new Map<ConditionType, number>();
        for (const change of replay(records)) {
          if (change.phase === 'start') {
            expect(open.has(change.type)).toBe(false);
            open.set(change.type, change.time);
          } else {
            const started = open.get(change.type);
            expect(started).toBeDefined();
            expect(change.time).toBeGreaterThanOrEqual(started ?? Infinity);
            expect(change.detail.duration_s).toBe(Math.round((change.time - (started ?? 0)) / 1000));
            open.delete(change.type);
          }
        }
      }),
    );
  });
});
