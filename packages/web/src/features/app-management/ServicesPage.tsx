import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceListParams, useResourceList } from '../../api/resource';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { SearchInput } from '../../components/data-table/SearchInput';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { mayManageApps, SERVICE_RESOURCE, SERVICE_TABLE, type NameSort, type ServiceRow } from './appManagementApi';
import { CatalogueShell } from './CatalogueShell';
import { EditLink } from './EditLink';

const ROW_KEY = 'id';

/** `/app-management/services`: the permission groups of the catalogue, with how many functions each holds. */
export function ServicesPage() {
  const { t } = useTranslation('appManagement');
  const { viewer } = useAuth();
  const controls = useTableQuery(SERVICE_TABLE);
  const rows = useResourceList<ServiceRow>(SERVICE_RESOURCE, resourceListParams(controls.state));
  const [editing, setEditing] = useState<number | null>(null);
  const canChange = mayManageApps(viewer);
  const columns: DataColumn<ServiceRow, NameSort>[] = [
    {
      key: 'name',
      title: t('services.name'),
      dataIndex: 'name',
      sortBy: { ascend: 'name', descend: '-name' },
      render: (name: string) => (
        <span>
          {t(`service.${name}`, { defaultValue: name })} <Typography.Text code>{name}</Typography.Text>
        </span>
      ),
    },
    { key: 'functions', title: t('services.function_count'), dataIndex: 'function_count', align: 'right' },
    { key: 'description', title: t('description'), dataIndex: 'description', render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, row: ServiceRow) => <EditLink onClick={canChange ? () => setEditing(row.id) : undefined} />,
    },
  ];
  return (
    <CatalogueShell
      title={t('services.title')}
      resource={SERVICE_RESOURCE}
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
            placeholder={t('services.search')}
            onSearch={(search) => controls.setFilters({ search })}
          />
        }
      />
    </CatalogueShell>
  );
}
