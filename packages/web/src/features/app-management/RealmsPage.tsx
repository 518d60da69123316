import type { RealmRow } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { useRealmName } from '../user-access/useRealmOptions';
import { REALM_RESOURCE, REALM_TABLE, type NameSort } from './appManagementApi';
import { CataloguePage, type Catalogue } from './CataloguePage';
import { nameColumn } from './nameColumn';

function useRealmColumns(): DataColumn<RealmRow, NameSort>[] {
  const { t } = useTranslation('appManagement');
  const realmName = useRealmName();
  return [
    { key: 'id', title: t('realms.id'), dataIndex: 'id', sortBy: { ascend: 'id', descend: '-id' } },
    nameColumn(t('realms.name'), (row) => realmName(row.id)),
    { key: 'organizations', title: t('realms.organization_count'), dataIndex: 'organization_count', align: 'right' },
  ];
}

const REALMS: Catalogue<RealmRow, NameSort> = {
  section: 'realms',
  resource: REALM_RESOURCE,
  table: REALM_TABLE,
  useColumns: useRealmColumns,
};

/** `/app-management/realm`: the realms with their fixed ids (docs/decisions.md) and their organisations. */
export function RealmsPage() {
  return <CataloguePage catalogue={REALMS} />;
}
