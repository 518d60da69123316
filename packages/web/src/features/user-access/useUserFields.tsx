import { useTranslation } from 'react-i18next';
import { keysOfAccess, type AccountRow } from '@armada/domain';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { AccessKeys } from './AccessKeys';
import { UserStatusTag } from './UserStatusTag';

/** The detail of a user, with the access their token carries (root holds every key). */
export function useUserFields<T extends AccountRow>(extra: DetailField<T>[] = []): DetailField<T>[] {
  const { t } = useTranslation('userAccess');
  return [
    { key: 'username', label: t('user.username') },
    { key: 'name', label: t('user.name') },
    { key: 'email', label: t('user.email') },
    { key: 'phone', label: t('user.phone') },
    { key: 'organization_name', label: t('user.organization') },
    ...extra,
    { key: 'user_type_name', label: t('user.role') },
    { key: 'isorgadmin', label: t('user.level'), render: (user) => t(`user.levels.${user.isorgadmin}`) },
    { key: 'access_type', label: t('user.access_type'), render: (user) => t(`user.access_types.${user.access_type}`) },
    { key: 'isactive', label: t('user.status'), render: (user) => <UserStatusTag status={user.isactive} /> },
    {
      key: 'user_access',
      label: t('user.access'),
      render: (user) =>
        user.isorgadmin === 0 ? t('user.root_access') : <AccessKeys keys={keysOfAccess(user.user_access)} />,
    },
    { key: 'created_at', label: t('user.created_at'), render: (user) => formatDateTime(user.created_at) },
  ];
}
