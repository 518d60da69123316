import type { VehicleSensorRow } from '@armada/domain';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import type { SensorSort } from './sensorsApi';
import { useSensorLabels } from './useSensorLabels';

export type SensorActions = {
  /** Absent without sensor_edit_vehicle_sensor. */
  edit?: (id: number) => void;
  remove?: (id: number) => void;
};

const limit = (value: number | null) => (value === null ? '-' : String(value));
const GREEN = 'green';

export function useSensorColumns({ edit, remove }: SensorActions): DataColumn<VehicleSensorRow, SensorSort>[] {
  const { t } = useTranslation('vehicles');
  const labels = useSensorLabels();
  return [
    {
      key: 'vehicle',
      title: t('sensor.vehicle'),
      dataIndex: 'vehicle_name',
      render: (_: unknown, s: VehicleSensorRow) => (
        <Link to={`/vehicles/detail?id=${s.vehicle_id}`}>
          {[s.vehicle_name, s.vehicle_number].filter(Boolean).join(' · ')}
        </Link>
      ),
    },
    {
      key: 'code',
      title: t('sensor.code'),
      dataIndex: 'code_sensor',
      sortBy: { ascend: 'code_sensor', descend: '-code_sensor' },
      render: (code: string, s: VehicleSensorRow) => <Link to={`/sensor/detail?id=${s.id}`}>{code}</Link>,
    },
    { key: 'name', title: t('sensor.name'), dataIndex: 'name', render: (name: string) => name || '-' },
    {
      key: 'type',
      title: t('sensor.type_label'),
      dataIndex: 'type_sensor',
      sortBy: { ascend: 'type_sensor', descend: '-type_sensor' },
      render: (type: string) => labels.type(type),
    },
    {
      key: 'source',
      title: t('sensor.source_label'),
      dataIndex: 'source',
      render: (source: string) => labels.source(source),
    },
    { key: 'normal', title: t('sensor.normal'), dataIndex: 'normal', render: limit },
    { key: 'lower', title: t('sensor.lower_limit'), dataIndex: 'lower_limit', render: limit },
    { key: 'upper', title: t('sensor.upper_limit'), dataIndex: 'upper_limit', render: limit },
    {
      key: 'status',
      title: t('sensor.status'),
      dataIndex: 'status',
      render: (status: number) => (
        <Tag color={status === 1 ? GREEN : undefined}>{t(status === 1 ? 'sensor.on' : 'sensor.off')}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, s: VehicleSensorRow) => (
        <Space size={4}>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(s.id)}>
              {t('edit')}
            </Button>
          )}
          {remove && (
            <Popconfirm title={t('sensor.delete_confirm', { code: s.code_sensor })} onConfirm={() => remove(s.id)}>
              <Button size="small" type="link" danger>
                {t('delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
