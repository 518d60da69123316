import type { ServiceRow } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { SERVICE_RESOURCE, SERVICE_TABLE, type NameSort } from './appManagementApi';
import { CataloguePage, type Catalogue } from './CataloguePage';
import { nameColumn } from './nameColumn';

function useServiceColumns(): DataColumn<ServiceRow, NameSort>[] {
  const { t } = useTranslation('appManagement');
  return [
    nameColumn(t('services.name'), (row) => t(`service.${row.name}`, { defaultValue: row.name })),
    { key: 'functions', title: t('services.function_count'), dataIndex: 'function_count', align: 'right' },
  ];
}

const SERVICES: Catalogue<ServiceRow, NameSort> = {
  section: 'services',
  resource: SERVICE_RESOURCE,
  table: SERVICE_TABLE,
  useColumns: useServiceColumns,
};

/** `/app-management/services`: the permission groups of the catalogue, with how many functions each holds. */
export function ServicesPage() {
  return <CataloguePage catalogue={SERVICES} />;
}
