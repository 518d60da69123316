import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthlyLocationRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import type { BarChartData } from '../../../components/charts/barOption';
import { useReportRows } from '../shell/reportApi';
import { ReportChart } from '../shell/ReportChart';
import { columnKit } from '../shell/reportColumns';
import { formatMonth } from '../shell/reportFormat';
import { MONTHLY_RANGES } from '../shell/reportPeriod';
import { reportTable, type AppliedReport, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { placeColumns } from './placeColumns';
import { visitsByMonth } from './locationChart';

type MonthlyLocationSort = ReportSort<'monthly_location'>;

const TABLE = reportTable('monthly_location');
const rowKey = (row: MonthlyLocationRow) => `${row.imei}-${row.month}-${row.geofence_id}`;

function useMonthlyLocationColumns(): DataColumn<MonthlyLocationRow, MonthlyLocationSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<MonthlyLocationRow, MonthlyLocationSort>(t);
  return [
    kit.vehicle(),
    kit.calendar('month'),
    ...placeColumns<MonthlyLocationRow, MonthlyLocationSort>(t),
    kit.count('visits', true),
    kit.count('days', true),
    { ...kit.duration('duration_s', true), title: t('location.inside') },
    kit.duration('longest_s'),
    kit.time('first_entry'),
    kit.time('last_exit'),
  ];
}

/** Visits per month, one stacked part per geofence visited most. */
function VisitsChart({ applied }: { applied: AppliedReport }) {
  const { t } = useTranslation('reports');
  const rows = useReportRows<MonthlyLocationRow>('monthly_location', applied);
  const data = useMemo((): BarChartData => {
    const chart = visitsByMonth(rows.data?.data ?? [], t('location.others'));
    return {
      labels: chart.months.map(formatMonth),
      series: chart.places.map((place) => ({ name: place.name, values: place.visits, stack: 'visits' })),
    };
  }, [rows.data, t]);
  return (
    <ReportChart
      title={t('monthly_location.chart')}
      data={data}
      loading={rows.isLoading}
      total={rows.data?.total_data}
    />
  );
}

/** How often and how long each vehicle was in each geofence per month, up to a year. */
export function MonthlyLocationPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportShell<MonthlyLocationRow, 'monthly_location'>
      report="monthly_location"
      table={TABLE}
      title={t('monthly_location.title')}
      columns={useMonthlyLocationColumns()}
      rowKey={rowKey}
      totals={['duration_s']}
      ranges={MONTHLY_RANGES}
      monthly
      chart={(applied) => <VisitsChart applied={applied} />}
    />
  );
}
