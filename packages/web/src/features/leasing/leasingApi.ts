import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REALM_ID,
  type IdResult,
  type LeasingCompanyRow,
  type LeasingDealerPage,
  type OrganizationRow,
  type VehicleLeasingPage,
  type VehicleLeasingResult,
} from '@armada/domain';
import { apiGet, apiPut, type Params } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl, type ResourceRef } from '../../api/resource';

/** Leasing companies: `user/leasing` on the generic resource API. */
export const LEASING_RESOURCE: ResourceRef = { group: 'user', name: 'leasing' };
/** Leases: add_vehicle_leasing and view_vehicle_leasing follow the generic names, so the form and detail shells serve them. */
export const LEASE_RESOURCE: ResourceRef = { group: 'vehicle', name: 'vehicle_leasing' };
const ORG_RESOURCE: ResourceRef = { group: 'user', name: 'user_org' };

const BASE = '/api/vehicle/vehicle_leasing';
export const LEASE_CALLS = {
  list: `${BASE}/list_vehicle_leasing`,
  download: `${BASE}/download_vehicle_leasing`,
  dealers: `${BASE}/list_leasing_dealer`,
  approve: `${BASE}/approve_vehicle_leasing`,
  reject: `${BASE}/reject_vehicle_leasing`,
} as const;

export type Option = { value: number; label: string };

export function useLeases(params: Params, enabled = true) {
  return useQuery({
    queryKey: ['vehicle_leasing', 'list', params],
    queryFn: () => apiGet<VehicleLeasingPage>(LEASE_CALLS.list, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const labelled = (rows: Pick<OrganizationRow, 'id' | 'code' | 'name'>[]): Option[] =>
  rows.map((row) => ({ value: row.id, label: row.code ? `${row.code} · ${row.name}` : row.name }));

/** Dealers a leasing company names as validator (and filters by). */
export function useLeasingDealers(enabled = true) {
  return useQuery({
    queryKey: ['vehicle_leasing', 'dealers'],
    queryFn: () => apiGet<LeasingDealerPage>(LEASE_CALLS.dealers),
    select: (page) => labelled(page.data),
    staleTime: 60_000,
    enabled,
  });
}

/** The leasing companies the user sees, for the leasing filter. */
export function useLeasingOptions(enabled = true) {
  return useQuery({
    queryKey: ['resource', 'user', 'leasing', 'options'],
    queryFn: () => apiGet<Page<LeasingCompanyRow>>(resourceUrl(LEASING_RESOURCE, 'list'), { page: 1, all: true }),
    select: (page) => labelled(page.data),
    staleTime: 60_000,
    enabled,
  });
}

/** The customers the approver may hand a vehicle to (a dealer: its own). */
export function useCustomerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['resource', 'user', 'user_org', 'leasing-customers'],
    queryFn: () =>
      apiGet<Page<OrganizationRow>>(resourceUrl(ORG_RESOURCE, 'list'), {
        page: 1,
        all: true,
        filter: `realm_id:${REALM_ID.customer}`,
      }),
    select: (page) => labelled(page.data),
    staleTime: 60_000,
    enabled,
  });
}

/** Approve (with the customer) or reject (with the remark) a pending lease; lists and views refresh. */
export function useDecision(action: 'approve' | 'reject') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Params) => apiPut<VehicleLeasingResult | IdResult>(LEASE_CALLS[action], body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['vehicle_leasing'] });
      await client.invalidateQueries({ queryKey: ['resource', 'vehicle', 'vehicle_leasing'] });
      await client.invalidateQueries({ queryKey: ['resource', 'user', 'leasing'] });
    },
  });
}
