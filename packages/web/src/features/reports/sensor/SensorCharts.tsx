import { useMemo } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SensorRow } from '@armada/domain';
import { EChart } from '../../../components/charts/EChart';
import { CHART_ROWS, useReportRows } from '../shell/reportApi';
import type { AppliedReport } from '../shell/reportQuery';
import { sensorOption, sensorSeries, type SensorChartLabels } from './sensorChart';
import { useReadingFormat } from './useReadingFormat';

/** Charts drawn at most: one per sensor, in the order the sensors come. */
export const CHARTED_SENSORS = 6;
const HALF = { xs: 24, xl: 12 } as const;
const WHOLE = { xs: 24 } as const;

export type SensorChartsProps = { applied: AppliedReport };

/** A line chart per sensor over the period, its limits drawn and its time out of them shaded. */
export function SensorCharts({ applied }: SensorChartsProps) {
  const { t } = useTranslation('reports');
  const format = useReadingFormat();
  const rows = useReportRows<SensorRow>('sensor', applied, { sort: 'start_time' });
  const series = useMemo(() => sensorSeries(rows.data?.data ?? []), [rows.data]);
  const labels: SensorChartLabels = useMemo(
    () => ({
      lowest: t('sensor.chart.lowest'),
      mean: t('sensor.chart.mean'),
      highest: t('sensor.chart.highest'),
      out: t('sensor.chart.out'),
      upper: t('sensor.chart.upper'),
      lower: t('sensor.chart.lower'),
    }),
    [t],
  );
  const charts = useMemo(
    () =>
      series.slice(0, CHARTED_SENSORS).map((one) => ({
        key: one.key,
        title: t('sensor.chart.title_of', { vehicle: one.vehicle, sensor: one.sensor }),
        option: sensorOption(one, labels, format(one.type)),
      })),
    [series, labels, format, t],
  );
  if (charts.length === 0)
    return (
      <Card size="small" title={t('sensor.chart.title')} loading={rows.isLoading}>
        <Typography.Text type="secondary">{t('chart.empty')}</Typography.Text>
      </Card>
    );
  return (
    <Row gutter={[16, 16]}>
      {charts.map(({ key, title, option }) => (
        <Col key={key} {...(charts.length > 1 ? HALF : WHOLE)}>
          <Card size="small" title={title} loading={rows.isLoading}>
            <EChart option={option} label={title} height={280} />
          </Card>
        </Col>
      ))}
      {series.length > CHARTED_SENSORS || (rows.data?.total_data ?? 0) > CHART_ROWS ? (
        <Col xs={24}>
          <Typography.Text type="secondary">{t('sensor.chart.partial', { count: CHARTED_SENSORS })}</Typography.Text>
        </Col>
      ) : null}
    </Row>
  );
}
