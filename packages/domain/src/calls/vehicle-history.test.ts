import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  daysSince,
  historyCodes,
  historyColumns,
  VEHICLE_HISTORY_COLUMNS,
  VehicleHistoryDownloadQuery,
  VehicleHistoryQuery,
} from './vehicle-history.js';

const check = (query: Record<string, unknown>) =>
  Value.Check(VehicleHistoryQuery, Value.Default(VehicleHistoryQuery, Value.Convert(VehicleHistoryQuery, query)));

describe('vehicle history query', () => {
  it('takes lists of known codes and refuses anything else', () => {
    expect(check({ activation_status: '1,2', euro_std: 'euro4', gps_type: '1,3', device_status: 'inactive' })).toBe(
      true,
    );
    expect(check({ activation_status: '5' })).toBe(false);
    expect(check({ euro_std: 'euro5' })).toBe(false);
    expect(check({ gps_type: '1,' })).toBe(false);
    expect(check({ fitur: 'temperature' })).toBe(true);
    expect(check({ fitur: 'radar' })).toBe(false);
    expect(check({ sort: '-last_update' })).toBe(true);
    expect(check({ sort: 'owner_name' })).toBe(false);
    expect(check({ header: VEHICLE_HISTORY_COLUMNS.join(',') })).toBe(true);
  });

  it('pages lists of at least one row, while a download takes 0 for every row', () => {
    expect(check({ count_perpage: 0 })).toBe(false);
    const download = Value.Default(VehicleHistoryDownloadQuery, {});
    expect(download).toMatchObject({ count_perpage: 0, page: 1, sort: 'vehicle_name' });
  });
});

describe('vehicle history helpers', () => {
  it('reads comma lists, ignoring blanks', () => {
    expect(historyCodes(undefined)).toEqual([]);
    expect(historyCodes(' 1, 2 ,,')).toEqual(['1', '2']);
  });

  it('picks the download columns named by header, in its order, once each', () => {
    expect(historyColumns(undefined)).toEqual([...VEHICLE_HISTORY_COLUMNS]);
    expect(historyColumns('imei,vehicle_name,imei')).toEqual(['imei', 'vehicle_name']);
    expect(historyColumns('nothing')).toEqual([...VEHICLE_HISTORY_COLUMNS]);
  });

  it('counts whole days since the last data', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(daysSince(null, now)).toBeNull();
    expect(daysSince('2026-03-08T12:00:01Z', now)).toBe(1);
    expect(daysSince('2026-03-08T12:00:00Z', now)).toBe(2);
    expect(daysSince('2026-03-11T00:00:00Z', now)).toBe(0);
    expect(daysSince('garbage', now)).toBeNull();
  });
});
