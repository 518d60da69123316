import { describe, expect, it } from 'vitest';
import { initialFilterState, matchesFilters, setMutedAlerts, toggleCheck } from '@armada/domain';
import { toEntry } from '../fleetModel';
import { testVehicle } from '../../../test-support/testVehicle';
import { createFlagger, NO_FLAGS, type FleetFlags } from './fleetFlags';

const TIME = '2026-01-01T00:00:00.000Z';
const entries = ['1', '2', '3', '4'].map((n) => toEntry(testVehicle(TIME, { imei: `35000000000000${n}` })));
const imei = (n: string) => `35000000000000${n}`;
const flags: FleetFlags = { onDuty: new Set([imei('1'), imei('3')]), muted: new Set([imei('2')]), group: null };

describe('fleet flags', () => {
  it('marks the vehicles on duty and muted, so the domain filters can pick them', () => {
    const { entries: shown, filterables } = createFlagger()(entries, flags);
    expect(shown).toBe(entries);
    expect(filterables.map((f) => [f.on_duty, f.muted_alert])).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, false],
    ]);
    const onDuty = toggleCheck(initialFilterState, 'jobOrder', 'on_duty');
    expect(filterables.filter((f) => matchesFilters(f, onDuty))).toHaveLength(2);
    const standby = toggleCheck(initialFilterState, 'jobOrder', 'standby');
    expect(filterables.filter((f) => matchesFilters(f, standby))).toHaveLength(2);
    expect(filterables.filter((f) => matchesFilters(f, setMutedAlerts(initialFilterState, true)))).toHaveLength(1);
    // Both selected: the job-order filter is off.
    expect(filterables.filter((f) => matchesFilters(f, toggleCheck(onDuty, 'jobOrder', 'standby')))).toHaveLength(4);
  });

  it('copies a vehicle again only when it changed or the flags did', () => {
    const flag = createFlagger();
    const first = flag(entries, flags).filterables;
    expect(flag(entries, flags).filterables.every((f, i) => f === first[i])).toBe(true);
    const moved = [...entries];
    moved[1] = toEntry(testVehicle(TIME, { imei: imei('2'), movement: 'off' }));
    const after = flag(moved, flags).filterables;
    expect(after.map((f, i) => f === first[i])).toEqual([true, false, true, true]);
    expect(after[1]).toMatchObject({ movement: 'off', muted_alert: true });
    const next = flag(moved, { ...flags, onDuty: new Set([imei('4')]) }).filterables;
    expect(next.map((f) => f.on_duty)).toEqual([false, false, false, true]);
  });

  it("keeps only the chosen group's vehicles, and all without a group", () => {
    const flag = createFlagger();
    const grouped = flag(entries, { ...flags, group: new Set([imei('2'), imei('4'), '999']) });
    expect(grouped.entries.map((e) => e.vehicle.imei)).toEqual([imei('2'), imei('4')]);
    expect(grouped.filterables.map((f) => f.muted_alert)).toEqual([true, false]);
    expect(flag(entries, NO_FLAGS).filterables.every((f) => f.on_duty === false && f.muted_alert === false)).toBe(true);
  });
});
