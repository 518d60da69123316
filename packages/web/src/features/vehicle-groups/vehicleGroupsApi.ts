import type { VehicleRow } from '@armada/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type Params } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl } from '../../api/resource';
import type { TableConfig, TableState } from '../../components/data-table/tableState';
import { VEHICLE_RESOURCE } from '../vehicles/vehiclesApi';

export type GroupFilter = 'search';
export const GROUP_TABLE: TableConfig<GroupFilter, never> = { filterKeys: ['search'] };

/** list_vehicle_group takes count_perpage, page and search (spec document 2 section 7.3). */
export const groupListParams = (state: TableState<GroupFilter, never>): Params => ({
  count_perpage: state.limit,
  page: state.page,
  search: state.filters.search,
});

/** A vehicle as the group picker shows it. */
export type VehicleChoice = { key: string; title: string; description: string };

export const choiceOf = (v: Pick<VehicleRow, 'id' | 'imei' | 'vehicle_name' | 'vehicle_number'>): VehicleChoice => ({
  key: String(v.id),
  title: [v.vehicle_name, v.vehicle_number].filter(Boolean).join(' · '),
  description: v.imei,
});

/** The picker fetches at most this many matches at a time; a bigger fleet is narrowed by searching. */
export const CHOICES_LIMIT = 1000;

/** The caller's vehicles matching a search, those of one organisation when it is given. */
export function useVehicleChoices(search: string, organizationId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['resource', 'vehicle', 'vehicle', 'group-choices', search, organizationId],
    queryFn: () =>
      apiGet<Page<VehicleRow>>(resourceUrl(VEHICLE_RESOURCE, 'list'), {
        page: 1,
        limit: CHOICES_LIMIT,
        sort_by: 'vehicle_name',
        search: search || undefined,
        filter: organizationId === undefined ? undefined : `organization_id:${organizationId}`,
      }),
    select: (page) => ({ choices: page.data.map(choiceOf), total: page.total_data }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
