import { describe, expect, it } from 'vitest';
import type { MonitoringVehicle } from '@armada/domain';
import type { FleetEntry } from '../fleet/fleetModel';
import { abnormalEntries, kindCounts } from './abnormalEntries';

const entry = (imei: string, status: MonitoringVehicle['abnormal_status'], kinds: MonitoringVehicle['abnormal_type']) =>
  ({ vehicle: { imei, abnormal_status: status, abnormal_type: kinds } }) as unknown as FleetEntry;

const fleet = [
  entry('1', 'abnormal', ['accu_low', 'jamming']),
  entry('2', 'abnormal', ['jamming']),
  entry('3', 'normal', []),
  entry('4', 'notupdate', []),
];

describe('abnormal entries of the live fleet', () => {
  it('keeps the abnormal vehicles, of one kind when asked', () => {
    expect(abnormalEntries(fleet, undefined).map((e) => e.vehicle.imei)).toEqual(['1', '2']);
    expect(abnormalEntries(fleet, 'accu_low').map((e) => e.vehicle.imei)).toEqual(['1']);
    expect(abnormalEntries(fleet, 'dismantled')).toEqual([]);
  });

  it('counts each kind, zero included, in the order given', () => {
    const kinds = [
      { key: 'jamming', label: 'J' },
      { key: 'accu_low', label: 'A' },
      { key: 'no_gps', label: 'N' },
    ] as const;
    expect(kindCounts(abnormalEntries(fleet, undefined), kinds)).toEqual([
      { key: 'jamming', label: 'J', total: 2 },
      { key: 'accu_low', label: 'A', total: 1 },
      { key: 'no_gps', label: 'N', total: 0 },
    ]);
  });
});
