import { useState } from 'react';
import { Badge, Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VEHICLE_LEASING_SEARCH_FIELDS } from '@armada/domain';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { useLeasingDealers, useLeasingOptions } from './leasingApi';
import type { LeaseListConfig } from './leaseLists';
import type { LeaseFilter, LeaseSort } from './leaseTable';
import { isFlagFilter, useLeaseLabels } from './useLeaseLabels';

export type LeaseFiltersProps = { config: LeaseListConfig; controls: TableControls<LeaseFilter, LeaseSort> };

const asChoices = (options: { value: number; label: string }[] | undefined) =>
  (options ?? []).map((option) => ({ value: String(option.value), label: option.label }));

/** The search (in the chosen field, or all four) and the filters the route names. */
export function LeaseFilters({ config, controls }: LeaseFiltersProps) {
  const { t } = useTranslation('leasing');
  const labels = useLeaseLabels();
  const dealers = useLeasingDealers(config.filters.includes('dealer_id'));
  const leasings = useLeasingOptions(config.filters.includes('leasing_id'));
  const { filters } = controls.state;
  // On a phone the many filters fold behind one button, showing how many are set.
  const phone = useIsMobile();
  const [unfolded, setUnfolded] = useState(false);
  const chosen = config.filters.filter((key) => filters[key] !== undefined).length;
  const searchFields = VEHICLE_LEASING_SEARCH_FIELDS.map((field) => ({ value: field, label: t(`field.${field}`) }));

  const control = (key: LeaseListConfig['filters'][number]) => {
    const set = (value: string | undefined) => controls.setFilters({ [key]: value });
    if (key === 'dealer_approval')
      return (
        <FilterSelect
          key={key}
          label={t('filter.dealer_approval')}
          value={filters.dealer_approval}
          options={labels.approvalChoices(config.approvals)}
          onChange={set}
        />
      );
    if (key === 'dealer_id' || key === 'leasing_id') {
      const source = key === 'dealer_id' ? dealers : leasings;
      return (
        <FilterSelect
          key={key}
          label={t(`filter.${key}`)}
          value={filters[key]}
          options={asChoices(source.data)}
          loading={source.isPending}
          searchable
          width={180}
          onChange={set}
        />
      );
    }
    if (!isFlagFilter(key)) return null;
    return (
      <FilterSelect
        key={key}
        label={t(`filter.${key}`)}
        value={filters[key]}
        options={labels.flagChoices(key)}
        onChange={set}
      />
    );
  };

  return (
    <>
      <FilterSelect
        label={t('filter.search_by')}
        value={filters.search_by}
        options={searchFields}
        width={170}
        onChange={(search_by) => controls.setFilters({ search_by })}
      />
      <TableSearch
        controls={controls}
        placeholder={t(filters.search_by ? `search.in.${filters.search_by}` : 'search.placeholder')}
        width={240}
      />
      {phone && config.filters.length > 0 && (
        <Badge count={chosen} size="small">
          <Button icon={<FilterOutlined />} aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
            {t('filter.more')}
          </Button>
        </Badge>
      )}
      {(!phone || unfolded) && config.filters.map(control)}
    </>
  );
}
