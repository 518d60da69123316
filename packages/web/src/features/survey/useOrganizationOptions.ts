import { useQuery } from '@tanstack/react-query';
import { hasPermission, type OrganizationRow, type Viewer } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl } from '../../api/resource';

/** The organisations the caller sees (list_user_org, all), for a survey's audience; none without the permission. */
export function useOrganizationOptions(viewer: Viewer | null) {
  const enabled = viewer !== null && hasPermission(viewer, 'list_user_org');
  const query = useQuery({
    queryKey: ['resource', 'user', 'user_org', 'survey-audience'],
    queryFn: () =>
      apiGet<Page<Pick<OrganizationRow, 'id' | 'name'>>>(resourceUrl({ group: 'user', name: 'user_org' }, 'list'), {
        page: 1,
        all: true,
      }),
    select: (page) =>
      page.data.map((org) => ({ value: org.id, label: org.name })).sort((a, b) => a.label.localeCompare(b.label)),
    staleTime: 60_000,
    enabled,
  });
  return { enabled, options: query.data ?? [], loading: query.isFetching };
}
