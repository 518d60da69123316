import { useMemo } from 'react';
import { Col, Row } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DailySummaryRow, type MonthlySummaryRow } from '@armada/domain';
import type { BarChartData } from '../../../components/charts/barOption';
import { useReportRows } from './reportApi';
import { ReportChart } from './ReportChart';
import { formatDay, formatMonth, hoursOf, km } from './reportFormat';
import type { AppliedReport } from './reportQuery';
import { sumByKey, type SummaryBucket } from './chartData';
import { decimal } from '../../../components/formatNumber';

export type SummaryChartsProps = {
  applied: AppliedReport;
  /** Per day from the daily summary, per month from the monthly one. */
  by: 'day' | 'month';
  /** Distance (the trip report), hours moving and idling (engine hours), or both side by side. */
  charts?: 'distance' | 'hours' | 'both';
};

const MOVING = '#1668dc';
const IDLE = '#faad14';
const HALF = { xs: 24, lg: 12 } as const;
const WHOLE = { xs: 24 } as const;

const keyOf = (row: DailySummaryRow | MonthlySummaryRow) => ('day' in row ? row.day : row.month);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The two charts' data: distance per bucket, and hours moving and idling stacked. */
function chartsOf(buckets: readonly SummaryBucket[], by: 'day' | 'month', t: TFunction<'reports'>) {
  const labels = buckets.map((b) => (by === 'day' ? formatDay(b.key) : formatMonth(b.key)));
  const distance: BarChartData = {
    labels,
    series: [{ name: t('chart.distance'), values: buckets.map((b) => oneDecimal(b.distance_km)), color: MOVING }],
    format: km,
  };
  const hours: BarChartData = {
    labels,
    series: [
      { name: t('chart.moving'), values: buckets.map((b) => hoursOf(b.moving_s)), stack: 'hours', color: MOVING },
      { name: t('chart.idling'), values: buckets.map((b) => hoursOf(b.idle_s)), stack: 'hours', color: IDLE },
    ],
    format: (value) => t('units.hours', { value: decimal(value, 1) }),
  };
  return { distance, hours };
}

/** Distance per day or month over the whole selection (every vehicle added up), and/or time moving and idling. */
export function SummaryCharts({ applied, by, charts: shown = 'distance' }: SummaryChartsProps) {
  const { t } = useTranslation('reports');
  const rows = useReportRows<DailySummaryRow | MonthlySummaryRow>(
    by === 'day' ? 'daily_summary' : 'monthly_summary',
    applied,
  );
  const charts = useMemo(() => chartsOf(sumByKey(rows.data?.data ?? [], keyOf), by, t), [rows.data, by, t]);
  const shared = { loading: rows.isLoading, total: rows.data?.total_data };
  const distanceTitle = t(by === 'day' ? 'chart.distance_per_day' : 'chart.distance_per_month');
  const column = shown === 'both' ? HALF : WHOLE;
  return (
    <Row gutter={[16, 16]}>
      {shown === 'hours' ? null : (
        <Col {...column}>
          <ReportChart title={distanceTitle} data={charts.distance} {...shared} />
        </Col>
      )}
      {shown === 'distance' ? null : (
        <Col {...column}>
          <ReportChart title={t('chart.hours')} data={charts.hours} {...shared} />
        </Col>
      )}
    </Row>
  );
}
