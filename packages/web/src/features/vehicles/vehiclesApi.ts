import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  REALM_ID,
  type ChassisSearchResult,
  type OrganizationRow,
  type Viewer,
  type VehicleHistoryPage,
  type VehicleRow,
} from '@armada/domain';
import { apiGet, type Params } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl, type ResourceRef } from '../../api/resource';

export const VEHICLE_RESOURCE: ResourceRef = { group: 'vehicle', name: 'vehicle' };

const HISTORY_BASE = '/api/vehicle/vehicle_history';
export const HISTORY_CALLS = {
  history: { list: `${HISTORY_BASE}/list_vehicle_history`, download: `${HISTORY_BASE}/download_vehicle_history` },
  notupdate: { list: `${HISTORY_BASE}/list_notupdate`, download: `${HISTORY_BASE}/download_list_notupdate` },
} as const;
export type HistoryCall = keyof typeof HISTORY_CALLS;

/** Root, administrators and dealers register for a customer they choose; everyone else for themselves. */
export function choosesOwner(viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  return viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin || viewer.realm_id === REALM_ID.dealer;
}

export function useVehicleHistory(call: HistoryCall, params: Params, enabled: boolean) {
  return useQuery({
    queryKey: ['vehicle_history', call, params],
    queryFn: () => apiGet<VehicleHistoryPage>(HISTORY_CALLS[call].list, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The history row of one vehicle (its live state and status), found by its IMEI. */
export function useVehicleState(vehicle: Pick<VehicleRow, 'id' | 'imei'> | undefined) {
  return useQuery({
    queryKey: ['vehicle_history', 'one', vehicle?.id],
    queryFn: () => apiGet<VehicleHistoryPage>(HISTORY_CALLS.history.list, { search: vehicle?.imei, count_perpage: 5 }),
    select: (page) => page.data.find((row) => row.id === vehicle?.id) ?? null,
    enabled: vehicle !== undefined,
    refetchInterval: 30_000,
  });
}

export function useChassisSearch() {
  return useMutation({
    mutationFn: (chassis: string) =>
      apiGet<ChassisSearchResult>('/api/vehicle/vehicle/search_chassis', { chassis_number: chassis }),
  });
}

/** The customer organisations the viewer may register vehicles for (a dealer: its own customers). */
export function useCustomerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['resource', 'user', 'user_org', 'customer-options'],
    queryFn: () =>
      apiGet<Page<OrganizationRow>>(resourceUrl({ group: 'user', name: 'user_org' }, 'list'), {
        page: 1,
        all: true,
        filter: `realm_id:${REALM_ID.customer}`,
        sort_by: 'name',
      }),
    select: (page) => page.data.map((org) => ({ value: org.id, label: org.name })),
    staleTime: 60_000,
    enabled,
  });
}
