import { Button, Flex, Popconfirm, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReportScheduleRow } from '@armada/domain';
import { useVehicleGroups } from '../../../api/vehicleGroups';
import type { DataColumn } from '../../../components/data-table/columns';
import { formatReportTime } from '../shell/reportFormat';
import { ScheduleStatus } from './ScheduleStatus';

export type ScheduleActions = {
  edit: (schedule: ReportScheduleRow) => void;
  run: (id: number) => void;
  remove: (id: number) => void;
};

const hourOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The schedules' columns: what, which vehicles, when, to whom, the next and last runs, and the actions. */
export function useScheduleColumns(actions: ScheduleActions): DataColumn<ReportScheduleRow, never>[] {
  const { t } = useTranslation('reportSchedules');
  const { t: tr } = useTranslation('reports');
  const groups = useVehicleGroups(true).data?.data ?? [];
  const vehicles = (row: ReportScheduleRow) => {
    if (row.vehicle_group_id !== null) {
      const name = groups.find((group) => group.id === row.vehicle_group_id)?.name ?? row.vehicle_group_id;
      return t('vehicles.group', { name });
    }
    if (!row.imei) return t('vehicles.fleet');
    return t('vehicles.count', { count: row.imei.split(',').length });
  };
  const when = (row: ReportScheduleRow) =>
    t(`when.${row.frequency}`, {
      hour: hourOf(row.hour),
      weekday: row.weekday === null ? '' : t(`weekdays.${row.weekday}`),
      day: row.month_day ?? '',
    });
  return [
    {
      key: 'report',
      title: t('columns.report'),
      render: (_, row) => tr(`catalogue.reports.${row.report}.name`),
    },
    { key: 'vehicles', title: t('columns.vehicles'), render: (_, row) => vehicles(row) },
    { key: 'frequency', title: t('columns.frequency'), render: (_, row) => when(row) },
    { key: 'emails', dataIndex: 'emails', title: t('columns.emails') },
    {
      key: 'next_run_at',
      title: t('columns.next_run'),
      render: (_, row) => (row.active ? formatReportTime(row.next_run_at) : <Tag>{t('status.inactive')}</Tag>),
    },
    { key: 'last_run', title: t('columns.last_run'), render: (_, row) => <ScheduleStatus schedule={row} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button size="small" icon={<EditOutlined />} onClick={() => actions.edit(row)}>
            {t('actions.edit')}
          </Button>
          <Button size="small" icon={<SendOutlined />} onClick={() => actions.run(row.id)}>
            {t('actions.run')}
          </Button>
          <Popconfirm
            title={t('actions.delete_confirm')}
            okText={t('actions.yes')}
            cancelText={t('actions.no')}
            onConfirm={() => actions.remove(row.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];
}
