import type { RoleRow } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { seededDescription } from '../../components/seededDescription';
import { AccessKeys } from './AccessKeys';
import { useRealmName } from './useRealmOptions';

export function useRoleFields(): DetailField<RoleRow>[] {
  const { t } = useTranslation('userAccess');
  const realmName = useRealmName();
  return [
    { key: 'name', label: t('role.name') },
    { key: 'realm_id', label: t('role.realm'), render: (role) => realmName(role.realm_id) },
    { key: 'description', label: t('role.description'), render: (role) => seededDescription(t, role) || '-' },
    { key: 'user_count', label: t('role.user_count') },
    { key: 'permission_keys', label: t('role.keys'), render: (role) => <AccessKeys keys={role.permission_keys} /> },
    { key: 'updated_at', label: t('role.updated_at'), render: (role) => formatDateTime(role.updated_at) },
  ];
}
