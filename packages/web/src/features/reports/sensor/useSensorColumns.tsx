import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NO_VALUE, type SensorRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import type { ReportSort } from '../shell/reportQuery';
import { useDuration } from '../shell/useDuration';
import { isSwitch } from './sensorChart';
import { useReadingFormat, type ReadingFormat } from './useReadingFormat';

type SensorSort = ReportSort<'sensor'>;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type Column = DataColumn<SensorRow, SensorSort>;

/** Time out of limits: above and below apart for a sensor with limits, in red. */
function outOfLimitsColumn(t: TFunction<'reports'>, duration: (seconds: number) => string): Column {
  return {
    key: 'out_s',
    dataIndex: 'out_s',
    title: t('columns.out_s'),
    sortBy: { ascend: 'out_s', descend: '-out_s' },
    render: (value: number, row) => {
      if (value === 0) return NO_VALUE;
      const spans = [
        row.above_s > 0 ? t('sensor.above', { duration: duration(row.above_s) }) : null,
        row.below_s > 0 ? t('sensor.below', { duration: duration(row.below_s) }) : null,
      ].filter(Boolean);
      return (
        <Typography.Text type="danger" style={NO_WRAP}>
          {spans.length > 0 ? spans.join(' ') : duration(value)}
        </Typography.Text>
      );
    },
  };
}

/** The limits, or for a switch the position that raises the alarm. */
function limitsColumn(t: TFunction<'reports'>, format: ReadingFormat): Column {
  return {
    key: 'limits',
    title: t('columns.limits'),
    render: (_, row) => (
      <span style={NO_WRAP}>
        {isSwitch(row.type_sensor)
          ? t(`sensor.alarm.${row.type_sensor}`)
          : t('sensor.range', {
              lower: row.lower_limit === null ? NO_VALUE : format(row.type_sensor)(row.lower_limit),
              upper: row.upper_limit === null ? NO_VALUE : format(row.type_sensor)(row.upper_limit),
            })}
      </span>
    ),
  };
}

/** The sensor report's table: the sensor, the interval, its values against the limits, and its time out of them. */
export function useSensorColumns(): DataColumn<SensorRow, SensorSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<SensorRow, SensorSort>(t);
  const format = useReadingFormat();
  const reading = (key: 'min_value' | 'avg_value' | 'max_value'): DataColumn<SensorRow, SensorSort> => ({
    key,
    dataIndex: key,
    title: t(`columns.${key}`),
    align: 'right',
    render: (value: number, row) => (isSwitch(row.type_sensor) ? NO_VALUE : format(row.type_sensor)(value)),
  });
  return [
    kit.vehicle(),
    {
      key: 'sensor_name',
      title: t('columns.sensor'),
      sortBy: { ascend: 'sensor_name', descend: '-sensor_name' },
      render: (_, row) => (
        <>
          <div>{row.sensor_name}</div>
          <Typography.Text type="secondary">{t(`sensor.types.${row.type_sensor}`, row.type_sensor)}</Typography.Text>
        </>
      ),
    },
    { ...kit.time('start_time', true), title: t('columns.interval') },
    outOfLimitsColumn(t, useDuration()),
    kit.count('out_of_limits', true),
    { ...reading('min_value'), sortBy: { ascend: 'min_value', descend: '-min_value' } },
    reading('avg_value'),
    { ...reading('max_value'), sortBy: { ascend: 'max_value', descend: '-max_value' } },
    limitsColumn(t, format),
    kit.count('readings'),
  ];
}
