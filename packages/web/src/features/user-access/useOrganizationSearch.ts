import type { OrganizationRow } from '@armada/domain';
import { useResourceList } from '../../api/resource';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { ORG_RESOURCE } from './organizationsApi';

/** Typing in a picker asks sooner than the list searches' 1500 ms. */
const TYPING_PAUSE_MS = 300;

/** The organisations the caller sees whose name or code holds what was typed (there may be thousands). */
export function useOrganizationSearch(typed: string, limit: number, realmId?: number) {
  const search = useDebouncedValue(typed, TYPING_PAUSE_MS);
  return useResourceList<OrganizationRow>(ORG_RESOURCE, {
    page: 1,
    limit,
    sort_by: 'name',
    search: search.trim() || undefined,
    filter: realmId === undefined ? undefined : `realm_id:${realmId}`,
  });
}

/** An organisation as pickers show it: its name, and its code when it has one. */
export const organizationLabel = (org: OrganizationRow) => (org.code ? `${org.name} (${org.code})` : org.name);
