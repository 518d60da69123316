import { describe, expect, it } from 'vitest';
import type { MonitoringVehicle } from '@armada/domain';
import { toEntry } from '../fleet/fleetModel';
import { testVehicle } from '../../test-support/testVehicle';
import { EXPLORER_COLUMNS, type ColumnKey } from './explorerColumns';
import { matchesText, nextSort, sortFleet } from './sortFleet';

const T = '2026-01-01T00:00:00.000Z';
const entry = (imei: string, overrides: Partial<MonitoringVehicle>, speed: number | null = 40) => {
  const base = testVehicle(T, { imei, ...overrides });
  return toEntry({ ...base, properties: { ...base.properties, speed } });
};
const column = (key: ColumnKey) => {
  const found = EXPLORER_COLUMNS.find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};
const imeis = (entries: readonly { vehicle: MonitoringVehicle }[]) => entries.map((e) => e.vehicle.imei);

const fleet = [
  entry('1', { vehicle_name: 'Truck 10', movement: 'off' }, 0),
  entry('2', { vehicle_name: 'truck 2', movement: 'moving', vehicle_number: null }, 85),
  entry('3', { vehicle_name: 'Bus', movement: 'idling', location: 'Jl. Raya Bekasi KM 21' }, null),
];

describe('sortFleet', () => {
  it('sorts names naturally and case-insensitively, both ways', () => {
    expect(imeis(sortFleet(fleet, column('name'), 'ascend'))).toEqual(['3', '2', '1']);
    expect(imeis(sortFleet(fleet, column('name'), 'descend'))).toEqual(['1', '2', '3']);
  });

  it('sorts numbers and movements by their order, empty values last either way', () => {
    expect(imeis(sortFleet(fleet, column('speed'), 'ascend'))).toEqual(['1', '2', '3']);
    expect(imeis(sortFleet(fleet, column('speed'), 'descend'))).toEqual(['2', '1', '3']);
    expect(imeis(sortFleet(fleet, column('plate'), 'descend'))).toEqual(['1', '3', '2']);
    expect(imeis(sortFleet(fleet, column('movement'), 'ascend'))).toEqual(['2', '3', '1']);
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort({ key: 'name', direction: 'ascend' }, 'name')).toEqual({ key: 'name', direction: 'descend' });
    expect(nextSort({ key: 'name', direction: 'descend' }, 'speed')).toEqual({ key: 'speed', direction: 'ascend' });
  });

  it('searches name, plate without spaces, chassis, IMEI and location', () => {
    const found = (text: string) => imeis(fleet.filter((e) => matchesText(e, text)));
    expect(found('b1234')).toEqual(['1', '3']);
    expect(found('bekasi')).toEqual(['3']);
    expect(found('TRUCK')).toEqual(['1', '2']);
    expect(found('  ')).toEqual(['1', '2', '3']);
  });
});
