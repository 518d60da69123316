import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SENSOR_HISTORY_PATH,
  SENSOR_STATE_LIST_PATH,
  SENSOR_STATE_SORTS,
  type SensorHistory,
  type SensorStatePage,
  type SensorStateSort,
} from '@armada/domain';
import { apiGet } from '../../api/client';
import type { TableConfig } from '../../components/data-table/tableState';
import { toQueryParams, type TableState } from '../../components/data-table/tableState';

export type SensorStateFilter = 'type' | 'state' | 'search';

export const SENSOR_STATE_TABLE: TableConfig<SensorStateFilter, SensorStateSort> = {
  filterKeys: ['type', 'state', 'search'],
  sortValues: SENSOR_STATE_SORTS,
  defaultSort: 'vehicle_name',
};

/** A page of the fleet's sensors with their live state, and the counts per state and type; refreshed each minute. */
export function useSensorStates(state: TableState<SensorStateFilter, SensorStateSort>, enabled = true) {
  const params = toQueryParams(state);
  return useQuery({
    queryKey: ['sensor-service', 'list_sensor_state', params],
    queryFn: () => apiGet<SensorStatePage>(SENSOR_STATE_LIST_PATH, params),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    enabled,
  });
}

/** One sensor's values per interval and state changes over [from, to). */
export function useSensorHistory(id: number | null, from: string, to: string) {
  return useQuery({
    queryKey: ['sensor-service', 'view_sensor_history', id, from, to],
    queryFn: () => apiGet<SensorHistory>(SENSOR_HISTORY_PATH, { id, from, to }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
