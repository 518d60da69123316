import { useTranslation } from 'react-i18next';
import type { WorkingHoursRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { SummaryCharts } from '../shell/SummaryCharts';

type WorkingHoursSort = ReportSort<'machine_working_hours'>;

const TABLE = reportTable('machine_working_hours');
const rowKey = (row: WorkingHoursRow) => `${row.imei}-${row.day}`;

function useWorkingHoursColumns(): DataColumn<WorkingHoursRow, WorkingHoursSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<WorkingHoursRow, WorkingHoursSort>(t);
  return [
    kit.vehicle(),
    kit.calendar('day'),
    kit.duration('engine_s', true),
    kit.duration('moving_s', true),
    kit.duration('idle_s'),
    kit.percent('utilisation_pct'),
    kit.time('first_time'),
    kit.time('last_time'),
  ];
}

/** Each vehicle's engine hours per day and how much of them it moved; the fleet's engine hours per day, moving and idling. */
export function MachineWorkingHoursPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportShell<WorkingHoursRow, 'machine_working_hours'>
      report="machine_working_hours"
      table={TABLE}
      title={t('machine_working_hours.title')}
      columns={useWorkingHoursColumns()}
      rowKey={rowKey}
      totals={['engine_s', 'moving_s', 'idle_s']}
      chart={(applied) => <SummaryCharts applied={applied} by="day" charts="hours" />}
    />
  );
}
