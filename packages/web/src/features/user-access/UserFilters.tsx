import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/data-table/SearchInput';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { OrganizationSelect } from './OrganizationSelect';
import type { AccountSort } from './userAccessApi';
import { useRoleOptions } from './useRoleOptions';
import { useLevelOptions, useStatusOptions } from './useUserOptions';

type Filter = 'search' | 'organization_id' | 'user_type_id' | 'isorgadmin' | 'isactive';

export type UserFiltersProps<F extends Filter> = {
  controls: TableControls<F, AccountSort>;
  /** Which filters the screen offers besides search. */
  fields: readonly Exclude<F, 'search'>[];
  /** The realm of the organisations and roles offered (customers on the customer access screen). */
  realmId?: number;
};

const asNumber = (text: string | undefined) => (text ? Number(text) : undefined);
const asText = (value: number | undefined) => (value === undefined ? undefined : String(value));
const WIDE = { minWidth: 220 } as const;
const NARROW = { minWidth: 150 } as const;

/** The filter bar of the user lists: search, organisation, role, level, status. */
export function UserFilters<F extends Filter>({ controls, fields, realmId }: UserFiltersProps<F>) {
  const { t } = useTranslation('userAccess');
  const roles = useRoleOptions(realmId);
  const levels = useLevelOptions();
  const statuses = useStatusOptions();
  const filters = controls.state.filters as Partial<Record<Filter, string>>;
  const set = (field: Filter, value: number | undefined) =>
    controls.setFilters({ [field]: asText(value) } as Partial<Record<F, string>>);
  const offered = new Set<Filter>(fields);
  const show = {
    organization: offered.has('organization_id'),
    role: offered.has('user_type_id'),
    level: offered.has('isorgadmin'),
    status: offered.has('isactive'),
  };
  return (
    <>
      <SearchInput
        value={filters.search ?? ''}
        placeholder={t('user.search')}
        onSearch={(search) => controls.setFilters({ search } as Partial<Record<F, string>>)}
      />
      {show.organization && (
        <OrganizationSelect
          aria-label={t('user.organization')}
          placeholder={t('user.organization')}
          value={asNumber(filters.organization_id)}
          allowClear
          realmId={realmId}
          style={WIDE}
          onChange={(id) => set('organization_id', id)}
        />
      )}
      {show.role && (
        <Select
          aria-label={t('user.role')}
          placeholder={t('user.role')}
          value={asNumber(filters.user_type_id)}
          options={roles.options.map((role) => ({ ...role, disabled: false }))}
          allowClear
          style={NARROW}
          onChange={(id: number | undefined) => set('user_type_id', id)}
        />
      )}
      {show.level && (
        <Select
          aria-label={t('user.level')}
          placeholder={t('user.level')}
          value={asNumber(filters.isorgadmin)}
          options={levels}
          allowClear
          style={NARROW}
          onChange={(level: number | undefined) => set('isorgadmin', level)}
        />
      )}
      {show.status && (
        <Select
          aria-label={t('user.status')}
          placeholder={t('user.status')}
          value={asNumber(filters.isactive)}
          options={statuses}
          allowClear
          style={NARROW}
          onChange={(status: number | undefined) => set('isactive', status)}
        />
      )}
    </>
  );
}
