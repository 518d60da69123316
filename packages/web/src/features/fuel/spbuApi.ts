import { useQuery } from '@tanstack/react-query';
import {
  FUEL_CALLS,
  hasPermission,
  REALM_ID,
  SPBU_RESOURCE,
  type Spbu,
  type SpbuPage,
  type Viewer,
} from '@armada/domain';
import { apiGet } from '../../api/client';
import { resourceKey, type ResourceRef } from '../../api/resource';
import type { TableConfig, TableState } from '../../components/data-table/tableState';

export const STATION_RESOURCE: ResourceRef = SPBU_RESOURCE;

export type StationFilter = 'search' | 'type';
export const STATION_TABLE: TableConfig<StationFilter, never> = { filterKeys: ['search', 'type'], sortValues: [] };

/** GET fuel/spbu/list_spbu with the table's page, search and type; kept under the resource's key, so a save refreshes it. */
export function useStationList(state: TableState<StationFilter, never>) {
  const params = {
    page: state.page,
    count_perpage: state.limit,
    ...(state.filters.search ? { search: state.filters.search } : {}),
    ...(state.filters.type ? { type: state.filters.type } : {}),
  };
  return useQuery({
    queryKey: [...resourceKey(STATION_RESOURCE), 'list', params],
    queryFn: () => apiGet<SpbuPage>(FUEL_CALLS.spbuList, params),
  });
}

/** Who may add, change and delete: edit_spbu; a public station the brand's staff only (the server checks the same). */
export const mayEditStations = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'edit_spbu');
/** The brand's staff (root, the admin realm): the only ones who keep the public stations. */
export const isBrandStaff = (viewer: Viewer | null) =>
  viewer !== null && (viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin);
export const mayEditStation = (viewer: Viewer | null, station: Pick<Spbu, 'type'>) =>
  mayEditStations(viewer) && (station.type === 1 || isBrandStaff(viewer));
