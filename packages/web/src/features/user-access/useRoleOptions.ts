import { useQuery } from '@tanstack/react-query';
import { keysNotHeld, type RoleRow } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl } from '../../api/resource';
import { useAuth } from '../auth/useAuth';
import { ROLE_RESOURCE } from './userAccessApi';

export type RoleOption = { value: number; label: string; realm_id: number; disabled: boolean };

/** The most roles a select offers; roles are few (a handful per realm). */
const ROLE_OPTION_LIMIT = 500;

/**
 * The roles the user may see, as select options; a role holding keys the user lacks is disabled
 * (the server refuses to give it). `realmId` keeps the roles of one realm.
 */
export function useRoleOptions(realmId?: number, enabled = true) {
  const { viewer } = useAuth();
  const roles = useQuery({
    queryKey: ['resource', ROLE_RESOURCE.group, ROLE_RESOURCE.name, 'options'],
    queryFn: () =>
      apiGet<Page<RoleRow>>(resourceUrl(ROLE_RESOURCE, 'list'), { page: 1, limit: ROLE_OPTION_LIMIT, sort_by: 'name' }),
    staleTime: 30_000,
    enabled,
  });
  const options: RoleOption[] = (roles.data?.data ?? [])
    .filter((role) => realmId === undefined || role.realm_id === realmId)
    .map((role) => ({
      value: role.id,
      label: role.name,
      realm_id: role.realm_id,
      disabled: viewer === null || keysNotHeld(viewer, role.permission_keys).length > 0,
    }));
  return { options, isPending: roles.isPending && enabled };
}
