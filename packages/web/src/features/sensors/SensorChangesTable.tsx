import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SensorHistory, SensorHistoryChange } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { durationText } from '../../components/formatDuration';
import { useFocusableScroll } from '../../components/data-table/useFocusableScroll';
import { SensorStateBadge } from './SensorStateBadge';
import { useSensorValue } from './useSensorValue';

export type SensorChangesTableProps = { history: SensorHistory };

const SMALL = 'small';
const SCROLL = { x: 'max-content' } as const;
const PAGING = { pageSize: 10, showSizeChanger: false, size: SMALL } as const;
const rowKey = (change: SensorHistoryChange) => `${change.time}-${change.to_state}`;

/** The sensor's state changes over the period, newest first: from, to, when, the reading and how long it held. */
export function SensorChangesTable({ history }: SensorChangesTableProps) {
  const { t } = useTranslation('sensors');
  const value = useSensorValue();
  const box = useFocusableScroll();
  const columns: TableColumnsType<SensorHistoryChange> = [
    {
      key: 'from',
      title: t('changes.from'),
      render: (_, change) => (change.from_state ? <SensorStateBadge state={change.from_state} /> : t('changes.start')),
    },
    { key: 'to', title: t('changes.to'), render: (_, change) => <SensorStateBadge state={change.to_state} /> },
    { key: 'time', title: t('changes.time'), render: (_, change) => formatDateTime(change.time) },
    {
      key: 'value',
      title: t('changes.value'),
      align: 'right',
      render: (_, change) => value(history.sensor.type_sensor, change.value),
    },
    {
      key: 'duration',
      title: t('changes.duration'),
      render: (_, change) =>
        change.ongoing
          ? t('changes.ongoing', { duration: durationText(t, change.duration_s) })
          : durationText(t, change.duration_s),
    },
  ];
  return (
    <div ref={box}>
      <Table<SensorHistoryChange>
        columns={columns}
        dataSource={history.changes}
        rowKey={rowKey}
        size={SMALL}
        scroll={SCROLL}
        pagination={PAGING}
      />
      {history.changes_truncated ? (
        <Typography.Text type="secondary">{t('changes.truncated', { count: history.changes.length })}</Typography.Text>
      ) : null}
    </div>
  );
}
