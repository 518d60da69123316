import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SENSOR_STATES, type SensorStatePage, type SensorStateSort } from '@armada/domain';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { CountBar } from '../fleet-health/CountBar';
import { useSensorLabels } from '../vehicles/useSensorLabels';
import type { SensorStateFilter } from './sensorsApi';

export type SensorCountsProps = {
  page: SensorStatePage | undefined;
  controls: TableControls<SensorStateFilter, SensorStateSort>;
};

const ALL = 'all_sensor';
// On a phone the bars scroll sideways inside the card rather than widening the page.
const SCROLL = { overflowX: 'auto', maxWidth: '100%' } as const;

/**
 * The spec's sensor type options as tabs with their counts, and the counts per state (the states
 * some sensor is in, and the one chosen); choosing one filters the list.
 */
export function SensorCounts({ page, controls }: SensorCountsProps) {
  const { t } = useTranslation(['sensors', 'maps']);
  const labels = useSensorLabels();
  const { type, state } = controls.state.filters;
  const typeCounts = page?.type_counts ?? [];
  const states = page?.state_counts ?? SENSOR_STATES.map((one) => ({ state: one, total: 0 }));
  return (
    <Flex vertical gap={0} style={SCROLL}>
      <CountBar
        label={t('counts.types')}
        items={typeCounts
          .filter((count) => count.type !== ALL)
          .map((count) => ({ key: count.type, label: labels.type(count.type), total: count.total }))}
        total={typeCounts.find((count) => count.type === ALL)?.total ?? 0}
        value={type === ALL ? undefined : type}
        onChange={(chosen) => controls.setFilters({ type: chosen })}
      />
      <CountBar
        label={t('counts.states')}
        items={states
          .filter((count) => count.total > 0 || count.state === state)
          .map((count) => ({ key: count.state, label: t(`maps:sensor_state.${count.state}`), total: count.total }))}
        total={states.reduce((sum, count) => sum + count.total, 0)}
        value={state}
        onChange={(chosen) => controls.setFilters({ state: chosen })}
      />
    </Flex>
  );
}
