import { VEHICLE_LEASING_SORTS, type VehicleLeasingSort } from '@armada/domain';
import type { Params } from '../../api/client';
import type { TableConfig, TableState } from '../../components/data-table/tableState';

/** The list filters, kept in the address bar under the call's own parameter names. */
export const LEASE_FILTERS = [
  'search',
  'search_by',
  'dealer_approval',
  'telematic_status',
  'monitoring_status',
  'update_status',
  'activation_status',
  'runner_status',
  'starter_kill_status',
  'dealer_id',
  'leasing_id',
] as const;
export type LeaseFilter = (typeof LEASE_FILTERS)[number];
/** A column's sort in the address bar: the field ascending, '-field' descending. */
export type LeaseSort = VehicleLeasingSort | `-${VehicleLeasingSort}`;
export type LeaseTableState = TableState<LeaseFilter, LeaseSort>;

export const LEASE_TABLE: TableConfig<LeaseFilter, LeaseSort> = {
  filterKeys: LEASE_FILTERS,
  sortValues: VEHICLE_LEASING_SORTS.flatMap((sort): LeaseSort[] => [sort, `-${sort}`]),
  defaultSort: '-created_at',
};

/** The call's sort_by and sort from the table's sort. */
export function sortParams(sort: LeaseSort | undefined): { sort_by: VehicleLeasingSort; sort: 'asc' | 'desc' } {
  const value = sort ?? '-created_at';
  const descending = value.startsWith('-');
  return { sort_by: (descending ? value.slice(1) : value) as VehicleLeasingSort, sort: descending ? 'desc' : 'asc' };
}

export type LeaseDefaults = Partial<Record<LeaseFilter, string>>;

/** The filters (a route's defaults where the user chose none) and sort, without paging: what the download takes. */
export function leaseFilterParams(state: LeaseTableState, defaults: LeaseDefaults = {}): Params {
  return { ...defaults, ...state.filters, ...sortParams(state.sort) };
}

/** list_vehicle_leasing parameters: the filters with count_perpage and page. */
export function leaseListParams(state: LeaseTableState, defaults: LeaseDefaults = {}): Params {
  return { ...leaseFilterParams(state, defaults), page: state.page, count_perpage: state.limit };
}
