import { useTranslation } from 'react-i18next';
import type { SensorRow } from '@armada/domain';
import { reportTable } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { SensorCharts } from './SensorCharts';
import { useSensorColumns } from './useSensorColumns';

// The intervals out of limits first: what the report is opened for; the charts keep time order.
const TABLE = { ...reportTable('sensor'), defaultSort: '-out_s' as const };
const rowKey = (row: SensorRow) => `${row.imei}-${row.sensor_id}-${row.start_time}`;

/** The fitted sensors' values over time against their limits: a chart per sensor, intervals in the table. */
export function SensorReportPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportShell<SensorRow, 'sensor'>
      report="sensor"
      table={TABLE}
      title={t('sensor.title')}
      columns={useSensorColumns()}
      rowKey={rowKey}
      totals={['out_s', 'out_of_limits']}
      chart={(applied) => <SensorCharts applied={applied} />}
    />
  );
}
