import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { DailyTripRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { dailyTripDetailLink } from './dailyTripLink';

type DailyTripSort = ReportSort<'daily_trip_summary'>;

const TABLE = reportTable('daily_trip_summary');
const rowKey = (row: DailyTripRow) => `${row.imei}-${row.day}`;

function useDailyTripColumns(): DataColumn<DailyTripRow, DailyTripSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<DailyTripRow, DailyTripSort>(t);
  return [
    kit.vehicle(),
    kit.calendar('day'),
    kit.count('trips', true),
    kit.distance(),
    kit.duration('driving_s', true),
    kit.time('first_start'),
    kit.time('last_end'),
    kit.speed('max_speed'),
  ];
}

/** Each vehicle's trips of a day added up; a click on a row opens that day's trips. */
export function DailyTripSummaryPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <ReportShell<DailyTripRow, 'daily_trip_summary'>
      report="daily_trip_summary"
      table={TABLE}
      title={t('daily_trip_summary.title')}
      columns={useDailyTripColumns()}
      rowKey={rowKey}
      totals={['distance_km', 'duration_s']}
      onRow={(row) => ({
        onClick: () => void navigate(dailyTripDetailLink(row), { state: { search } }),
        style: { cursor: 'pointer' },
      })}
    />
  );
}
