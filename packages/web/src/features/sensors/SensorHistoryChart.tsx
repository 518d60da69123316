import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SensorHistory } from '@armada/domain';
import { EChart } from '../../components/charts/EChart';
import { sensorOption, type SensorChartLabels } from '../reports/sensor/sensorChart';
import { useReadingFormat } from '../reports/sensor/useReadingFormat';
import { historySeries } from './historySeries';

export type SensorHistoryChartProps = { history: SensorHistory };

/** The sensor's values per interval as a line chart (a switch as a step chart) against its limits. */
export function SensorHistoryChart({ history }: SensorHistoryChartProps) {
  const { t } = useTranslation(['sensors', 'reports']);
  const format = useReadingFormat();
  const series = useMemo(() => historySeries(history), [history]);
  const labels: SensorChartLabels = useMemo(
    () => ({
      lowest: t('reports:sensor.chart.lowest'),
      mean: t('reports:sensor.chart.mean'),
      highest: t('reports:sensor.chart.highest'),
      out: t('reports:sensor.chart.out'),
      upper: t('reports:sensor.chart.upper'),
      lower: t('reports:sensor.chart.lower'),
    }),
    [t],
  );
  const option = useMemo(
    () => (series ? sensorOption(series, labels, format(series.type)) : null),
    [series, labels, format],
  );
  if (!option) return <Typography.Text type="secondary">{t('chart.empty')}</Typography.Text>;
  return <EChart option={option} label={t('chart.title')} height={300} />;
}
