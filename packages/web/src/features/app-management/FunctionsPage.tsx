import type { FunctionRow } from '@armada/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { PermissionKeyLabel } from '../user-access/PermissionKeyLabel';
import { FUNCTION_RESOURCE, FUNCTION_TABLE, type FunctionSort } from './appManagementApi';
import { CataloguePage, type Catalogue } from './CataloguePage';
import { FunctionFilters } from './FunctionFilters';

function useFunctionColumns(): DataColumn<FunctionRow, FunctionSort>[] {
  const { t } = useTranslation('appManagement');
  return [
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
  ];
}

const FUNCTIONS: Catalogue<FunctionRow, FunctionSort> = {
  section: 'functions',
  resource: FUNCTION_RESOURCE,
  table: FUNCTION_TABLE,
  useColumns: useFunctionColumns,
  Filters: FunctionFilters,
};

/**
 * `/app-management/functions`: every permission key with its service, and whether the spec names
 * it or we added it (docs/permissions.md).
 */
export function FunctionsPage() {
  return <CataloguePage catalogue={FUNCTIONS} />;
}
