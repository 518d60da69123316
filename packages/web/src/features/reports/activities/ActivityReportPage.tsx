import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { columnKit } from '../shell/reportColumns';
import { ReportMap } from '../shell/ReportMap';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { selectedRow } from '../shell/rowSelection';
import { StandMarker } from '../stands/StandMarker';
import { ActivityKindTag } from './ActivityKindTag';

type ActivitySort = ReportSort<'activities'>;

const TABLE = reportTable('activities');
// Two kinds may start together (a speeding spell inside a trip), so the kind is part of the key.
const activityKey = (row: ActivityRow) => `${row.imei}-${row.start_time}-${row.kind}`;

function useActivityColumns(): DataColumn<ActivityRow, ActivitySort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<ActivityRow, ActivitySort>(t);
  return [
    kit.vehicle(),
    {
      key: 'kind',
      title: t('columns.kind'),
      render: (_: unknown, row: ActivityRow) => <ActivityKindTag kind={row.kind} />,
    },
    kit.time('start_time', true),
    kit.time('end_time'),
    kit.duration('duration_s', true),
    kit.distance(),
    kit.speed('max_speed'),
    kit.address('address'),
  ];
}

/** What each vehicle did, in time order: trips, stops, idling, speeding, tows and crashes; the row clicked on the map. */
export function ActivityReportPage() {
  const { t } = useTranslation('reports');
  const [activity, setActivity] = useState<ActivityRow | null>(null);
  return (
    <ReportShell<ActivityRow, 'activities'>
      report="activities"
      table={TABLE}
      title={t('activities.title')}
      columns={useActivityColumns()}
      rowKey={activityKey}
      totals={['distance_km', 'duration_s']}
      {...selectedRow(activity, setActivity, activityKey)}
      map={
        <ReportMap
          title={t('activities.map')}
          selected={activity && activityKey(activity)}
          hint={t('activities.map_hint')}
        >
          {(map) => <StandMarker map={map} at={activity} />}
        </ReportMap>
      }
    />
  );
}
