import { Flex, Segmented, Tag, Typography } from 'antd';
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
import type { FilterUpdate } from './filterUpdate';
import { CheckSection } from './CheckSection';
import { DutyFilters } from './DutyFilters';
import type { FleetFlagsState } from './useFleetFlags';

export type MoreFiltersProps = {
  filters: MapFilterState;
  onChange: FilterUpdate;
  /** Job orders, muted alerts and vehicle groups; their filters show when given. */
  fleetFlags?: FleetFlagsState;
};

const EUROS = ['euro2', 'euro4'] as const;
const DEVICE_STATUSES = ['active', 'inactive'] as const;
const LOCATION_STATUSES = ['valid', 'invalid'] as const;
const SPEEDS: readonly ('all' | SpeedBand)[] = ['all', ...SPEED_BANDS];

/** Sensor (single choice), euro, speed band, device and location filters, then job orders and groups. */
export function MoreFilters({ filters, onChange, fleetFlags }: MoreFiltersProps) {
  const { t } = useTranslation('maps');
  const options = <K extends string>(keys: readonly K[], prefix: string) =>
    keys.map((key) => ({ key, label: t(`${prefix}.${key}`) }));
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
      <CheckSection
        title={t('filters.euro')}
        options={options(EUROS, 'euro')}
        checked={filters.euro}
        onToggle={(euro) => onChange((state) => toggleCheck(state, 'euro', euro))}
      />
      <section>
        <Typography.Text strong>{t('filters.speed')}</Typography.Text>
        <Segmented
          size="small"
          options={SPEEDS.map((speed) => ({ value: speed, label: t(`speed.${speed}`) }))}
          value={filters.speed}
          onChange={(speed) => onChange((state) => setSpeedBand(state, speed))}
        />
      </section>
      <CheckSection
        title={t('filters.device_issue')}
        options={options(DEVICE_ISSUES, 'device_issue')}
        checked={filters.deviceIssues}
        onToggle={(issue) => onChange((state) => toggleCheck(state, 'deviceIssues', issue))}
      />
      <CheckSection
        title={t('filters.device_status')}
        options={options(DEVICE_STATUSES, 'device_status')}
        checked={filters.deviceStatus}
        onToggle={(status) => onChange((state) => toggleCheck(state, 'deviceStatus', status))}
      />
      <CheckSection
        title={t('filters.location_status')}
        options={options(LOCATION_STATUSES, 'location_status')}
        checked={filters.locationStatus}
        onToggle={(status) => onChange((state) => toggleCheck(state, 'locationStatus', status))}
      />
      {fleetFlags ? <DutyFilters filters={filters} onChange={onChange} fleetFlags={fleetFlags} /> : null}
    </Flex>
  );
}
