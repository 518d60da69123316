import { describe, expect, it } from 'vitest';
import type { FuelVehicleRow } from '@armada/domain';
import { fleetPage } from './fleetRows';

const row = (vehicle_id: number, litres_used: number, l_per_100km: number | null): FuelVehicleRow => ({
  vehicle_id,
  imei: String(vehicle_id),
  vehicle_name: `Truck ${vehicle_id}`,
  vehicle_number: null,
  has_sensor: true,
  capacity_l: 400,
  litres_used,
  distance_km: 100,
  engine_hours: 2,
  l_per_100km,
  l_per_engine_hour: null,
  refuels: 0,
  drains: 0,
  drained_litres: 0,
  manual_refuels: 0,
  manual_litres: 0,
  cost: litres_used * 7000,
});

describe('fleetPage', () => {
  const rows = [row(1, 50, 30), row(2, 80, null), row(3, 20, 25)];
  it('sorts by the chosen column either way and pages the result', () => {
    expect(fleetPage(rows, '-litres', 1, 10).data.map((r) => r.vehicle_id)).toEqual([2, 1, 3]);
    expect(fleetPage(rows, 'litres', 1, 2)).toMatchObject({ total_data: 3, page: 1, limit: 2 });
    expect(fleetPage(rows, 'litres', 2, 2).data.map((r) => r.vehicle_id)).toEqual([2]);
  });
  it('puts rows without a value last whatever the direction', () => {
    expect(fleetPage(rows, 'l100', 1, 10).data.map((r) => r.vehicle_id)).toEqual([3, 1, 2]);
    expect(fleetPage(rows, '-l100', 1, 10).data.map((r) => r.vehicle_id)).toEqual([1, 3, 2]);
  });
});
