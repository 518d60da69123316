import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS } from '@armada/domain';
import type { TableControls } from '../../components/data-table/useTableQuery';
import type { CatalogueFilter, FunctionSort } from './appManagementApi';

export type FunctionFiltersProps = { controls: TableControls<CatalogueFilter, FunctionSort> };

const ORIGINS = ['false', 'true'] as const;

/** The function list's filters beside its search box: service and origin. */
export function FunctionFilters({ controls }: FunctionFiltersProps) {
  const { t } = useTranslation('appManagement');
  const { filters } = controls.state;
  return (
    <>
      <Select
        aria-label={t('functions.service')}
        placeholder={t('functions.service')}
        value={filters.service}
        options={PERMISSION_GROUPS.map((group) => ({ value: group, label: t(`service.${group}`) }))}
        allowClear
        style={{ minWidth: 180 }}
        onChange={(service: string | undefined) => controls.setFilters({ service })}
      />
      <Select
        aria-label={t('functions.origin')}
        placeholder={t('functions.origin')}
        value={filters.added}
        options={ORIGINS.map((value) => ({ value, label: t(`functions.origins.${value}`) }))}
        allowClear
        style={{ minWidth: 160 }}
        onChange={(added: string | undefined) => controls.setFilters({ added })}
      />
    </>
  );
}
