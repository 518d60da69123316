import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EURO4_DEALER_SORTS,
  EURO4_PATHS,
  EURO4_VEHICLE_SORTS,
  type AnalyticPage,
  type Euro4DealerPage,
  type Euro4DealerSort,
  type Euro4Ratio,
  type Euro4Summary,
  type Euro4VehiclePage,
  type Euro4VehicleSort,
} from '@armada/domain';
import { apiGet } from '../../api/client';
import type { TableConfig, TableState } from '../../components/data-table/tableState';

/** The Euro 4 figures move with the fleet: asked again every minute while a screen shows them. */
const REFRESH_MS = 60_000;

export function useEuro4Summary() {
  return useQuery({
    queryKey: ['euro4', 'summary'],
    queryFn: () => apiGet<Euro4Summary>(EURO4_PATHS.summary),
    refetchInterval: REFRESH_MS,
  });
}

export function useEuro4Ratio(ratio: Euro4Ratio, year: number) {
  return useQuery({
    queryKey: ['euro4', 'ratio', ratio, year],
    queryFn: () => apiGet<AnalyticPage>(EURO4_PATHS.ratio, { ratio, year }),
  });
}

export const DEALER_FILTERS = ['search'] as const;
export type DealerFilter = (typeof DEALER_FILTERS)[number];
export const DEALER_TABLE: TableConfig<DealerFilter, Euro4DealerSort> = {
  filterKeys: DEALER_FILTERS,
  sortValues: EURO4_DEALER_SORTS,
  defaultSort: '-units',
};

export const VEHICLE_FILTERS = ['search', 'dealer_id', 'type', 'health', 'abnormal_type', 'state'] as const;
export type VehicleFilter = (typeof VEHICLE_FILTERS)[number];
export const VEHICLE_TABLE: TableConfig<VehicleFilter, Euro4VehicleSort> = {
  filterKeys: VEHICLE_FILTERS,
  sortValues: EURO4_VEHICLE_SORTS,
  defaultSort: 'vehicle_name',
};

/** The calls' own paging names (those of the production-monitoring list) from a table's state. */
function callParams<F extends string, S extends string>(state: TableState<F, S>) {
  return { ...state.filters, count_perpage: state.limit, page: state.page, sort: state.sort };
}

export function useEuro4Dealers(state: TableState<DealerFilter, Euro4DealerSort>) {
  const params = callParams(state);
  return useQuery({
    queryKey: ['euro4', 'dealers', params],
    queryFn: () => apiGet<Euro4DealerPage>(EURO4_PATHS.dealers, params),
    placeholderData: keepPreviousData,
  });
}

export function useEuro4Vehicles(state: TableState<VehicleFilter, Euro4VehicleSort>) {
  const params = callParams(state);
  return useQuery({
    queryKey: ['euro4', 'vehicles', params],
    queryFn: () => apiGet<Euro4VehiclePage>(EURO4_PATHS.vehicles, params),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** The Euro 4 trucks' list with filters, every dealer's unless one is named: where each figure leads. */
export function vehicleListPath(filters: Partial<Record<VehicleFilter, string | number>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `/euro4-dealer/list?${query}` : '/euro4-dealer/list';
}
