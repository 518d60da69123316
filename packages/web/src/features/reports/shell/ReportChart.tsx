import { useMemo } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { barOption, type BarChartData } from '../../../components/charts/barOption';
import { EChart } from '../../../components/charts/EChart';
import { CHART_ROWS } from './reportApi';

export type ReportChartProps = {
  title: string;
  data: BarChartData | null;
  loading: boolean;
  /** How many rows the selection has: the chart reads at most CHART_ROWS of them. */
  total: number | undefined;
  height?: number;
};

/** A report's bar chart in a card; says so when the selection had more rows than the chart read. */
export function ReportChart({ title, data, loading, total, height = 300 }: ReportChartProps) {
  const { t } = useTranslation('reports');
  const option = useMemo(() => (data && data.labels.length > 0 ? barOption(data) : null), [data]);
  return (
    <Card size="small" title={title} loading={loading}>
      {option ? (
        <EChart option={option} label={title} height={height} />
      ) : (
        <Typography.Text type="secondary">{t('chart.empty')}</Typography.Text>
      )}
      {total !== undefined && total > CHART_ROWS ? (
        <Typography.Text type="secondary">{t('chart.partial', { count: CHART_ROWS })}</Typography.Text>
      ) : null}
    </Card>
  );
}
