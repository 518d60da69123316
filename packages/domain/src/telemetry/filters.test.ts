import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialFilterState as init,
  selectSensorFilter,
  setHealthFilter,
  setMutedAlerts,
  setSpeedBand,
  toggleCheck,
  toggleStatus,
  type MapFilterState,
} from './filter-state.js';
import { countByGroup, filterFleet, matchesFilters, speedBandOf, type FilterableVehicle } from './filters.js';
import { deriveHealth, HEALTH_STATUSES } from './health.js';
import { deriveMovement, liveSpeed, MOVEMENTS } from './movement.js';

const calm = { dismantled: false, load_over_limit: false, abnormal_temperature: false, door_open: false, normal: true };
const truck = (over: Partial<FilterableVehicle> = {}): FilterableVehicle => ({
  health: 'normal',
  movement: 'moving',
  speed: 50,
  sensors: calm,
  euro_std: 'euro4',
  device_status: 'active',
  location_status: 'valid',
  ...over,
});
const shows = (v: Partial<FilterableVehicle>, s: MapFilterState) => matchesFilters(truck(v), s);

describe('matchesFilters', () => {
  it('shows everything with the initial state', () => {
    expect(shows({}, init)).toBe(true);
    expect(shows({ movement: 'inactive', euro_std: null, health: 'notupdate' }, init)).toBe(true);
  });

  it('filters by navbar health group', () => {
    expect(shows({ health: 'abnormal' }, setHealthFilter(init, 'abnormal'))).toBe(true);
    expect(shows({ health: 'normal' }, setHealthFilter(init, 'abnormal'))).toBe(false);
  });

  it('filters by status toggles, inactive devices going with Not Update', () => {
    const noOff = toggleStatus(init, 'off');
    expect(shows({ movement: 'off', speed: 0 }, noOff)).toBe(false);
    expect(shows({ movement: 'idling', speed: 0 }, noOff)).toBe(true);
    expect(shows({ movement: 'inactive' }, toggleStatus(init, 'notupdate'))).toBe(false);
  });

  it('narrows moving vehicles by speed band', () => {
    const fast = setSpeedBand(init, 'over_100');
    expect(shows({ speed: 120 }, fast)).toBe(true);
    expect(shows({ speed: 90 }, fast)).toBe(false);
    expect(shows({ movement: 'off', speed: 0 }, fast)).toBe(true);
    expect([0, 1, 30, 31, 80, 81, 100, 101].map(speedBandOf)).toEqual([
      null,
      '1_30',
      '1_30',
      '31_80',
      '31_80',
      '81_100',
      '81_100',
      'over_100',
    ]);
  });

  it('filters by the single sensor choice', () => {
    const doorOpen = { ...calm, door_open: true, normal: false };
    expect(shows({ sensors: doorOpen }, selectSensorFilter(init, 'door_open'))).toBe(true);
    expect(shows({ sensors: doorOpen }, selectSensorFilter(init, 'normal'))).toBe(false);
    expect(shows({}, selectSensorFilter(init, 'normal'))).toBe(true);
    expect(shows({}, selectSensorFilter(init, 'dismantled'))).toBe(false);
  });

  it('filters by euro standard, none matching nothing', () => {
    const only2 = toggleCheck(init, 'euro', 'euro4');
    expect(shows({ euro_std: 'euro2' }, only2)).toBe(true);
    expect(shows({ euro_std: 'euro4' }, only2)).toBe(false);
    expect(shows({ euro_std: 'euro2' }, toggleCheck(only2, 'euro', 'euro2'))).toBe(false);
  });

  it('filters by device issue with OR', () => {
    const invalid = toggleCheck(init, 'deviceIssues', 'invalid_location');
    expect(shows({ location_status: 'invalid' }, invalid)).toBe(true);
    expect(shows({ device_status: 'inactive' }, invalid)).toBe(false);
    const both = toggleCheck(invalid, 'deviceIssues', 'inactive_device');
    expect(shows({ device_status: 'inactive' }, both)).toBe(true);
    expect(shows({}, both)).toBe(false);
  });

  it('filters by device and location status only with exactly one chosen', () => {
    const inactive = toggleCheck(init, 'deviceStatus', 'inactive');
    expect(shows({}, inactive)).toBe(false);
    expect(shows({}, toggleCheck(inactive, 'deviceStatus', 'active'))).toBe(true);
    expect(shows({ location_status: 'invalid' }, toggleCheck(init, 'locationStatus', 'valid'))).toBe(false);
  });

  it('filters muted alerts and job order status', () => {
    expect(shows({}, setMutedAlerts(init, true))).toBe(false);
    expect(shows({ muted_alert: true }, setMutedAlerts(init, true))).toBe(true);
    const standby = toggleCheck(init, 'jobOrder', 'standby');
    expect(shows({ on_duty: true }, standby)).toBe(false);
    expect(shows({}, standby)).toBe(true);
    expect(shows({ on_duty: true }, toggleCheck(init, 'jobOrder', 'on_duty'))).toBe(true);
  });
});

