import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocationRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import type { BarChartData } from '../../../components/charts/barOption';
import { useReportRows } from '../shell/reportApi';
import { ReportChart } from '../shell/ReportChart';
import { columnKit } from '../shell/reportColumns';
import { hoursOf } from '../shell/reportFormat';
import { ReportMap } from '../shell/ReportMap';
import { reportTable, type AppliedReport, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { selectedRow } from '../shell/rowSelection';
import { StandMarker } from '../stands/StandMarker';
import { placeColumns } from './placeColumns';
import { TOP_PLACES, timeByPlace } from './locationChart';
import { decimal } from '../../../components/formatNumber';

type LocationSort = ReportSort<'location'>;

const TABLE = reportTable('location');
const visitKey = (row: LocationRow) => `${row.imei}-${row.geofence_id}-${row.start_time}`;

function useLocationColumns(): DataColumn<LocationRow, LocationSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<LocationRow, LocationSort>(t);
  return [
    kit.vehicle(),
    ...placeColumns<LocationRow, LocationSort>(t),
    { ...kit.time('start_time', true), title: t('location.entered') },
    { ...kit.time('end_time'), title: t('location.left') },
    { ...kit.duration('duration_s', true), title: t('location.inside') },
    kit.distance('distance_km', false),
    kit.speed('max_speed'),
  ];
}

/** Hours inside per geofence over the selection, the longest first (the first TOP_PLACES). */
function TimeInsideChart({ applied }: { applied: AppliedReport }) {
  const { t } = useTranslation('reports');
  const rows = useReportRows<LocationRow>('location', applied);
  const data = useMemo((): BarChartData => {
    const places = timeByPlace(rows.data?.data ?? []).slice(0, TOP_PLACES);
    return {
      labels: places.map((place) => t('location.chart_label', { name: place.name, count: place.visits })),
      series: [{ name: t('location.inside'), values: places.map((place) => hoursOf(place.seconds)) }],
      format: (value) => t('units.hours', { value: decimal(value, 1) }),
      horizontal: true,
    };
  }, [rows.data, t]);
  return <ReportChart title={t('location.chart')} data={data} loading={rows.isLoading} total={rows.data?.total_data} />;
}

/** Each stay of a vehicle inside a geofence of its fleet: when it entered and left, how long; where on the map. */
export function LocationReportPage() {
  const { t } = useTranslation('reports');
  const [visit, setVisit] = useState<LocationRow | null>(null);
  return (
    <ReportShell<LocationRow, 'location'>
      report="location"
      table={TABLE}
      title={t('location.title')}
      columns={useLocationColumns()}
      rowKey={visitKey}
      totals={['duration_s', 'distance_km']}
      {...selectedRow(visit, setVisit, visitKey)}
      map={
        <ReportMap title={t('location.map')} selected={visit && visitKey(visit)} hint={t('location.map_hint')}>
          {(map) => <StandMarker map={map} at={visit} />}
        </ReportMap>
      }
      chart={(applied) => <TimeInsideChart applied={applied} />}
    />
  );
}
