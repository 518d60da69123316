import { useQuery } from '@tanstack/react-query';
import { REALM_ID, type OrganizationRow } from '@armada/domain';
import { apiGet } from './client';
import type { Page } from './page';
import { resourceUrl } from './resource';

/** What the options need of a dealer organisation row. */
type DealerOrg = Pick<OrganizationRow, 'id' | 'code' | 'name'>;

/** Select options from the dealers of a list answer: no code or '-' dropped, the rest sorted by code. */
export function dealerOptions(dealers: readonly DealerOrg[]): { value: number; label: string }[] {
  return dealers
    .filter((org) => org.code && org.code !== '-')
    .sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''))
    .map((org) => ({ value: org.id, label: `${org.code} · ${org.name}` }));
}

/**
 * The dealer-option loader of spec document 2 section 7.5: list_user_org with page 1, limit 10,
 * all=true, filtered by the dealer realm; see dealerOptions for what it keeps.
 */
export function useDealerOptions(enabled = true) {
  return useQuery({
    queryKey: ['resource', 'user', 'user_org', 'dealer-options'],
    queryFn: () =>
      apiGet<Page<DealerOrg>>(resourceUrl({ group: 'user', name: 'user_org' }, 'list'), {
        page: 1,
        limit: 10,
        all: true,
        filter: `realm_id:${REALM_ID.dealer}`,
      }),
    select: (page) => dealerOptions(page.data),
    staleTime: 60_000,
    enabled,
  });
}
