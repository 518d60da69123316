import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductivityRow } from '@armada/domain';
import { useReportRows } from '../shell/reportApi';
import { ReportChart } from '../shell/ReportChart';
import type { AppliedReport } from '../shell/reportQuery';
import { CHART_VEHICLES, chartHeight, utilisationChart } from './utilisationChart';

export type UtilisationChartProps = { applied: AppliedReport; sort: string | undefined };

/** Utilisation of the first vehicles in the table's order, one bar each. */
export function UtilisationChart({ applied, sort }: UtilisationChartProps) {
  const { t } = useTranslation('reports');
  const rows = useReportRows<ProductivityRow>('productivity_efficiency', applied, { sort, limit: CHART_VEHICLES });
  const data = useMemo(() => utilisationChart(rows.data?.data ?? [], t('columns.utilisation_pct')), [rows.data, t]);
  return (
    <ReportChart
      title={t('productivity_efficiency.chart', { count: CHART_VEHICLES })}
      data={data}
      loading={rows.isLoading}
      total={undefined}
      height={chartHeight(data.labels.length)}
    />
  );
}
