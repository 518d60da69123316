import { describe, expect, it } from 'vitest';
import { toEntry } from '../../fleet/fleetModel';
import { testVehicle } from '../../../test-support/testVehicle';
import { matchVehicles } from './vehicleMatches';

const base = testVehicle('2026-01-01T00:00:00Z');
const entries = [
  toEntry({
    ...base,
    imei: '350000000000001',
    vehicle_name: 'Hino Ranger 01',
    vehicle_number: 'B 1234 ABC',
    chassis_number: 'MJEC1JG43K5123456',
  }),
  toEntry({
    ...base,
    imei: '350000000000002',
    vehicle_name: 'Fuso 02',
    vehicle_number: 'L 9 XY',
    chassis_number: 'MHMFE74P5KK000002',
  }),
];
const imeis = (text: string) => matchVehicles(entries, text, 10).map((m) => m.entry.vehicle.imei);

describe('matchVehicles', () => {
  it('finds by name, plate without spaces, chassis and IMEI', () => {
    expect(matchVehicles(entries, 'ranger', 10)[0]).toMatchObject({ field: 'name', exact: false });
    expect(matchVehicles(entries, 'b1234abc', 10)[0]).toMatchObject({ field: 'plate', exact: true });
    expect(matchVehicles(entries, 'MHMFE74', 10)[0]).toMatchObject({ field: 'chassis' });
    expect(imeis('350000000000002')).toEqual(['350000000000002']);
    expect(imeis('bus')).toEqual([]);
    expect(imeis('   ')).toEqual([]);
  });

  it('puts an exact identifier before partial ones, and keeps to the limit', () => {
    expect(imeis('35000000000000')).toEqual(['350000000000001', '350000000000002']);
    expect(imeis('l9xy')[0]).toBe('350000000000002');
    expect(matchVehicles(entries, '3500', 1)).toHaveLength(1);
  });
});
