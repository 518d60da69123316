import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpellRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { ReportMap } from '../shell/ReportMap';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { selectedRow, standKey } from '../shell/rowSelection';
import { StandMarker } from '../stands/StandMarker';
import { TripTrack } from '../trip/TripTrack';

export type SpellReport = 'exceed_limit' | 'towing' | 'crash';
type SpellSort = ReportSort<SpellReport>;

export type SpellReportPageProps = { report: SpellReport };

const TABLES = {
  exceed_limit: reportTable('exceed_limit'),
  towing: reportTable('towing'),
  crash: reportTable('crash'),
};

/** Tows and crashes show the vehicle's track from this long before to this long after. */
const TRACK_MARGIN_MINUTES = 10;

function useSpellColumns(report: SpellReport): DataColumn<SpellRow, SpellSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<SpellRow, SpellSort>(t);
  const speed = kit.speed('max_speed', true);
  return [
    kit.vehicle(),
    kit.time('start_time', true),
    kit.time('end_time'),
    kit.duration('duration_s', true),
    kit.distance(),
    // A crash's speed is the one at impact.
    report === 'crash' ? { ...speed, title: t('crash.speed') } : speed,
    kit.address('address'),
  ];
}

/** Speeding spells, tows or crashes: where and when, how long, far and fast; the row clicked on the map. */
export function SpellReportPage({ report }: SpellReportPageProps) {
  const { t } = useTranslation('reports');
  const [spell, setSpell] = useState<SpellRow | null>(null);
  const withTrack = report !== 'exceed_limit';
  return (
    <ReportShell<SpellRow, SpellReport>
      report={report}
      table={TABLES[report]}
      title={t(`${report}.title`)}
      columns={useSpellColumns(report)}
      rowKey={standKey}
      totals={['distance_km', 'duration_s']}
      {...selectedRow(spell, setSpell, standKey)}
      map={
        <ReportMap title={t(`${report}.map`)} selected={spell && standKey(spell)} hint={t(`${report}.map_hint`)}>
          {(map) => (
            <>
              <StandMarker map={map} at={spell} />
              {withTrack ? <TripTrack map={map} trip={spell} marginMinutes={TRACK_MARGIN_MINUTES} /> : null}
            </>
          )}
        </ReportMap>
      }
    />
  );
}

export const ExceedLimitPage = () => <SpellReportPage report="exceed_limit" />;
export const TowingPage = () => <SpellReportPage report="towing" />;
export const CrashPage = () => <SpellReportPage report="crash" />;
