import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  NotUpdatedSummary,
  VehicleAbnormalPage,
  VehicleAbnormalSummary,
  VehicleHistoryPage,
} from '@armada/domain';
import { apiGet, type Params } from '../../api/client';

const HISTORY_BASE = '/api/vehicle/vehicle_history';
const ABNORMAL_BASE = '/api/vehicle/vehicle_abnormal';

export const NOT_UPDATED_LIST = `${HISTORY_BASE}/list_notupdate`;
export const NOT_UPDATED_DOWNLOAD = `${HISTORY_BASE}/download_list_notupdate`;

/** One page of the silent vehicles with their likely reasons. */
export function useNotUpdatedVehicles(params: Params) {
  return useQuery({
    queryKey: ['vehicle_history', 'notupdate', 'omamori', params],
    queryFn: () => apiGet<VehicleHistoryPage>(NOT_UPDATED_LIST, params),
    placeholderData: keepPreviousData,
  });
}

/** The silent vehicles per likely reason under the list's filters. */
export function useNotUpdatedSummary(params: Params) {
  return useQuery({
    queryKey: ['vehicle_history', 'summary_notupdate', params],
    queryFn: () => apiGet<NotUpdatedSummary>(`${HISTORY_BASE}/summary_notupdate`, params),
    placeholderData: keepPreviousData,
  });
}

/** One page of the abnormal vehicles (the map asks for them all at once). */
export function useAbnormalVehicles(params: Params) {
  return useQuery({
    queryKey: ['vehicle_abnormal', 'list', params],
    queryFn: () => apiGet<VehicleAbnormalPage>(`${ABNORMAL_BASE}/list_vehicle_abnormal`, params),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useAbnormalSummary(params: Params) {
  return useQuery({
    queryKey: ['vehicle_abnormal', 'summary', params],
    queryFn: () => apiGet<VehicleAbnormalSummary>(`${ABNORMAL_BASE}/summary_vehicle_abnormal`, params),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
