import { EnvironmentOutlined } from '@ant-design/icons';
import type { Breakpoint } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleInGeo } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { vehicleFocusUrl } from '../maps/search/urlFocus';

/** Columns a phone leaves out, so the vehicle, pool and map link fit. */
const WIDE: Breakpoint[] = ['md'];

export function usePoolColumns(): DataColumn<VehicleInGeo, never>[] {
  const { t } = useTranslation('vehicleGroups');
  return [
    {
      key: 'vehicle',
      title: t('field.vehicle'),
      render: (_: unknown, row: VehicleInGeo) => [row.vehicle_name, row.vehicle_number].filter(Boolean).join(' · '),
    },
    { key: 'imei', title: t('field.imei'), dataIndex: 'imei', responsive: WIDE },
    { key: 'pool', title: t('pool.pool'), dataIndex: 'geofence_name' },
    {
      key: 'time',
      // Entering a pool is not recorded; the latest position says the vehicle was there then.
      title: t('pool.last_position'),
      dataIndex: 'time',
      render: (time: string) => formatDateTime(time),
    },
    {
      key: 'speed',
      title: t('pool.speed'),
      dataIndex: 'speed',
      align: 'right',
      render: (speed: number) => t('pool.speed_value', { speed: Math.round(speed) }),
    },
    {
      key: 'map',
      title: t('pool.map'),
      render: (_: unknown, row: VehicleInGeo) => (
        <Link to={vehicleFocusUrl(row.imei)}>
          <EnvironmentOutlined /> {t('pool.show_on_map')}
        </Link>
      ),
    },
  ];
}
