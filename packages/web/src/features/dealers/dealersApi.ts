import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DealerRow, DealerSetRow } from '@armada/domain';
import { apiGet, type Params } from '../../api/client';
import type { Page } from '../../api/page';
import type { TableConfig } from '../../components/data-table/tableState';

const DEALER_LIST = '/api/user/user_org/list_user_org_dealer';
const DEALER_VIEW = '/api/user/user_org/view_user_org_dealer';
const SET_LISTS = { group: '/api/user/user_org/list_dealer_group', area: '/api/user/org_area/list_org_area' } as const;
export type DealerSetKind = keyof typeof SET_LISTS;

export type DealerFilter = 'search' | 'dealer_group_id' | 'org_area_id';
export type DealerSort = 'code' | '-code' | 'name' | '-name' | 'customer_count' | '-customer_count';

export const DEALER_TABLE: TableConfig<DealerFilter, DealerSort> = {
  filterKeys: ['search', 'dealer_group_id', 'org_area_id'],
  sortValues: ['code', '-code', 'name', '-name', 'customer_count', '-customer_count'],
  defaultSort: 'code',
};

/** GET user/user_org/list_user_org_dealer: the dealers the user sees with position, group and area. */
export function useDealers(params: Params) {
  return useQuery({
    queryKey: ['dealer', 'list', params],
    queryFn: () => apiGet<Page<DealerRow>>(DEALER_LIST, params),
    placeholderData: keepPreviousData,
  });
}

/** GET user/user_org/view_user_org_dealer. */
export function useDealer(id: number | null) {
  return useQuery({
    queryKey: ['dealer', 'view', id],
    queryFn: () => apiGet<DealerRow>(DEALER_VIEW, { id }),
    enabled: id !== null,
  });
}

/** The dealer groups (list_dealer_group) or dealer areas (list_org_area) with their dealer counts. */
export function useDealerSets(kind: DealerSetKind) {
  return useQuery({
    queryKey: ['dealer', kind],
    queryFn: () => apiGet<Page<DealerSetRow>>(SET_LISTS[kind], { all: true }),
    staleTime: 60_000,
  });
}
