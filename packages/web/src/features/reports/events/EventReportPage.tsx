import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventRow } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { NotificationTypeTag } from '../../notifications/NotificationTypeTag';
import { columnKit } from '../shell/reportColumns';
import { ReportMap } from '../shell/ReportMap';
import { reportTable, type ReportSort } from '../shell/reportQuery';
import { ReportShell } from '../shell/ReportShell';
import { eventKey, placeOf, selectedRow } from '../shell/rowSelection';
import { StandMarker } from '../stands/StandMarker';

type EventSort = ReportSort<'event'>;

const TABLE = reportTable('event');

function useEventColumns(): DataColumn<EventRow, EventSort>[] {
  const { t } = useTranslation('reports');
  const kit = columnKit<EventRow, EventSort>(t);
  return [
    kit.vehicle(),
    kit.time('time', true),
    {
      key: 'type',
      title: t('columns.type'),
      sortBy: { ascend: 'type', descend: '-type' },
      render: (_: unknown, row: EventRow) => <NotificationTypeTag row={row} />,
    },
    { key: 'text', dataIndex: 'text', title: t('columns.text'), width: 260 },
    kit.address('address'),
  ];
}

/** The vehicles' activity notifications (speeding, geofences, tows ...) with where each happened. */
export function EventReportPage() {
  const { t } = useTranslation('reports');
  const [event, setEvent] = useState<EventRow | null>(null);
  return (
    <ReportShell<EventRow, 'event'>
      report="event"
      table={TABLE}
      title={t('event.title')}
      columns={useEventColumns()}
      rowKey={eventKey}
      totals={['overspeed_count']}
      {...selectedRow(event, setEvent, eventKey)}
      map={
        <ReportMap title={t('event.map')} selected={event && eventKey(event)} hint={t('event.map_hint')}>
          {(map) => <StandMarker map={map} at={placeOf(event)} />}
        </ReportMap>
      }
    />
  );
}
