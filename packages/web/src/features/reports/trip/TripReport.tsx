import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripRow } from '@armada/domain';
import { ReportMap } from '../shell/ReportMap';
import { reportTable } from '../shell/reportQuery';
import { ReportShell, type ReportShellProps } from '../shell/ReportShell';
import { selectedRow, standKey } from '../shell/rowSelection';
import { TripTrack } from './TripTrack';
import { useTripColumns } from './useTripColumns';

const TABLE = reportTable('trip');

export type TripReportProps = Pick<ReportShellProps<TripRow, 'trip'>, 'title' | 'chart' | 'header' | 'fixedSelection'>;

/** The trip report's table and map: a click on a trip draws its track. The trip report screen and a day's drill-down. */
export function TripReport(props: TripReportProps) {
  const { t } = useTranslation('reports');
  const [trip, setTrip] = useState<TripRow | null>(null);
  return (
    <ReportShell<TripRow, 'trip'>
      {...props}
      report="trip"
      table={TABLE}
      columns={useTripColumns()}
      rowKey={standKey}
      totals={['distance_km', 'duration_s', 'fuel_used']}
      {...selectedRow(trip, setTrip, standKey)}
      map={
        <ReportMap title={t('trip.map')} selected={trip && standKey(trip)} hint={t('trip.map_hint')}>
          {(map) => <TripTrack map={map} trip={trip} />}
        </ReportMap>
      }
    />
  );
}
