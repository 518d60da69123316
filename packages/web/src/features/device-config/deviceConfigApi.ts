import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEVICE_CONFIG_CALLS,
  type CommandResultPage,
  type ConfigResultPage,
  type ConfigResultRow,
  type ConfigSendBody,
} from '@armada/domain';
import { apiGet, apiPost } from '../../api/client';
import { toQueryParams, type TableConfig, type TableState } from '../../components/data-table/tableState';

export type ResultFilter = 'vehicle_id' | 'status';
export const RESULT_TABLE: TableConfig<ResultFilter, never> = { filterKeys: ['vehicle_id', 'status'] };

const RESULTS_KEY = ['call-center', 'config'] as const;

/** Every command sent (starter kill and configuration), newest first. */
export function useCommandResults(state: TableState<ResultFilter, never>) {
  const params = toQueryParams(state);
  return useQuery({
    queryKey: [...RESULTS_KEY, 'commands', params],
    queryFn: () => apiGet<CommandResultPage>(DEVICE_CONFIG_CALLS.commandResults, params),
    placeholderData: keepPreviousData,
  });
}

/** The configurations sent or queued, newest first. */
export function useConfigResults(state: TableState<ResultFilter, never>) {
  const params = toQueryParams(state);
  return useQuery({
    queryKey: [...RESULTS_KEY, 'configs', params],
    queryFn: () => apiGet<ConfigResultPage>(DEVICE_CONFIG_CALLS.configResults, params),
    placeholderData: keepPreviousData,
  });
}

export function useSendConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigSendBody) => apiPost<ConfigResultRow>(DEVICE_CONFIG_CALLS.send, body),
    onSettled: () => client.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
