import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { activationIsActive, customerIsActive, customerStateOf } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import type { ScreenProps } from '../../components/screenProps';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { useIdParam } from '../../components/useIdParam';
import { useActivation } from './activationApi';
import { KIND_ROUTES, kindOfPath } from './activationKinds';
import { ActivationDetail } from './ActivationDetail';
import { ActivationStateTag } from './ActivationStateTag';

const when = (value: string | null) => (value ? formatDateTime(value) : '-');

function VehicleActivationDetail({ id, path }: { id: number; path: string }) {
  const { t } = useTranslation('activation');
  const row = useActivation('vehicle', id);
  if (row.isPending) return <Skeleton active />;
  if (row.error) return <ErrorMessage error={toApiError(row.error)} />;
  const vehicle = row.data;
  const facts = [
    { key: 'name', label: t('field.vehicle_name'), children: vehicle.vehicle_name },
    { key: 'chassis', label: t('field.chassis_number'), children: vehicle.chassis_number ?? '-' },
    { key: 'owner', label: t('field.owner_name'), children: vehicle.owner_name ?? '-' },
    { key: 'dealer', label: t('field.dealer_name'), children: vehicle.dealer_name ?? '-' },
    {
      key: 'code',
      label: t('field.activation_status'),
      children: t(`code.${vehicle.activation_status}`, { defaultValue: '-' }),
    },
    {
      key: 'state',
      label: t('field.activation_state'),
      children: <ActivationStateTag state={vehicle.activation_state} />,
    },
    { key: 'date', label: t('field.activation_date'), children: vehicle.activation_date ?? '-' },
    { key: 'invited', label: t('field.invited_at'), children: when(vehicle.invited_at) },
  ];
  return (
    <ActivationDetail
      kind="vehicle"
      id={id}
      title={vehicle.vehicle_number ?? vehicle.vehicle_name}
      facts={facts}
      active={activationIsActive(vehicle)}
      changeable
      focus={KIND_ROUTES.vehicle.focus[path]}
      prefix=""
    />
  );
}

function CustomerActivationDetail({ id, path }: { id: number; path: string }) {
  const { t } = useTranslation('activation');
  const row = useActivation('customer', id);
  if (row.isPending) return <Skeleton active />;
  if (row.error) return <ErrorMessage error={toApiError(row.error)} />;
  const customer = row.data;
  const account = customer.activation_status;
  const facts = [
    { key: 'name', label: t('field.customer_name'), children: customer.name },
    { key: 'code', label: t('field.code'), children: customer.code ?? '-' },
    { key: 'dealer', label: t('field.dealer_name'), children: customer.dealer_name ?? '-' },
    { key: 'admin', label: t('field.admin_name'), children: customer.admin_name ?? '-' },
    { key: 'email', label: t('field.admin_email'), children: customer.admin_email ?? '-' },
    { key: 'account', label: t('field.account'), children: account === null ? '-' : t(`account.${account}`) },
    {
      key: 'state',
      label: t('field.activation_state'),
      children: <ActivationStateTag state={customerStateOf(customer)} />,
    },
    {
      key: 'vehicles',
      label: t('field.vehicles'),
      children: t('vehicles_count', { active: customer.activated_vehicles, total: customer.vehicles }),
    },
    { key: 'invited', label: t('field.invited_at'), children: when(customer.invited_at) },
    { key: 'changed', label: t('field.last_change_at'), children: when(customer.last_change_at) },
  ];
  return (
    <ActivationDetail
      kind="customer"
      id={id}
      title={customer.name}
      facts={facts}
      active={customerIsActive(customer)}
      changeable={account !== null}
      focus={KIND_ROUTES.customer.focus[path]}
      prefix="customer."
    />
  );
}

/**
 * `/activation/detail?id=` (and `/resend`, `/history`, `/addnote`) for a vehicle, `/activation/detailcs?id=`
 * (and `/resendcs`, `/historycs`, `/addnotecs`) for a customer: one record's activation on the shared detail.
 */
export function ActivationDetailPage({ path }: ScreenProps) {
  const { t } = useTranslation('activation');
  const id = useIdParam();
  const kind = kindOfPath(path);
  if (id === null) return <Empty description={t(kind === 'customer' ? 'customer.no_customer' : 'no_vehicle')} />;
  return kind === 'customer' ? (
    <CustomerActivationDetail id={id} path={path} />
  ) : (
    <VehicleActivationDetail id={id} path={path} />
  );
}
