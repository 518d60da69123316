import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVATION_SORTS,
  VEHICLE_ACTIVATION_PATHS as PATHS,
  type ActivationSort,
  type VehicleActivationHistory,
  type VehicleActivationPage,
  type VehicleActivationRow,
} from '@armada/domain';
import { apiGet, apiPost, type Params } from '../../api/client';
import type { TableConfig, TableState } from '../../components/data-table/tableState';

const KEY = 'vehicle_activation';

export const ACTIVATION_FILTERS = ['search', 'activation_status', 'owner_id'] as const;
export type ActivationFilter = (typeof ACTIVATION_FILTERS)[number];

/** The report's own page size (spec: vehicle activation report 100). */
export const ACTIVATION_TABLE: TableConfig<ActivationFilter, ActivationSort> = {
  filterKeys: ACTIVATION_FILTERS,
  sortValues: ACTIVATION_SORTS,
  defaultSort: 'vehicle_name',
  defaultLimit: 100,
};

/** GET list_report_vehicle_activation, with the table's state under the call's own names. */
export function useActivationList(state: TableState<ActivationFilter, ActivationSort>, enabled: boolean) {
  const params: Params = { page: state.page, count_perpage: state.limit, sort: state.sort, ...state.filters };
  return useQuery({
    queryKey: [KEY, 'list', params],
    queryFn: () => apiGet<VehicleActivationPage>(PATHS.list, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useActivation(vehicleId: number | null) {
  return useQuery({
    queryKey: [KEY, 'view', vehicleId],
    queryFn: () => apiGet<VehicleActivationRow>(PATHS.view, { vehicle_id: vehicleId }),
    enabled: vehicleId !== null,
  });
}

export function useActivationHistory(vehicleId: number | null) {
  return useQuery({
    queryKey: [KEY, 'history', vehicleId],
    queryFn: () => apiGet<VehicleActivationHistory>(PATHS.history, { vehicle_id: vehicleId }),
    enabled: vehicleId !== null,
  });
}

export type ActivationAction = 'resend' | 'deactivate' | 'forceActivate' | 'addNote' | 'accept';

/** One change of a vehicle's activation; the report, the vehicle and its history refresh. */
export function useActivationChange(action: ActivationAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { vehicle_id: number; note?: string }) => apiPost<VehicleActivationRow>(PATHS[action], body),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
