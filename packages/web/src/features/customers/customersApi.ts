import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CUSTOMER_LIST_LIMIT, hasPermission, REALM_ID, type Viewer } from '@armada/domain';
import type { ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

/** The customer calls under user/user_org: add/edit/view/list_user_org_customer. */
export const CUSTOMER_RESOURCE: ResourceRef = { group: 'user', folder: 'user_org', name: 'user_org_customer' };

/** advance_search_user_org_customer answers like the list. */
export const CUSTOMER_SEARCH_URL = '/api/user/user_org/advance_search_user_org_customer';

export type CustomerSort = 'name' | '-name' | 'code' | '-code' | 'created_at' | '-created_at';
const SORTS: readonly CustomerSort[] = ['name', '-name', 'code', '-code', 'created_at', '-created_at'];

export type CustomerListFilter = 'search' | 'user_status';
export const CUSTOMER_TABLE: TableConfig<CustomerListFilter, CustomerSort> = {
  filterKeys: ['search', 'user_status'],
  sortValues: SORTS,
  defaultSort: 'name',
  defaultLimit: CUSTOMER_LIST_LIMIT,
};

/** The criteria of the advanced search, each a filter of the call. */
export const SEARCH_FIELDS = [
  'name',
  'code',
  'contact_name',
  'npwp',
  'business_sector',
  'business_type',
  'dealer_id',
  'province_id',
  'city_id',
  'district_id',
  'post_code',
  'user_status',
] as const;
export type CustomerSearchField = (typeof SEARCH_FIELDS)[number];
export type CustomerSearchFilter = CustomerSearchField | 'search';

export const CUSTOMER_SEARCH_TABLE: TableConfig<CustomerSearchFilter, CustomerSort> = {
  filterKeys: ['search', ...SEARCH_FIELDS],
  sortValues: SORTS,
  defaultSort: 'name',
};

/** Administrators choose a customer's dealer and see it in the list; a dealer's customers are its own. */
export const choosesDealer = (viewer: Viewer | null) =>
  viewer !== null && (viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin);

export const mayCreate = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'add_user_org');

export const customerPath = (page: 'view' | 'edit' | 'vehicle/create', id: number) => `/customer/${page}?id=${id}`;

/** After a customer changes, the organisation lists and pickers (vehicle owner, dealer) are stale too. */
export function useRefreshOrganisations(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ['resource', 'user', 'user_org'] }), [client]);
}
