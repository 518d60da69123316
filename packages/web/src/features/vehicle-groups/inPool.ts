import type { VehicleInGeo } from '@armada/domain';
import type { Page } from '../../api/page';
import type { TableConfig, TableState } from '../../components/data-table/tableState';

export type PoolFilter = 'search' | 'pool';
export const POOL_TABLE: TableConfig<PoolFilter, never> = { filterKeys: ['search', 'pool'] };

const byPoolThenVehicle = (a: VehicleInGeo, b: VehicleInGeo) =>
  a.geofence_name.localeCompare(b.geofence_name) || a.vehicle_name.localeCompare(b.vehicle_name);

/**
 * listvehicleinpool answers every vehicle in one page (the call takes no paging), so the screen
 * searches, filters by pool and pages here.
 */
export function inPoolPage(rows: readonly VehicleInGeo[], state: TableState<PoolFilter, never>): Page<VehicleInGeo> {
  const text = state.filters.search?.trim().toLowerCase() ?? '';
  const pool = state.filters.pool;
  const kept = rows
    .filter((row) => pool === undefined || String(row.geofence_id) === pool)
    .filter(
      (row) =>
        text === '' ||
        [row.vehicle_name, row.vehicle_number ?? '', row.imei, row.geofence_name].some((field) =>
          field.toLowerCase().includes(text),
        ),
    )
    .sort(byPoolThenVehicle);
  const start = (state.page - 1) * state.limit;
  return {
    data: kept.slice(start, start + state.limit),
    total_data: kept.length,
    page: state.page,
    limit: state.limit,
  };
}

/** The pools that hold a vehicle now, by name, for the pool filter. */
export function poolOptions(rows: readonly VehicleInGeo[]): { value: string; label: string }[] {
  const names = new Map(rows.map((row) => [String(row.geofence_id), row.geofence_name]));
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
