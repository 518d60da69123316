import { Button, Flex, Popover, Segmented, Tag, Typography } from 'antd';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  NAVBAR_FILTERS,
  resetFilters,
  selectAllStatuses,
  setHealthFilter,
  toggleStatus,
  VEHICLE_STATUS_FILTERS,
  type FilterCounts,
  type MapFilterState,
} from '@armada/domain';
import { MoreFilters } from './MoreFilters';
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

/** Health group, vehicle-status toggles and the rest behind a button; every change goes through the domain transitions. */
export function FilterPanel({ filters, onChange, counts, shown, total, fleetFlags }: FilterPanelProps) {
  const { t } = useTranslation('maps');
  const allOn = VEHICLE_STATUS_FILTERS.every((status) => filters.statuses[status]);
  const healthOptions = NAVBAR_FILTERS.map((health) => ({
    value: health,
    label: (
      <span>
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
      <Flex wrap gap={2} align="center" role="group" aria-label={t('filters.vehicle_status')}>
        <Tag.CheckableTag checked={allOn} onChange={() => onChange(selectAllStatuses)}>
          {t('status.all')}
        </Tag.CheckableTag>
        {VEHICLE_STATUS_FILTERS.map((status) => (
          <Tag.CheckableTag
            key={status}
            checked={filters.statuses[status]}
            onChange={() => onChange((state) => toggleStatus(state, status))}
          >
            {t(`status.${status}`)} {counts.status[status]}
          </Tag.CheckableTag>
        ))}
      </Flex>
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
      <Typography.Text type="secondary">{t('filters.shown', { shown, total })}</Typography.Text>
    </Flex>
  );
}
