import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SensorStateRow } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { useSensorLabels } from '../vehicles/useSensorLabels';
import { SensorStateBadge } from './SensorStateBadge';
import { useSensorValue } from './useSensorValue';

export type SensorSummaryProps = { sensor: SensorStateRow };

const SMALL = 'small';
const COLUMNS = { xs: 1, sm: 2, lg: 3 } as const;

/** A sensor and its vehicle: what it reads, its latest reading and state, and its limits. */
export function SensorSummary({ sensor }: SensorSummaryProps) {
  const { t } = useTranslation('sensors');
  const labels = useSensorLabels();
  const value = useSensorValue();
  const limit = (reading: number | null) => value(sensor.type_sensor, reading);
  const items = [
    {
      key: 'vehicle',
      label: t('field.vehicle'),
      children: <Link to={`/vehicles/detail?id=${sensor.vehicle_id}`}>{sensor.vehicle_name || sensor.imei}</Link>,
    },
    { key: 'plate', label: t('field.plate'), children: sensor.vehicle_number ?? '-' },
    {
      key: 'sensor',
      label: t('field.sensor'),
      children: [sensor.code_sensor, sensor.name].filter(Boolean).join(' · '),
    },
    { key: 'type', label: t('field.type'), children: labels.type(sensor.type_sensor) },
    { key: 'source', label: t('field.source'), children: labels.source(sensor.source) },
    { key: 'value', label: t('field.value'), children: value(sensor.type_sensor, sensor.current_value) },
    { key: 'state', label: t('field.state'), children: <SensorStateBadge state={sensor.sensor_status_name} /> },
    { key: 'normal', label: t('field.normal'), children: sensor.normal ?? '-' },
    { key: 'lower', label: t('field.lower_limit'), children: limit(sensor.lower_limit) },
    { key: 'upper', label: t('field.upper_limit'), children: limit(sensor.upper_limit) },
    { key: 'time', label: t('field.time'), children: sensor.time ? formatDateTime(sensor.time) : t('never') },
  ];
  return <Descriptions size={SMALL} column={COLUMNS} bordered items={items} />;
}
