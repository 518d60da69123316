import type { UseQueryResult } from '@tanstack/react-query';
import { familyOf, type Movement, type SilenceReason, type VehicleHistoryRow, type VehicleRow } from '@armada/domain';
import type { Page } from '../../api/page';
import { useResourceList } from '../../api/resource';
import { historyParams, resourceParams, type VehicleTableState } from './listParams';
import type { VehicleListConfig } from './vehicleLists';
import { useVehicleHistory, VEHICLE_RESOURCE } from './vehiclesApi';

/** A row of any vehicle list, whichever call it came from. */
export type VehicleListRow = {
  id: number;
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  chassis_number: string | null;
  euro_std: string | null;
  device_type: string;
  device_status: string;
  activation_status: string;
  registration_status: string;
  owner_name: string | null;
  dealer_name: string | null;
  leasing_name: string | null;
  created_at: string;
  movement: Movement | null;
  last_update: string | null;
  days_not_updated: number | null;
  /** Why a silent vehicle likely went silent (history calls only). */
  likely_reason: SilenceReason | null;
};

const fromResource = (v: VehicleRow): VehicleListRow => ({
  ...v,
  device_type: familyOf(v.gpstype),
  dealer_name: null,
  movement: null,
  last_update: null,
  days_not_updated: null,
  likely_reason: null,
});

const fromHistory = (v: VehicleHistoryRow): VehicleListRow => v;

type RowsQuery = Pick<UseQueryResult<Page<VehicleListRow>>, 'data' | 'error' | 'isFetching'>;

const EMPTY: RowsQuery = { data: undefined, error: null, isFetching: false };

const mapPage = <T>(
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'error' | 'isFetching'>,
  map: (row: T) => VehicleListRow,
): RowsQuery => ({
  data: query.data && { ...query.data, data: query.data.data.map(map) },
  error: query.error,
  isFetching: query.isFetching,
});

/** The rows of a vehicle list from its call; nothing before a search on the search pages. */
export function useVehicleRows(config: VehicleListConfig, state: VehicleTableState): RowsQuery {
  const searched = !config.requireSearch || Boolean(state.filters.search);
  const fromList = config.source === 'resource';
  const resource = useResourceList<VehicleRow>(VEHICLE_RESOURCE, resourceParams(state), fromList && searched);
  const history = useVehicleHistory(
    config.source === 'resource' ? 'history' : config.source,
    historyParams(state),
    !fromList && searched,
  );
  if (!searched) return EMPTY;
  return fromList ? mapPage(resource, fromResource) : mapPage(history, fromHistory);
}
