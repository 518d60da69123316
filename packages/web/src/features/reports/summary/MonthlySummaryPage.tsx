import { useTranslation } from 'react-i18next';
import type { MonthlySummaryRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { MONTHLY_RANGES } from '../shell/reportPeriod';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { SummaryCharts } from '../shell/SummaryCharts';

type MonthlySort = ReportSort<'monthly_summary'>;

const TABLE = reportTable('monthly_summary');
const rowKey = (row: MonthlySummaryRow) => `${row.imei}-${row.month}`;

function useMonthlyColumns(): DataColumn<MonthlySummaryRow, MonthlySort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<MonthlySummaryRow, MonthlySort>(t);
  return [
    kit.vehicle(),
    kit.calendar('month'),
    kit.distance(),
    kit.count('active_days'),
    kit.duration('engine_s', true),
    kit.duration('moving_s', true),
    kit.duration('idle_s', true),
    kit.speed('max_speed'),
    kit.count('overspeed_count'),
    kit.fuel(),
  ];
}

/** Each vehicle's month, up to a year; the fleet's distance and hours per month. */
export function MonthlySummaryPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportShell<MonthlySummaryRow, 'monthly_summary'>
      report="monthly_summary"
      table={TABLE}
      title={t('monthly_summary.title')}
      columns={useMonthlyColumns()}
      rowKey={rowKey}
      totals={['distance_km', 'engine_s', 'moving_s', 'idle_s', 'overspeed_count', 'fuel_used']}
      ranges={MONTHLY_RANGES}
      monthly
      chart={(applied) => <SummaryCharts applied={applied} by="month" charts="both" />}
    />
  );
}
