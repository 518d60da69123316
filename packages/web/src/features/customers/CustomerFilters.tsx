import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableControls } from '../../components/data-table/useTableQuery';
import type { CustomerListFilter, CustomerSort } from './customersApi';
import { useCustomerOptions } from './useCustomerOptions';

export type CustomerFiltersProps = { controls: TableControls<CustomerListFilter, CustomerSort> };

/** Search by name, customer ID or contact, and the super admin's status (the call's u.user_status). */
export function CustomerFilters({ controls }: CustomerFiltersProps) {
  const { t } = useTranslation('customers');
  const { statuses } = useCustomerOptions();
  const { filters } = controls.state;
  return (
    <>
      <TableSearch controls={controls} placeholder={t('list.search')} />
      <Select
        aria-label={t('field.user_status')}
        placeholder={t('field.user_status')}
        value={filters.user_status ? Number(filters.user_status) : undefined}
        options={statuses}
        allowClear
        style={{ minWidth: 200 }}
        onChange={(status: number | undefined) =>
          controls.setFilters({ user_status: status === undefined ? undefined : String(status) })
        }
      />
    </>
  );
}
