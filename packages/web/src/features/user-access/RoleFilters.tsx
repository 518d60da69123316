import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableControls } from '../../components/data-table/useTableQuery';
import type { RoleFilter, RoleSort } from './userAccessApi';
import { useRealmOptions } from './useRealmOptions';

export type RoleFiltersProps = { controls: TableControls<RoleFilter, RoleSort> };

export function RoleFilters({ controls }: RoleFiltersProps) {
  const { t } = useTranslation('userAccess');
  const realms = useRealmOptions();
  const { filters } = controls.state;
  return (
    <>
      <TableSearch controls={controls} placeholder={t('role.search')} />
      <Select
        aria-label={t('role.realm')}
        placeholder={t('role.realm')}
        value={filters.realm_id ? Number(filters.realm_id) : undefined}
        options={realms}
        allowClear
        style={{ minWidth: 160 }}
        onChange={(realm: number | undefined) =>
          controls.setFilters({ realm_id: realm === undefined ? undefined : String(realm) })
        }
      />
    </>
  );
}
