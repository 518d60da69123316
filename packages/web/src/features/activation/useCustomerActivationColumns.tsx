import { useTranslation } from 'react-i18next';
import { customerStateOf, type CustomerActivationRow, type CustomerActivationSort } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { bothWays } from '../../components/data-table/sortSpec';
import { formatDateTime } from '../../components/formatDate';
import { ActivationStateTag } from './ActivationStateTag';

const orDash = (value: string | null) => value || '-';
const when = (value: string | null) => (value ? formatDateTime(value) : '-');

/** The customer report's columns: the customer, its dealer and super admin, where it stands, its fleet, and when. */
export function useCustomerActivationColumns(): DataColumn<CustomerActivationRow, CustomerActivationSort>[] {
  const { t } = useTranslation('activation');
  return [
    { key: 'name', title: t('field.customer_name'), dataIndex: 'name', sortBy: bothWays('name') },
    { key: 'code', title: t('field.code'), dataIndex: 'code', render: orDash },
    { key: 'dealer_name', title: t('field.dealer_name'), dataIndex: 'dealer_name', render: orDash },
    { key: 'admin_name', title: t('field.admin_name'), dataIndex: 'admin_name', render: orDash },
    { key: 'admin_email', title: t('field.admin_email'), dataIndex: 'admin_email', render: orDash },
    {
      key: 'activation_status',
      title: t('field.account'),
      dataIndex: 'activation_status',
      render: (code: string | null) => (code === null ? '-' : t(`account.${code}`, { defaultValue: '-' })),
    },
    {
      key: 'activation_state',
      title: t('field.activation_state'),
      render: (_: unknown, row: CustomerActivationRow) => <ActivationStateTag state={customerStateOf(row)} />,
    },
    {
      key: 'vehicles',
      title: t('field.vehicles'),
      render: (_: unknown, row: CustomerActivationRow) =>
        t('vehicles_count', { active: row.activated_vehicles, total: row.vehicles }),
    },
    {
      key: 'invited_at',
      title: t('field.invited_at'),
      dataIndex: 'invited_at',
      sortBy: bothWays('invited_at'),
      render: when,
    },
    {
      key: 'last_change_at',
      title: t('field.last_change_at'),
      dataIndex: 'last_change_at',
      sortBy: bothWays('last_change_at'),
      render: when,
    },
  ];
}
