import { Link } from 'react-router';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VehicleAbnormalRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { AbnormalKindTags } from './AbnormalKindTags';
import { placeAndOwnerColumns } from './placeAndOwnerColumns';

type Column = DataColumn<VehicleAbnormalRow, never>;

/** The vehicle on the live map, where its detail opens. */
export const liveMapPath = (imei: string) => `/maps?imei=${encodeURIComponent(imei)}`;

/** The abnormal list's columns: vehicle, kinds, since, last data, place, owner and contact. */
export function useAbnormalColumns(): Column[] {
  const { t } = useTranslation(['fleetHealth', 'vehicles']);
  return [
    {
      key: 'vehicle_name',
      title: t('field.vehicle'),
      dataIndex: 'vehicle_name',
      render: (name: string, row) => (
        <Flex vertical>
          <Link to={liveMapPath(row.imei)}>{name || row.imei}</Link>
          <Typography.Text type="secondary">{row.vehicle_number ?? row.imei}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'abnormal_type',
      title: t('field.kinds'),
      dataIndex: 'abnormal_type',
      render: (kinds: VehicleAbnormalRow['abnormal_type']) => <AbnormalKindTags kinds={kinds} />,
    },
    {
      key: 'since',
      title: t('field.since'),
      dataIndex: 'since',
      render: (time: string | null) => (time ? formatDateTime(time) : t('unknown_since')),
    },
    {
      key: 'last_update',
      title: t('field.last_update'),
      dataIndex: 'last_update',
      render: (time: string | null) => (time ? formatDateTime(time) : t('vehicles:live.never')),
    },
    ...placeAndOwnerColumns<VehicleAbnormalRow, never>(t),
  ];
}
