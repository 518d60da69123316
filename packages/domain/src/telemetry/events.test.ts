import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EVENT_TYPES, type EventType } from './event-types.js';
import { detectEvents } from './events.js';
import { advanceSnapshot, type SnapshotRecord, type VehicleSnapshot } from './snapshot.js';
import type { TelemetryProperties } from './properties.js';

const MIN = 60_000;
const base: TelemetryProperties = { ign: 1, accu: 24, gps_batt: 4, gsm_signal: 5, jamming: 0, imb: 0, iccid: 'A' };
const rec = (minute: number, speed: number, props: TelemetryProperties = {}, geofences?: string[]): SnapshotRecord => ({
  time: minute * MIN,
  speed,
  gpstype: 2,
  properties: props,
  ...(geofences ? { geofences } : {}),
});

/** Runs records through advanceSnapshot and detectEvents, returning every event type in order. */
function replay(records: SnapshotRecord[], settings = {}): EventType[] {
  let snap: VehicleSnapshot | null = null;
  const types: EventType[] = [];
  for (const r of records) {
    const next = advanceSnapshot(snap, r);
    types.push(...detectEvents(snap, next, settings).map((e) => e.type));
    snap = next;
  }
  return types;
}
const start = rec(0, 40, base, []);

describe('detectEvents', () => {
  it('treats the first snapshot as the baseline', () => {
    expect(detectEvents(null, advanceSnapshot(null, rec(0, 150, { ...base, jamming: 1 })))).toEqual([]);
  });

  it('fires overspeed once per crossing', () => {
    expect(replay([start, rec(1, 85), rec(2, 95), rec(3, 70), rec(4, 81)])).toEqual(['overspeed', 'overspeed']);
    expect(replay([start, rec(1, 85)], { overspeedKmh: 90 })).toEqual([]);
  });

  it('fires vehicle_stop when a moving vehicle stops or idles', () => {
    expect(replay([start, rec(1, 0)])).toEqual(['vehicle_stop']);
    expect(replay([start, rec(1, 0, { ign: 0 }), rec(2, 0, { ign: 0 })])).toEqual(['vehicle_stop']);
  });

  it('fires vehicle_idle once when idling reaches the limit', () => {
    const idle = [rec(0, 0, base), rec(5, 0), rec(10, 0), rec(15, 0), rec(20, 30), rec(21, 0), rec(31, 0)];
    expect(replay(idle)).toEqual(['vehicle_idle', 'vehicle_stop', 'vehicle_idle']);
  });

  it('fires towing when moving with ignition off', () => {
    expect(replay([rec(0, 0, { ...base, ign: 0 }), rec(1, 25), rec(2, 30)])).toEqual(['towing']);
    expect(replay([rec(0, 0, { ...base, ign: 0 }), rec(1, 5)])).toEqual([]);
  });

  it('reads power: accu_drop, batterybackup_on, electric_warning', () => {
    expect(replay([start, rec(1, 40, { accu: 10.5 }), rec(2, 40, { accu: 10.4 })])).toEqual(['accu_drop']);
    expect(replay([start, rec(1, 40, { accu: 7 })])).toEqual(['electric_warning', 'accu_drop']);
    expect(replay([start, rec(1, 40, { accu: 0 })])).toEqual(['batterybackup_on', 'accu_drop']);
    expect(replay([start, rec(1, 40, { accu: 33 }), rec(2, 40, { accu: 24 }), rec(3, 40, { accu: 34 })])).toEqual([
      'electric_warning',
      'electric_warning',
    ]);
  });

  it('fires signal_poor, jamming, simcard_change and starter kill on change', () => {
    expect(replay([start, rec(1, 40, { gsm_signal: 2 }), rec(2, 40, { gsm_signal: 1 })])).toEqual(['signal_poor']);
    expect(replay([start, rec(1, 40, { jamming: 1 }), rec(2, 40, { jamming: 1 })])).toEqual(['jamming']);
    expect(replay([start, rec(1, 40, { iccid: 'B' })])).toEqual(['simcard_change']);
    expect(replay([start, rec(1, 40, { imb: 1 }), rec(2, 40, { imb: 0 })])).toEqual([
      'starterkill_on',
      'starterkill_off',
    ]);
  });

  it('reports geofences entered and left, and checkpoints passed', () => {
    const prev = advanceSnapshot(null, rec(0, 40, base, ['a', 'b']));
    const next = advanceSnapshot(prev, rec(1, 40, {}, ['b', 'cp']));
    expect(detectEvents(prev, next, { checkpointIds: ['cp'] })).toEqual([
      { type: 'in_geofence', time: MIN, detail: { geofence_id: 'cp' } },
      { type: 'out_geofence', time: MIN, detail: { geofence_id: 'a' } },
      { type: 'pass_checkpoint', time: MIN, detail: { geofence_id: 'cp' } },
    ]);
  });

  it('fires fatigue_event once per driving spell past the limit', () => {
    const drive = Array.from({ length: 10 }, (_, i) => rec(i * 30, 60, i === 0 ? base : {}));
    expect(replay(drive)).toEqual(['fatigue_event']);
    expect(replay(drive, { fatigueHours: 2 })).toEqual(['fatigue_event']);
  });

  it('gives nothing for the same snapshot twice, or a repeated record', () => {
    const arbRecord = fc.record({
      minute: fc.integer({ min: 0, max: 600 }),
      speed: fc.integer({ min: 0, max: 140 }),
      props: fc.record(
        {
          ign: fc.constantFrom(0 as const, 1 as const),
          accu: fc.double({ min: 0, max: 40, noNaN: true }),
          gps_batt: fc.double({ min: 0, max: 4.5, noNaN: true }),
          gsm_signal: fc.integer({ min: 0, max: 5 }),
          jamming: fc.constantFrom(0 as const, 1 as const),
          imb: fc.constantFrom(0 as const, 1 as const),
          iccid: fc.constantFrom('A', 'B'),
        },
        { requiredKeys: [] },
      ),
      geofences: fc.option(fc.subarray(['a', 'b', 'cp']), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(arbRecord, { minLength: 1, maxLength: 12 }), (raw) => {
        let snap: VehicleSnapshot | null = null;
        for (const r of [...raw].sort((x, y) => x.minute - y.minute)) {
          const record = rec(r.minute, r.speed, r.props, r.geofences);
          const next: VehicleSnapshot = advanceSnapshot(snap, record);
          expect(detectEvents(next, next, { checkpointIds: ['cp'] })).toEqual([]);
          expect(detectEvents(next, advanceSnapshot(next, record), { checkpointIds: ['cp'] })).toEqual([]);
          for (const e of detectEvents(snap, next)) expect(EVENT_TYPES).toContain(e.type);
          snap = next;
        }
      }),
    );
  });

  it('counts overspeed events as upward crossings of the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 160 }), { minLength: 1, maxLength: 30 }), (speeds) => {
        const records = speeds.map((v, i) => rec(i, v, i === 0 ? base : {}));
        const crossings = speeds.filter((v, i) => i > 0 && (speeds[i - 1] ?? 0) <= 80 && v > 80).length;
        expect(replay(records).filter((t) => t === 'overspeed')).toHaveLength(crossings);
      }),
    );
  });
});