describe('countByGroup', () => {
  const arbVehicle = fc.record({
    health: fc.constantFrom(...HEALTH_STATUSES),
    movement: fc.constantFrom(...MOVEMENTS),
    speed: fc.integer({ min: 0, max: 140 }),
    euro_std: fc.constantFrom('euro2' as const, 'euro4' as const, null),
  });
  const arbState = fc
    .tuple(
      fc.constantFrom('all_vehicles' as const, 'normal' as const, 'abnormal' as const, 'notupdate' as const),
      fc.subarray(['moving', 'off', 'idling', 'notupdate'] as const),
      fc.constantFrom('all' as const, '1_30' as const, 'over_100' as const),
      fc.subarray(['euro2', 'euro4'] as const),
    )
    .map(([health, offStatuses, speed, offEuro]) => {
      let s = setSpeedBand(setHealthFilter(init, health), speed);
      for (const st of offStatuses) s = toggleStatus(s, st);
      for (const e of offEuro) s = toggleCheck(s, 'euro', e);
      return s;
    });

  it('counts the shown vehicles as the selected health group', () => {
    fc.assert(
      fc.property(fc.array(arbVehicle.map(truck), { maxLength: 40 }), arbState, (vehicles, s) => {
        const counts = countByGroup(vehicles, s);
        expect(counts.health[s.health]).toBe(vehicles.filter((v) => matchesFilters(v, s)).length);
        expect(counts.health.all_vehicles).toBe(
          counts.health.normal + counts.health.abnormal + counts.health.notupdate,
        );
      }),
    );
  });

  it('shows, in order, exactly the items whose vehicles match', () => {
    fc.assert(
      fc.property(fc.array(arbVehicle.map(truck), { maxLength: 40 }), arbState, (vehicles, s) => {
        const items = vehicles.map((_, i) => i);
        const { shown, counts } = filterFleet(items, vehicles, s);
        expect(shown).toEqual(items.filter((i) => matchesFilters(vehicles[i] ?? truck(), s)));
        expect(counts).toEqual(countByGroup(vehicles, s));
      }),
    );
  });

  it('counts statuses whether or not they are toggled on', () => {
    const vehicles = [truck(), truck({ movement: 'off', speed: 0 }), truck({ movement: 'inactive' })];
    const counts = countByGroup(vehicles, toggleStatus(init, 'off'));
    expect(counts.status).toEqual({ moving: 1, off: 1, idling: 0, notupdate: 1 });
    expect(counts.health.all_vehicles).toBe(2);
  });
});

describe('the two Not updated counts', () => {
  it('agree: the health group and the status toggle count the same vehicles (stale, missing or inactive)', () => {
    const now = Date.UTC(2026, 10, 26);
    const arbVehicle = fc.record({
      age: fc.option(fc.integer({ min: 0, max: 5 * 86_400_000 }), { nil: null }),
      inactive: fc.boolean(),
      speed: fc.integer({ min: 0, max: 120 }),
      ign: fc.constantFrom(0 as const, 1 as const),
    });
    fc.assert(
      fc.property(fc.array(arbVehicle, { maxLength: 40 }), (raw) => {
        const vehicles = raw.map(({ age, inactive, speed, ign }): FilterableVehicle => {
          const deviceStatus = inactive ? 'inactive' : 'active';
          const last = age === null ? null : { time: now - age, speed, ign };
          const health = deriveHealth(last && { time: last.time, properties: { ign } }, { now, deviceStatus });
          const movement = deriveMovement(last, { deviceStatus, now });
          return truck({ health: health.status, movement, speed, device_status: deviceStatus });
        });
        const { counts } = filterFleet(vehicles, vehicles, init);
        expect(counts.health.notupdate).toBe(counts.status.notupdate);
      }),
    );
  });

  it('shows no live speed for an inactive device or stale data', () => {
    expect(liveSpeed('inactive', 38)).toBeNull();
    expect(liveSpeed('notupdate', 38)).toBeNull();
    expect(liveSpeed('moving', 38)).toBe(38);
    expect(liveSpeed('off', null)).toBeNull();
  });
});
