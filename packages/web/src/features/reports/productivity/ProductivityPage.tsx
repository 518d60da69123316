import { useTranslation } from 'react-i18next';
import type { ProductivityRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { UtilisationChart } from './UtilisationChart';

type ProductivitySort = ReportSort<'productivity_efficiency'>;

const TABLE = reportTable('productivity_efficiency');
const rowKey = (row: ProductivityRow) => row.imei;

function useProductivityColumns(): DataColumn<ProductivityRow, ProductivitySort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<ProductivityRow, ProductivitySort>(t);
  return [
    kit.vehicle(),
    kit.percent('utilisation_pct'),
    kit.percent('idle_pct'),
    kit.distance(),
    kit.duration('engine_s', true),
    kit.duration('moving_s', true),
    kit.duration('idle_s'),
    kit.count('active_days'),
  ];
}

/** Each vehicle over the period: how much of its engine time it moved or idled; utilisation of the first 20 charted. */
export function ProductivityPage() {
  const { t } = useTranslation('reports');
  return (
    <ReportShell<ProductivityRow, 'productivity_efficiency'>
      report="productivity_efficiency"
      table={TABLE}
      title={t('productivity_efficiency.title')}
      columns={useProductivityColumns()}
      rowKey={rowKey}
      totals={['distance_km', 'engine_s', 'moving_s', 'idle_s']}
      chart={(applied, sort) => <UtilisationChart applied={applied} sort={sort} />}
    />
  );
}
