import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableControls } from '../../components/data-table/useTableQuery';
import type { OrgFilter, OrgSort } from './organizationsApi';
import { useRealmOptions } from './useRealmOptions';

export type OrganizationFiltersProps = { controls: TableControls<OrgFilter, OrgSort> };

const asText = (value: number | undefined) => (value === undefined ? undefined : String(value));

export function OrganizationFilters({ controls }: OrganizationFiltersProps) {
  const { t } = useTranslation('userAccess');
  const realms = useRealmOptions();
  const { filters } = controls.state;
  const statuses = [
    { value: 1, label: t('org.active') },
    { value: 0, label: t('org.inactive') },
  ];
  return (
    <>
      <TableSearch controls={controls} placeholder={t('org.search')} />
      <Select
        aria-label={t('org.realm')}
        placeholder={t('org.realm')}
        value={filters.realm_id ? Number(filters.realm_id) : undefined}
        options={realms}
        allowClear
        style={{ minWidth: 160 }}
        onChange={(realm: number | undefined) => controls.setFilters({ realm_id: asText(realm) })}
      />
      <Select
        aria-label={t('org.status')}
        placeholder={t('org.status')}
        value={filters.isactive ? Number(filters.isactive) : undefined}
        options={statuses}
        allowClear
        style={{ minWidth: 140 }}
        onChange={(status: number | undefined) => controls.setFilters({ isactive: asText(status) })}
      />
    </>
  );
}
