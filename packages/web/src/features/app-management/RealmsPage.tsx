import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceListParams, useResourceList } from '../../api/resource';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { SearchInput } from '../../components/data-table/SearchInput';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { useRealmName } from '../user-access/useRealmOptions';
import { mayManageApps, REALM_RESOURCE, REALM_TABLE, type NameSort, type RealmRow } from './appManagementApi';
import { CatalogueShell } from './CatalogueShell';
import { EditLink } from './EditLink';

const ROW_KEY = 'id';

/** `/app-management/realm`: the realms with their fixed ids (docs/decisions.md) and their organisations. */
export function RealmsPage() {
  const { t } = useTranslation('appManagement');
  const { viewer } = useAuth();
  const realmName = useRealmName();
  const controls = useTableQuery(REALM_TABLE);
  const rows = useResourceList<RealmRow>(REALM_RESOURCE, resourceListParams(controls.state));
  const [editing, setEditing] = useState<number | null>(null);
  const canChange = mayManageApps(viewer);
  const columns: DataColumn<RealmRow, NameSort>[] = [
    { key: 'id', title: t('realms.id'), dataIndex: 'id', sortBy: { ascend: 'id', descend: '-id' } },
    {
      key: 'name',
      title: t('realms.name'),
      dataIndex: 'name',
      sortBy: { ascend: 'name', descend: '-name' },
      render: (name: string, row: RealmRow) => (
        <span>
          {realmName(row.id)} <Typography.Text code>{name}</Typography.Text>
        </span>
      ),
    },
    { key: 'organizations', title: t('realms.organization_count'), dataIndex: 'organization_count', align: 'right' },
    { key: 'description', title: t('description'), dataIndex: 'description', render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, row: RealmRow) => <EditLink onClick={canChange ? () => setEditing(row.id) : undefined} />,
    },
  ];
  return (
    <CatalogueShell
      title={t('realms.title')}
      resource={REALM_RESOURCE}
      editing={editing}
      onClose={() => setEditing(null)}
    >
      <DataTable
        columns={columns}
        query={rows}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <SearchInput
            value={controls.state.filters.search ?? ''}
            placeholder={t('realms.search')}
            onSearch={(search) => controls.setFilters({ search })}
          />
        }
      />
    </CatalogueShell>
  );
}
