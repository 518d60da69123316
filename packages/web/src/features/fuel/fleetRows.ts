import type { FuelVehicleRow } from '@armada/domain';
import type { Page } from '../../api/page';
import type { FuelSort } from './fuelApi';

type Key = (row: FuelVehicleRow) => number | string | null;
const KEYS = {
  litres: (row) => row.litres_used,
  l100: (row) => row.l_per_100km,
  cost: (row) => row.cost,
  name: (row) => row.vehicle_name.toLowerCase(),
} satisfies Record<string, Key>;

/**
 * list_fuel answers the whole fleet at once (its sums come from one query); the shared data table
 * sorts and pages it here. Rows without a value (no L/100 km) go last either way.
 */
export function fleetPage(
  rows: readonly FuelVehicleRow[],
  sort: FuelSort,
  page: number,
  limit: number,
): Page<FuelVehicleRow> {
  const descending = sort.startsWith('-');
  const key: Key = KEYS[(descending ? sort.slice(1) : sort) as keyof typeof KEYS];
  const sorted = [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  });
  return { data: sorted.slice((page - 1) * limit, page * limit), total_data: rows.length, page, limit };
}
