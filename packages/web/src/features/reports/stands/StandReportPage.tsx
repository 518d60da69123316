import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { ReportMap } from '../shell/ReportMap';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { selectedRow, standKey } from '../shell/rowSelection';
import { StandMarker } from './StandMarker';

export type StandReport = 'stopped_vehicle' | 'idling_vehicle';
type StandSort = ReportSort<StandReport>;

export type StandReportPageProps = { report: StandReport };

const TABLES = { stopped_vehicle: reportTable('stopped_vehicle'), idling_vehicle: reportTable('idling_vehicle') };

function useStandColumns(): DataColumn<StandRow, StandSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<StandRow, StandSort>(t);
  return [
    kit.vehicle(),
    kit.time('start_time', true),
    kit.time('end_time'),
    kit.duration('duration_s', true),
    kit.address('address'),
  ];
}

/** Where vehicles stood (engine off) or idled (engine on), how long, and a pin on the map for the row clicked. */
export function StandReportPage({ report }: StandReportPageProps) {
  const { t } = useTranslation('reports');
  const [stand, setStand] = useState<StandRow | null>(null);
  return (
    <ReportShell<StandRow, StandReport>
      report={report}
      table={TABLES[report]}
      title={t(`${report}.title`)}
      columns={useStandColumns()}
      rowKey={standKey}
      totals={['duration_s']}
      {...selectedRow(stand, setStand, standKey)}
      map={
        <ReportMap title={t(`${report}.map`)} selected={stand && standKey(stand)} hint={t(`${report}.map_hint`)}>
          {(map) => <StandMarker map={map} at={stand} />}
        </ReportMap>
      }
    />
  );
}

export const StoppedVehiclePage = () => <StandReportPage report="stopped_vehicle" />;
export const IdlingVehiclePage = () => <StandReportPage report="idling_vehicle" />;
