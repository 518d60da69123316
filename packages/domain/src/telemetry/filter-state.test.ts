import { describe, expect, it } from 'vitest';
import {
  euroFilter,
  exactlyOne,
  initialFilterState as init,
  resetFilters,
  selectAllStatuses,
  selectSensorFilter,
  setHealthFilter,
  setSpeedBand,
  toggleCheck,
  toggleStatus,
} from './filter-state.js';

describe('map filter state', () => {
  it('starts on all_vehicles with every status on and no sensor filter', () => {
    expect(init.health).toBe('all_vehicles');
    expect(Object.values(init.statuses).every(Boolean)).toBe(true);
    expect(init.sensor).toBeNull();
    expect(euroFilter(init)).toBe('all_euro');
  });

  it('picks one navbar health group', () => {
    expect(setHealthFilter(init, 'abnormal').health).toBe('abnormal');
  });

  it('toggles statuses individually and turns all on with all', () => {
    const s = toggleStatus(toggleStatus(init, 'off'), 'idling');
    expect(s.statuses).toEqual({ moving: true, off: false, idling: false, notupdate: true });
    expect(toggleStatus(s, 'off').statuses.off).toBe(true);
    expect(selectAllStatuses(s).statuses).toEqual(init.statuses);
  });

  it('resets the speed filter to all when Moving is switched off', () => {
    const banded = setSpeedBand(init, '81_100');
    expect(banded.speed).toBe('81_100');
    expect(toggleStatus(banded, 'off').speed).toBe('81_100');
    expect(toggleStatus(banded, 'moving').speed).toBe('all');
  });

  it('switches Moving on when a speed band is chosen', () => {
    const s = setSpeedBand(toggleStatus(init, 'moving'), 'over_100');
    expect(s.statuses.moving).toBe(true);
  });

  it('resets: all statuses on, sensor filter off', () => {
    const s = selectSensorFilter(toggleStatus(toggleStatus(init, 'notupdate'), 'off'), 'door_open');
    const r = resetFilters(s);
    expect(r.statuses).toEqual(init.statuses);
    expect(r.sensor).toBeNull();
  });

  it('keeps the sensor filter single choice', () => {
    const s = selectSensorFilter(init, 'dismantled');
    expect(selectSensorFilter(s, 'door_open').sensor).toBe('door_open');
    expect(selectSensorFilter(s, 'dismantled').sensor).toBeNull();
    expect(selectSensorFilter(s, null).sensor).toBeNull();
  });

  it('derives the euro parameter: both all_euro, one that one, none none', () => {
    const only4 = toggleCheck(init, 'euro', 'euro2');
    expect(euroFilter(only4)).toBe('euro4');
    expect(euroFilter(toggleCheck(init, 'euro', 'euro4'))).toBe('euro2');
    expect(euroFilter(toggleCheck(only4, 'euro', 'euro4'))).toBe('none');
  });

  it('activates two-way filters only with exactly one option', () => {
    expect(exactlyOne(init.jobOrder)).toBeNull();
    const onDuty = toggleCheck(init, 'jobOrder', 'on_duty');
    expect(exactlyOne(onDuty.jobOrder)).toBe('on_duty');
    expect(exactlyOne(toggleCheck(onDuty, 'jobOrder', 'standby').jobOrder)).toBeNull();
  });

  it('never mutates the state it is given', () => {
    const frozen = structuredClone(init);
    toggleStatus(init, 'moving');
    toggleCheck(init, 'euro', 'euro2');
    resetFilters(init);
    expect(init).toEqual(frozen);
  });
});
