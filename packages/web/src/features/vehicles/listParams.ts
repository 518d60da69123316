import { VEHICLE_HISTORY_SORTS, type VehicleHistoryColumn, type VehicleHistorySort } from '@armada/domain';
import type { Params } from '../../api/client';
import { resourceListParams } from '../../api/resource';
import type { TableConfig, TableState } from '../../components/data-table/tableState';

/** The filters of every vehicle list, kept in the address bar under the history calls' names. */
export const VEHICLE_FILTERS = [
  'search',
  'euro_std',
  'device_status',
  'activation_status',
  'registration_status',
  'gps_type',
  'owner_id',
  'fitur',
] as const;
export type VehicleFilter = (typeof VEHICLE_FILTERS)[number];
export type VehicleSort = VehicleHistorySort;
export type VehicleTableState = TableState<VehicleFilter, VehicleSort>;

/** The vehicle resource sorts by these; the history calls also by last update. */
const RESOURCE_SORTS = VEHICLE_HISTORY_SORTS.filter((sort) => !sort.endsWith('last_update'));

export const RESOURCE_TABLE: TableConfig<VehicleFilter, VehicleSort> = {
  filterKeys: VEHICLE_FILTERS,
  sortValues: RESOURCE_SORTS,
  defaultSort: 'vehicle_name',
};
export const HISTORY_TABLE: TableConfig<VehicleFilter, VehicleSort> = {
  filterKeys: VEHICLE_FILTERS,
  sortValues: VEHICLE_HISTORY_SORTS,
  defaultSort: 'vehicle_name',
};
/** The not-updated list opens with the longest silent vehicles (no data at all first). */
export const NOT_UPDATED_TABLE: TableConfig<VehicleFilter, VehicleSort> = {
  filterKeys: VEHICLE_FILTERS,
  sortValues: VEHICLE_HISTORY_SORTS,
  defaultSort: 'last_update',
};

/** The vehicle resource's filter fields for the address bar's names; `fitur` has none there. */
const RESOURCE_FIELD: Partial<Record<VehicleFilter, string>> = { gps_type: 'gpstype', owner_id: 'organization_id' };

/** list_vehicle parameters: search, sort_by and the generic `filter` pairs. */
export function resourceParams(state: VehicleTableState): Params {
  const filters: Partial<Record<string, string>> = {};
  for (const [key, value] of Object.entries(state.filters) as [VehicleFilter, string | undefined][]) {
    if (key === 'fitur' || !value) continue;
    filters[RESOURCE_FIELD[key] ?? key] = value;
  }
  return resourceListParams({ ...state, filters });
}

/** The history calls' filters and sort, without paging (what a download takes). */
export function historyFilterParams(state: VehicleTableState, header?: readonly VehicleHistoryColumn[]): Params {
  return {
    ...state.filters,
    sort: state.sort,
    ...(header && header.length > 0 ? { header: header.join(',') } : {}),
  };
}

/** list_vehicle_history and list_notupdate parameters: the filters with count_perpage and page. */
export function historyParams(state: VehicleTableState): Params {
  return { ...historyFilterParams(state), page: state.page, count_perpage: state.limit };
}
