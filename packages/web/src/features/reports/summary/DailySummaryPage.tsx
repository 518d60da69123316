import { useTranslation } from 'react-i18next';
import type { DailySummaryRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { SummaryCharts } from '../shell/SummaryCharts';

type DailySort = ReportSort<'daily_summary'>;

const TABLE = reportTable('daily_summary');
const rowKey = (row: DailySummaryRow) => `${row.imei}-${row.day}`;

function useDailyColumns(): DataColumn<DailySummaryRow, DailySort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<DailySummaryRow, DailySort>(t);
  return [
    kit.vehicle(),
    kit.calendar('day'),
    kit.distance(),
    kit.count('trips'),
    kit.duration('engine_s', true),
    kit.duration('moving_s', true),
    kit.duration('idle_s', true),
    kit.speed('max_speed', true),
    kit.count('overspeed_count'),
    kit.fuel(),
    kit.time('first_time'),
    kit.time('last_time'),
  ];
}

/** Each vehicle's day: distance, trips, engine, moving and idling time; the fleet's distance and hours per day. */
export function DailySummaryPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportShell<DailySummaryRow, 'daily_summary'>
      report="daily_summary"
      table={TABLE}
      title={t('daily_summary.title')}
      columns={useDailyColumns()}
      rowKey={rowKey}
      totals={['distance_km', 'engine_s', 'moving_s', 'idle_s', 'overspeed_count', 'fuel_used']}
      chart={(applied) => <SummaryCharts applied={applied} by="day" charts="both" />}
    />
  );
}
