import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DealerRow, DealerSetRow } from '@armada/domain';
import { apiGet, type Params } from '../../api/client';
import type { Page } from '../../api/page';
import { useResourceList, type ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

const DEALER_LIST = '/api/user/user_org/list_user_org_dealer';
const DEALER_VIEW = '/api/user/user_org/view_user_org_dealer';
const DEALER_KEY = 'dealer';

/** Dealer groups live under user/user_org (spec 7.5: list_dealer_group), dealer areas under user/org_area. */
export const DEALER_SETS = {
  group: { group: 'user', name: 'dealer_group', folder: 'user_org' },
  area: { group: 'user', name: 'org_area' },
} as const satisfies Record<string, ResourceRef>;
export type DealerSetKind = keyof typeof DEALER_SETS;

export type DealerFilter = 'search' | 'dealer_group_id' | 'org_area_id';
export type DealerSort = 'code' | '-code' | 'name' | '-name' | 'customer_count' | '-customer_count';

export const DEALER_TABLE: TableConfig<DealerFilter, DealerSort> = {
  filterKeys: ['search', 'dealer_group_id', 'org_area_id'],
  sortValues: ['code', '-code', 'name', '-name', 'customer_count', '-customer_count'],
  defaultSort: 'code',
};

export type DealerSetSort = 'name' | '-name' | 'code' | '-code' | 'dealer_count' | '-dealer_count';

export const DEALER_SET_TABLE: TableConfig<'search', DealerSetSort> = {
  filterKeys: ['search'],
  sortValues: ['name', '-name', 'code', '-code', 'dealer_count', '-dealer_count'],
  defaultSort: 'name',
};

/** GET user/user_org/list_user_org_dealer: the dealers the user sees with position, group and area. */
export function useDealers(params: Params) {
  return useQuery({
    queryKey: [DEALER_KEY, 'list', params],
    queryFn: () => apiGet<Page<DealerRow>>(DEALER_LIST, params),
    placeholderData: keepPreviousData,
  });
}

/** GET user/user_org/view_user_org_dealer. */
export function useDealer(id: number | null) {
  return useQuery({
    queryKey: [DEALER_KEY, 'view', id],
    queryFn: () => apiGet<DealerRow>(DEALER_VIEW, { id }),
    enabled: id !== null,
  });
}

const ALL = { all: true };

/** Every dealer group (list_dealer_group) or dealer area (list_org_area) with its dealer count. */
export const useDealerSets = (kind: DealerSetKind) => useResourceList<DealerSetRow>(DEALER_SETS[kind], ALL);

/** After a group or area changed (its own lists refresh themselves): the dealers' group and area follow. */
export function useRefreshDealers() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: [DEALER_KEY] }), [client]);
}
