import { Button, Checkbox, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NOT_UPDATED_AFTER_DAYS,
  selectAllStatuses,
  toggleStatus,
  VEHICLE_STATUS_FILTERS,
  type FilterCounts,
  type MapFilterState,
} from '@armada/domain';
import { MOVEMENT_COLORS } from '../movementStyle';
import type { FilterUpdate } from './filterUpdate';

const DOT = { display: 'inline-block', width: 8, height: 8, borderRadius: '50%', marginInlineEnd: 6 } as const;

export type StatusTogglesProps = { filters: MapFilterState; onChange: FilterUpdate; counts: FilterCounts };

/**
 * The vehicle-status toggles as checkboxes, so on and off cannot be mistaken: a ticked status is on
 * the map, an unticked one hidden (spec: each toggles, 'all' turns every one on). Each carries the
 * colour its trucks have on the map and how many there are.
 */
export function StatusToggles({ filters, onChange, counts }: StatusTogglesProps) {
  const { t } = useTranslation('maps');
  const allOn = VEHICLE_STATUS_FILTERS.every((status) => filters.statuses[status]);
  return (
    <Flex wrap gap={4} align="center" role="group" aria-label={t('filters.vehicle_status')}>
      {VEHICLE_STATUS_FILTERS.map((status) => {
        const on = filters.statuses[status];
        const rule = status === 'notupdate' ? t('filters.notupdate_rule', { days: NOT_UPDATED_AFTER_DAYS }) : null;
        return (
          <Tooltip
            key={status}
            title={[t(on ? 'filters.shown_hint' : 'filters.hidden_hint'), rule].filter(Boolean).join(' ')}
          >
            <Checkbox
              checked={on}
              onChange={() => onChange((state) => toggleStatus(state, status))}
              style={{ opacity: on ? 1 : 0.6 }}
            >
              <span aria-hidden style={{ ...DOT, background: MOVEMENT_COLORS[status] }} />
              {t(`status.${status}`)} {counts.status[status]}
            </Checkbox>
          </Tooltip>
        );
      })}
      <Button size="small" type="link" disabled={allOn} onClick={() => onChange(selectAllStatuses)}>
        {t('status.all')}
      </Button>
    </Flex>
  );
}
