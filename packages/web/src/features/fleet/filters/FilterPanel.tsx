import { Button, Flex, Popover, Segmented, Typography } from 'antd';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  NAVBAR_FILTERS,
  NOT_UPDATED_AFTER_DAYS,
  resetFilters,
  setHealthFilter,
  type FilterCounts,
  type MapFilterState,
} from '@armada/domain';
import { MoreFilters } from './MoreFilters';
import { StatusToggles } from './StatusToggles';
import type { FilterUpdate } from './filterUpdate';
import type { FleetFlagsState } from './useFleetFlags';

export type FilterPanelProps = {
  filters: MapFilterState;
  onChange: FilterUpdate;
  counts: FilterCounts;
  shown: number;
  total: number;
  /** Job orders, muted alerts and vehicle groups for the filters behind the button. */
  fleetFlags?: FleetFlagsState;
};

/**
 * Health group, the rest of the filters behind a button and reset, then the vehicle-status toggles;
 * every change goes through the domain transitions. The buttons come before the toggles so a vehicle's
 * drawer, open over the right of the bar, never covers them.
 */
export function FilterPanel({ filters, onChange, counts, shown, total, fleetFlags }: FilterPanelProps) {
  const { t } = useTranslation('maps');
  const healthOptions = NAVBAR_FILTERS.map((health) => ({
    value: health,
    label: (
      <span title={health === 'notupdate' ? t('filters.notupdate_rule', { days: NOT_UPDATED_AFTER_DAYS }) : undefined}>
        {t(`health.${health}`)} <Typography.Text type="secondary">{counts.health[health]}</Typography.Text>
      </span>
    ),
  }));

  return (
    <Flex wrap gap={8} align="center">
      <Segmented
        options={healthOptions}
        value={filters.health}
        onChange={(health) => onChange((state) => setHealthFilter(state, health))}
      />
      <Popover
        trigger="click"
        placement="bottomLeft"
        content={<MoreFilters filters={filters} onChange={onChange} fleetFlags={fleetFlags} />}
      >
        <Button size="small" icon={<FilterOutlined />}>
          {t('filters.more')}
        </Button>
      </Popover>
      <Button size="small" icon={<ReloadOutlined />} onClick={() => onChange(resetFilters)}>
        {t('filters.reset')}
      </Button>
      <StatusToggles filters={filters} onChange={onChange} counts={counts} />
      <Typography.Text type="secondary">{t('filters.shown', { shown, total })}</Typography.Text>
    </Flex>
  );
}
