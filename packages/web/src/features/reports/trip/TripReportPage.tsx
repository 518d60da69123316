import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripRow } from '@armada/domain';
import { ReportMap } from '../shell/ReportMap';
import { reportTable } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { SummaryCharts } from '../shell/SummaryCharts';
import { selectedRow, standKey } from '../shell/rowSelection';
import { TripTrack } from './TripTrack';
import { useTripColumns } from './useTripColumns';

const TABLE = reportTable('trip');

/** Trips of the chosen vehicles: a click on one draws its track on the map; distance per day beside it. */
export function TripReportPage() {
  const { t } = useTranslation('reports');
  const [trip, setTrip] = useState<TripRow | null>(null);
  return (
    <ReportShell<TripRow, 'trip'>
      report="trip"
      table={TABLE}
      title={t('trip.title')}
      columns={useTripColumns()}
      rowKey={standKey}
      totals={['distance_km', 'duration_s', 'fuel_used']}
      {...selectedRow(trip, setTrip)}
      chart={(applied) => <SummaryCharts applied={applied} by="day" />}
      map={
        <ReportMap title={t('trip.map')} selected={trip && standKey(trip)} hint={t('trip.map_hint')}>
          {(map) => <TripTrack map={map} trip={trip} />}
        </ReportMap>
      }
    />
  );
}
