import { describe, expect, it } from 'vitest';
import type { VehicleInGeo } from '@armada/domain';
import { inPoolPage, poolOptions } from './inPool';

const row = (imei: string, vehicle_name: string, geofence_id: number, geofence_name: string): VehicleInGeo => ({
  imei,
  vehicle_name,
  vehicle_number: `B ${imei.slice(-4)} XX`,
  lat: -6.2,
  lng: 106.8,
  speed: 0,
  time: '2026-01-05T03:00:00.000Z',
  geofence_id,
  geofence_name,
  geo_group_id: 1,
  type_id: 2,
});

const ROWS = [
  row('350000000000003', 'FM 260 Cargo', 2, 'Pool Karawang'),
  row('350000000000001', 'FE 74 Reefer', 1, 'Depo Priok'),
  row('350000000000002', 'FM 260 Tanker', 2, 'Pool Karawang'),
];
const state = (filters: { search?: string; pool?: string }, page = 1, limit = 10) => ({
  page,
  limit,
  sort: undefined,
  filters,
});

describe('vehicles in a pool, searched and paged in the browser', () => {
  it('sorts by pool then vehicle and pages', () => {
    const first = inPoolPage(ROWS, state({}, 1, 2));
    expect(first.data.map((r) => r.imei)).toEqual(['350000000000001', '350000000000003']);
    expect(first.total_data).toBe(3);
    expect(inPoolPage(ROWS, state({}, 2, 2)).data.map((r) => r.imei)).toEqual(['350000000000002']);
  });

  it('searches vehicle, plate, imei and pool, and filters by pool', () => {
    expect(inPoolPage(ROWS, state({ search: 'tanker' })).data.map((r) => r.imei)).toEqual(['350000000000002']);
    expect(inPoolPage(ROWS, state({ search: 'priok' })).total_data).toBe(1);
    expect(inPoolPage(ROWS, state({ search: '0003' })).total_data).toBe(1);
    expect(inPoolPage(ROWS, state({ pool: '2' })).total_data).toBe(2);
    expect(inPoolPage(ROWS, state({ pool: '2', search: 'reefer' })).total_data).toBe(0);
  });

  it('offers each pool once, by name', () => {
    expect(poolOptions(ROWS)).toEqual([
      { value: '1', label: 'Depo Priok' },
      { value: '2', label: 'Pool Karawang' },
    ]);
  });
});
