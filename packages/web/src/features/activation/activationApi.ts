import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DisclaimerVehicle,
  ACTIVATION_SORTS,
  CUSTOMER_ACTIVATION_PATHS,
  CUSTOMER_ACTIVATION_SORTS,
  VEHICLE_ACTIVATION_PATHS,
  type ActivationSort,
  type CustomerActivationHistory,
  type CustomerActivationRow,
  type CustomerActivationSort,
  type Page,
  type VehicleActivationHistory,
  type VehicleActivationRow,
} from '@armada/domain';
import { apiGet, apiPost, type Params } from '../../api/client';
import type { TableConfig, TableState } from '../../components/data-table/tableState';
import type { ActivationKind } from './activationKinds';

/** What each kind's calls answer. */
type Wire = {
  vehicle: { row: VehicleActivationRow; history: VehicleActivationHistory };
  customer: { row: CustomerActivationRow; history: CustomerActivationHistory };
};
export type ActivationRow<K extends ActivationKind> = Wire[K]['row'];

const PATHS = { vehicle: VEHICLE_ACTIVATION_PATHS, customer: CUSTOMER_ACTIVATION_PATHS } as const;
const ID_FIELD = { vehicle: 'vehicle_id', customer: 'customer_id' } as const;
const KEY = { vehicle: 'vehicle_activation', customer: 'customer_activation' } as const;

export const ACTIVATION_FILTERS = ['search', 'activation_status', 'owner_id'] as const;
export type ActivationFilter = (typeof ACTIVATION_FILTERS)[number];
export const CUSTOMER_ACTIVATION_FILTERS = ['search', 'activation_status', 'dealer_id'] as const;
export type CustomerActivationFilter = (typeof CUSTOMER_ACTIVATION_FILTERS)[number];

/** The report's own page size (spec: vehicle activation report 100). */
export const ACTIVATION_TABLE: TableConfig<ActivationFilter, ActivationSort> = {
  filterKeys: ACTIVATION_FILTERS,
  sortValues: ACTIVATION_SORTS,
  defaultSort: 'vehicle_name',
  defaultLimit: 100,
};

export const CUSTOMER_ACTIVATION_TABLE: TableConfig<CustomerActivationFilter, CustomerActivationSort> = {
  filterKeys: CUSTOMER_ACTIVATION_FILTERS,
  sortValues: CUSTOMER_ACTIVATION_SORTS,
  defaultSort: 'name',
  defaultLimit: 100,
};

/** GET list_report_{kind}_activation, with the table's state under the call's own names. */
export function useActivationList<K extends ActivationKind>(
  kind: K,
  state: TableState<string, string>,
  enabled: boolean,
) {
  const params: Params = { page: state.page, count_perpage: state.limit, sort: state.sort, ...state.filters };
  return useQuery({
    queryKey: [KEY[kind], 'list', params],
    queryFn: () => apiGet<Page<ActivationRow<K>>>(PATHS[kind].list, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useActivation<K extends ActivationKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: [KEY[kind], 'view', id],
    queryFn: () => apiGet<ActivationRow<K>>(PATHS[kind].view, { [ID_FIELD[kind]]: id }),
    enabled: id !== null,
  });
}

export function useActivationHistory(kind: ActivationKind, id: number | null) {
  return useQuery({
    queryKey: [KEY[kind], 'history', id],
    queryFn: () => apiGet<Wire[typeof kind]['history']>(PATHS[kind].history, { [ID_FIELD[kind]]: id }),
    enabled: id !== null,
  });
}

export type ActivationAction = 'resend' | 'deactivate' | 'forceActivate' | 'addNote';

/** One change of a vehicle's or customer's activation; the report, the record and its history refresh. */
export function useActivationChange(kind: ActivationKind, action: ActivationAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note?: string }) =>
      apiPost<unknown>(PATHS[kind][action], { [ID_FIELD[kind]]: id, ...(note ? { note } : {}) }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY[kind]] }),
  });
}

/** GET view_disclaimer: the vehicle a disclaimer activates, for its owner's users. */
export function useDisclaimerVehicle(vehicleId: number | null) {
  return useQuery({
    queryKey: [KEY.vehicle, 'disclaimer', vehicleId],
    queryFn: () => apiGet<DisclaimerVehicle>(VEHICLE_ACTIVATION_PATHS.disclaimer, { vehicle_id: vehicleId ?? 0 }),
    enabled: vehicleId !== null,
  });
}

/** The owner accepts an invited vehicle's disclaimer (/disclaimer-activation). */
export function useAcceptDisclaimer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { vehicle_id: number }) => apiPost<VehicleActivationRow>(VEHICLE_ACTIVATION_PATHS.accept, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY.vehicle] }),
  });
}
