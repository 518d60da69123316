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
    expect(detectEvents(null, advanceSnapshot(null, rec(0, 150, { ...base, iccid: 'B' })))).toEqual([]);
  });

  it('fires simcard_change and starter kill on change', () => {
    expect(replay([start, rec(1, 40, { iccid: 'B' })])).toEqual(['simcard_change']);
    expect(replay([start, rec(1, 40, { imb: 1 }), rec(2, 40, { imb: 0 })])).toEqual([
      'starterkill_on',
      'starterkill_off',
    ]);
  });

  it('leaves the conditions that go on for a while to conditions.ts', () => {
    const speeding = [start, rec(1, 95, { accu: 7, jamming: 1, gsm_signal: 0 }), rec(2, 0, { ign: 0 })];
    expect(replay(speeding)).toEqual([]);
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
});
