import { Checkbox, Flex, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_ISSUES,
  SENSOR_FILTERS,
  SPEED_BANDS,
  selectSensorFilter,
  setSpeedBand,
  toggleCheck,
  type MapFilterState,
  type SpeedBand,
} from '@armada/domain';
import type { FilterUpdate } from './FilterPanel';

export type MoreFiltersProps = { filters: MapFilterState; onChange: FilterUpdate };

const EUROS = ['euro2', 'euro4'] as const;
const SPEEDS: readonly ('all' | SpeedBand)[] = ['all', ...SPEED_BANDS];

/** Sensor (single choice), euro, speed band and device issue filters. */
export function MoreFilters({ filters, onChange }: MoreFiltersProps) {
  const { t } = useTranslation('maps');
  return (
    <Flex vertical gap={12} style={{ maxWidth: 340 }}>
      <section>
        <Typography.Text strong>{t('filters.sensor')}</Typography.Text>
        <Flex wrap gap={4}>
          {SENSOR_FILTERS.map((sensor) => (
            <Tag.CheckableTag
              key={sensor}
              checked={filters.sensor === sensor}
              onChange={() => onChange((state) => selectSensorFilter(state, sensor))}
            >
              {t(`sensor.${sensor}`)}
            </Tag.CheckableTag>
          ))}
        </Flex>
      </section>
      <section>
        <Typography.Text strong>{t('filters.euro')}</Typography.Text>
        <Flex gap={8}>
          {EUROS.map((euro) => (
            <Checkbox
              key={euro}
              checked={filters.euro[euro]}
              onChange={() => onChange((state) => toggleCheck(state, 'euro', euro))}
            >
              {t(`euro.${euro}`)}
            </Checkbox>
          ))}
        </Flex>
      </section>
      <section>
        <Typography.Text strong>{t('filters.speed')}</Typography.Text>
        <Segmented
          size="small"
          options={SPEEDS.map((speed) => ({ value: speed, label: t(`speed.${speed}`) }))}
          value={filters.speed}
          onChange={(speed) => onChange((state) => setSpeedBand(state, speed))}
        />
      </section>
      <section>
        <Typography.Text strong>{t('filters.device_issue')}</Typography.Text>
        <Flex gap={8} wrap>
          {DEVICE_ISSUES.map((issue) => (
            <Checkbox
              key={issue}
              checked={filters.deviceIssues[issue]}
              onChange={() => onChange((state) => toggleCheck(state, 'deviceIssues', issue))}
            >
              {t(`device_issue.${issue}`)}
            </Checkbox>
          ))}
        </Flex>
      </section>
    </Flex>
  );
}
