import type { OrganizationRow } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { useRealmName } from './useRealmOptions';

export function useOrganizationFields(): DetailField<OrganizationRow>[] {
  const { t } = useTranslation('userAccess');
  const realmName = useRealmName();
  return [
    { key: 'name', label: t('org.name') },
    { key: 'code', label: t('org.code') },
    { key: 'realm_id', label: t('org.realm'), render: (org) => realmName(org.realm_id) },
    { key: 'address', label: t('org.address') },
    { key: 'phone', label: t('org.phone') },
    { key: 'email', label: t('org.email') },
    { key: 'latitude', label: t('org.latitude') },
    { key: 'longitude', label: t('org.longitude') },
    { key: 'isactive', label: t('org.status'), render: (org) => t(org.isactive === 1 ? 'org.active' : 'org.inactive') },
    { key: 'created_at', label: t('org.created_at'), render: (org) => formatDateTime(org.created_at) },
  ];
}
