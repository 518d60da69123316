import { Link } from 'react-router';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VehicleHistoryRow, VehicleHistorySort } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { placeAndOwnerColumns } from './placeAndOwnerColumns';
import { SilenceReasonTag } from './SilenceReasonTag';

type Column = DataColumn<VehicleHistoryRow, VehicleHistorySort>;

const DETAIL_PATH = '/vehicles/detailstatus';

/** The silent-vehicle list's columns: vehicle, reason, days silent, last data, place, owner and contact. */
export function useNotUpdatedColumns(): Column[] {
  const { t } = useTranslation(['fleetHealth', 'vehicles']);
  return [
    {
      key: 'vehicle_name',
      title: t('field.vehicle'),
      dataIndex: 'vehicle_name',
      sortBy: { ascend: 'vehicle_name', descend: '-vehicle_name' },
      render: (name: string, row) => (
        <Flex vertical>
          <Link to={`${DETAIL_PATH}?id=${row.id}`}>{name || row.imei}</Link>
          <Typography.Text type="secondary">{row.vehicle_number ?? row.imei}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'likely_reason',
      title: t('field.likely_reason'),
      dataIndex: 'likely_reason',
      render: (reason: VehicleHistoryRow['likely_reason']) => <SilenceReasonTag reason={reason} />,
    },
    {
      key: 'days_not_updated',
      title: t('field.days_silent'),
      dataIndex: 'days_not_updated',
      render: (days: number | null) =>
        days === null ? t('vehicles:live.never') : t('vehicles:live.days', { count: days }),
    },
    {
      key: 'last_update',
      title: t('field.last_update'),
      dataIndex: 'last_update',
      sortBy: { ascend: 'last_update', descend: '-last_update' },
      render: (time: string | null) => (time ? formatDateTime(time) : t('vehicles:live.never')),
    },
    ...placeAndOwnerColumns<VehicleHistoryRow, VehicleHistorySort>(t),
  ];
}
