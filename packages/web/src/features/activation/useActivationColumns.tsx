import { useTranslation } from 'react-i18next';
import type { ActivationSort, VehicleActivationRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { bothWays } from '../../components/data-table/sortSpec';
import { formatDateTime } from '../../components/formatDate';
import { ActivationStateTag } from './ActivationStateTag';

const orDash = (value: string | null) => value || '-';

/** The report's columns: the vehicle, its owner and dealer, its code, where it stands, and when it last changed. */
export function useActivationColumns(): DataColumn<VehicleActivationRow, ActivationSort>[] {
  const { t } = useTranslation('activation');
  return [
    {
      key: 'vehicle_name',
      title: t('field.vehicle_name'),
      dataIndex: 'vehicle_name',
      sortBy: bothWays('vehicle_name'),
    },
    { key: 'vehicle_number', title: t('field.vehicle_number'), dataIndex: 'vehicle_number', render: orDash },
    { key: 'chassis_number', title: t('field.chassis_number'), dataIndex: 'chassis_number', render: orDash },
    { key: 'owner_name', title: t('field.owner_name'), dataIndex: 'owner_name', render: orDash },
    { key: 'dealer_name', title: t('field.dealer_name'), dataIndex: 'dealer_name', render: orDash },
    {
      key: 'activation_status',
      title: t('field.activation_status'),
      dataIndex: 'activation_status',
      render: (code: string) => t(`code.${code}`, { defaultValue: '-' }),
    },
    {
      key: 'activation_state',
      title: t('field.activation_state'),
      render: (_: unknown, row: VehicleActivationRow) => <ActivationStateTag state={row.activation_state} />,
    },
    {
      key: 'activation_date',
      title: t('field.activation_date'),
      dataIndex: 'activation_date',
      sortBy: bothWays('activation_date'),
      render: orDash,
    },
    {
      key: 'last_change_at',
      title: t('field.last_change_at'),
      dataIndex: 'last_change_at',
      sortBy: bothWays('last_change_at'),
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
  ];
}
