import { useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceListParams, useResourceList } from '../../api/resource';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { PermissionKeyLabel } from '../user-access/PermissionKeyLabel';
import {
  FUNCTION_RESOURCE,
  FUNCTION_TABLE,
  mayManageApps,
  type FunctionRow,
  type FunctionSort,
} from './appManagementApi';
import { CatalogueShell } from './CatalogueShell';
import { EditLink } from './EditLink';
import { FunctionFilters } from './FunctionFilters';

const ROW_KEY = 'id';

/**
 * `/app-management/functions`: every permission key with its service, and whether the spec names
 * it or we added it (docs/permissions.md).
 */
export function FunctionsPage() {
  const { t } = useTranslation('appManagement');
  const { viewer } = useAuth();
  const controls = useTableQuery(FUNCTION_TABLE);
  const rows = useResourceList<FunctionRow>(FUNCTION_RESOURCE, resourceListParams(controls.state));
  const [editing, setEditing] = useState<number | null>(null);
  const canChange = mayManageApps(viewer);
  const columns: DataColumn<FunctionRow, FunctionSort>[] = [
    {
      key: 'key',
      title: t('functions.key'),
      dataIndex: 'key',
      sortBy: { ascend: 'key', descend: '-key' },
      render: (key: string) => <PermissionKeyLabel permission={key} />,
    },
    {
      key: 'service',
      title: t('functions.service'),
      dataIndex: 'service',
      sortBy: { ascend: 'service', descend: '-service' },
      render: (service: string) => t(`service.${service}`, { defaultValue: service }),
    },
    {
      key: 'origin',
      title: t('functions.origin'),
      dataIndex: 'added',
      render: (added: boolean) => (
        <Tag color={added ? 'purple' : 'blue'}>{t(`functions.origins.${added ? 'true' : 'false'}`)}</Tag>
      ),
    },
    { key: 'description', title: t('description'), dataIndex: 'description', render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, row: FunctionRow) => <EditLink onClick={canChange ? () => setEditing(row.id) : undefined} />,
    },
  ];
  return (
    <CatalogueShell
      title={t('functions.title')}
      resource={FUNCTION_RESOURCE}
      editing={editing}
      onClose={() => setEditing(null)}
    >
      <DataTable
        columns={columns}
        query={rows}
        controls={controls}
        rowKey={ROW_KEY}
        filters={<FunctionFilters controls={controls} />}
      />
    </CatalogueShell>
  );
}
