import { Badge, Button, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DriverVehicle } from '@armada/domain';
import { RowActions } from '../../components/data-table/RowActions';
import { datePattern } from '../../components/formatDate';
import { mayEnd } from './assignmentsApi';

export type AssignmentActions = {
  today: string;
  /** Absent when the caller may not change assignments. */
  end?: (row: DriverVehicle) => void;
  remove?: (row: DriverVehicle) => void;
};

const shownDay = (day: string) => dayjs(day).format(datePattern());

/** Truck, since, until or 'still driving', and, for an editor, End and Delete. */
export function useAssignmentColumns({ today, end, remove }: AssignmentActions): TableColumnsType<DriverVehicle> {
  const { t } = useTranslation('drivers');
  const columns: TableColumnsType<DriverVehicle> = [
    { key: 'vehicle_name', title: t('assignments.truck'), dataIndex: 'vehicle_name' },
    { key: 'since', title: t('assignments.since'), dataIndex: 'since', render: shownDay },
    {
      key: 'until',
      title: t('assignments.until'),
      dataIndex: 'until',
      render: (until: string | null) =>
        until === null ? <Badge status="processing" text={t('assignments.still_driving')} /> : shownDay(until),
    },
  ];
  if (!end && !remove) return columns;
  const actions = (row: DriverVehicle) => (
    <Space size={4}>
      {end && mayEnd(row, today) && (
        <Button size="small" type="link" onClick={() => end(row)}>
          {t('assignments.end')}
        </Button>
      )}
      <RowActions
        onDelete={remove ? () => remove(row) : undefined}
        editText={t('edit')}
        deleteText={t('delete')}
        confirmText={t('assignments.delete_confirm', { name: row.vehicle_name })}
      />
    </Space>
  );
  return [...columns, { key: 'actions', title: t('actions'), render: (_: unknown, row) => actions(row) }];
}
