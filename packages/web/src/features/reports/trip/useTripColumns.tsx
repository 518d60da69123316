import { useTranslation } from 'react-i18next';
import type { TripRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import type { ReportSort } from '../shell/reportQuery';

/** The trip report's columns: vehicle, when, from where to where, how far, how long and how fast. */
export function useTripColumns(): DataColumn<TripRow, ReportSort<'trip'>>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<TripRow, ReportSort<'trip'>>(t);
  return [
    kit.vehicle(),
    kit.time('start_time', true),
    kit.time('end_time'),
    kit.address('start_address'),
    kit.address('end_address'),
    kit.distance(),
    kit.duration('duration_s', true),
    kit.speed('max_speed', true),
    kit.speed('avg_speed'),
  ];
}
