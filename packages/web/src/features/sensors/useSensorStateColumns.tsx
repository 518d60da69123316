import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SensorStateRow, SensorStateSort } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { useSensorLabels } from '../vehicles/useSensorLabels';
import { SensorStateBadge } from './SensorStateBadge';
import { useSensorValue } from './useSensorValue';

type Column = DataColumn<SensorStateRow, SensorStateSort>;

export const sensorDetailPath = (id: number) => `/sensor/detail?id=${id}`;

const SWITCHES: ReadonlySet<string> = new Set(['door', 'dismantle']);

/** The fleet sensors' columns: vehicle, sensor, type, reading, state, limits and the reading's time. */
export function useSensorStateColumns(): Column[] {
  const { t } = useTranslation('sensors');
  const labels = useSensorLabels();
  const value = useSensorValue();
  const limits = (row: SensorStateRow) =>
    SWITCHES.has(row.type_sensor)
      ? t('limits.normal', { value: row.normal ?? '-' })
      : [row.lower_limit, row.upper_limit].some((limit) => limit !== null)
        ? t('limits.range', {
            lower: row.lower_limit === null ? '-' : value(row.type_sensor, row.lower_limit),
            upper: row.upper_limit === null ? '-' : value(row.type_sensor, row.upper_limit),
          })
        : '-';
  return [
    {
      key: 'vehicle',
      title: t('field.vehicle'),
      sortBy: { ascend: 'vehicle_name', descend: '-vehicle_name' },
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>{row.vehicle_name || row.imei}</span>
          <Typography.Text type="secondary">{row.vehicle_number ?? row.imei}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'sensor',
      title: t('field.sensor'),
      sortBy: { ascend: 'code_sensor', descend: '-code_sensor' },
      render: (_: unknown, row) => (
        <Flex vertical>
          <Link to={sensorDetailPath(row.id)} onClick={(event) => event.stopPropagation()}>
            {row.code_sensor}
          </Link>
          {row.name ? <Typography.Text type="secondary">{row.name}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('field.type'),
      sortBy: { ascend: 'type_sensor', descend: '-type_sensor' },
      render: (_: unknown, row) => labels.type(row.type_sensor),
    },
    {
      key: 'value',
      title: t('field.value'),
      align: 'right',
      render: (_: unknown, row) => value(row.type_sensor, row.current_value),
    },
    {
      key: 'state',
      title: t('field.state'),
      sortBy: { ascend: 'sensor_status_name', descend: '-sensor_status_name' },
      render: (_: unknown, row) => <SensorStateBadge state={row.sensor_status_name} />,
    },
    { key: 'limits', title: t('field.limits'), render: (_: unknown, row) => limits(row) },
    {
      key: 'time',
      title: t('field.time'),
      sortBy: { ascend: 'time', descend: '-time' },
      render: (_: unknown, row) => (row.time ? formatDateTime(row.time) : t('never')),
    },
  ];
}
