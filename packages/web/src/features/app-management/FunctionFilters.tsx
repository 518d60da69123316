import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS } from '@armada/domain';
import { SearchInput } from '../../components/data-table/SearchInput';
import type { TableControls } from '../../components/data-table/useTableQuery';
import type { FunctionFilter, FunctionSort } from './appManagementApi';

export type FunctionFiltersProps = { controls: TableControls<FunctionFilter, FunctionSort> };

const ORIGINS = ['false', 'true'] as const;

export function FunctionFilters({ controls }: FunctionFiltersProps) {
  const { t } = useTranslation('appManagement');
  const { filters } = controls.state;
  return (
    <>
      <SearchInput
        value={filters.search ?? ''}
        placeholder={t('functions.search')}
        onSearch={(search) => controls.setFilters({ search })}
      />
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
