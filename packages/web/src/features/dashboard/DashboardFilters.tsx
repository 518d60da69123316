import { Flex, Grid, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDealers, useDealerSets } from '../dealers/dealersApi';
import { SCOPE_KINDS, type DashboardScope, type ScopeKind } from './dashboardScope';

export type DashboardFiltersProps = {
  year: number;
  thisYear: number;
  scope: DashboardScope;
  onChange: (year: number, scope: DashboardScope) => void;
};

const YEARS_SHOWN = 5;
const ALL_ROWS = { all: true };
const PICKER_STYLE = { minWidth: 240 } as const;

/** The dealers, groups or areas to choose from, as select options. */
function useChoices(kind: ScopeKind) {
  const areas = useDealerSets('area');
  const groups = useDealerSets('group');
  const dealers = useDealers(ALL_ROWS);
  const rows =
    kind === 'dealer_area_id' ? areas.data?.data : kind === 'dealer_group_id' ? groups.data?.data : dealers.data?.data;
  return (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
}

/** The year, and whose figures: the brand, one dealer area, dealer group or dealer. */
export function DashboardFilters({ year, thisYear, scope, onChange }: DashboardFiltersProps) {
  const { t } = useTranslation('dashboard');
  const choices = useChoices(scope.by);
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i);
  // Four choices side by side do not fit a phone: there they are a list.
  const wide = Grid.useBreakpoint().md ?? true;
  const kinds = SCOPE_KINDS.map((kind) => ({ value: kind, label: t(`by.${kind}`) }));
  const pickKind = (kind: ScopeKind) => onChange(year, kind === 'brand' ? { by: 'brand' } : { by: kind, id: null });
  return (
    <Flex gap={12} wrap align="center">
      <Select
        aria-label={t('year')}
        value={year}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        onChange={(value: number) => onChange(value, scope)}
      />
      {wide ? (
        <Segmented<ScopeKind> aria-label={t('scope')} value={scope.by} options={kinds} onChange={pickKind} />
      ) : (
        <Select<ScopeKind> aria-label={t('scope')} value={scope.by} options={kinds} onChange={pickKind} />
      )}
      {scope.by !== 'brand' && (
        <Select
          aria-label={t(`pick.${scope.by}`)}
          placeholder={t(`pick.${scope.by}`)}
          style={PICKER_STYLE}
          showSearch
          optionFilterProp="label"
          value={scope.id ?? undefined}
          options={choices}
          onChange={(id: number) => onChange(year, { by: scope.by, id })}
        />
      )}
    </Flex>
  );
}
