import { useTranslation } from 'react-i18next';
import type { VehicleLeasingRow } from '@armada/domain';
import type { DetailField } from '../../components/detail/DetailView';
import { formatDateTime } from '../../components/formatDate';
import { ApprovalTag } from './ApprovalTag';
import { formatRupiah } from './formatRupiah';
import { useLeaseLabels } from './useLeaseLabels';

type Field = DetailField<VehicleLeasingRow>;
const by = (at: string | null, name: string | null) => (at ? `${formatDateTime(at)} · ${name ?? '-'}` : '-');

/** The lease's fields: the contract and its validation, then (`withVehicle`) the vehicle's state. */
export function useLeaseFields(withVehicle: boolean): Field[] {
  const { t } = useTranslation('leasing');
  const labels = useLeaseLabels();
  const contract: Field[] = [
    { key: 'chassis_number', label: t('field.chassis_number') },
    { key: 'imei', label: t('field.imei') },
    { key: 'vehicle_number', label: t('field.vehicle_number') },
    { key: 'contract_number', label: t('field.contract_number') },
    { key: 'owner_name', label: t('field.owner_name') },
    { key: 'customer_name', label: t('field.customer_name') },
    { key: 'leasing_name', label: t('field.leasing_name') },
    { key: 'dealer_name', label: t('field.dealer_name') },
    { key: 'tenor', label: t('field.tenor'), render: (row) => t('months', { count: row.tenor }) },
    { key: 'installment', label: t('field.installment'), render: (row) => formatRupiah(row.installment) },
    { key: 'period', label: t('field.period'), render: (row) => `${row.start_date} – ${row.end_date}` },
    {
      key: 'monitoring_status',
      label: t('filter.monitoring_status'),
      render: (row) => labels.flag('monitoring_status', row.monitoring_status),
    },
    {
      key: 'dealer_approval',
      label: t('field.dealer_approval'),
      render: (row) => <ApprovalTag status={row.dealer_approval} />,
    },
    { key: 'remark', label: t('field.remark') },
    { key: 'registered', label: t('field.registered'), render: (row) => by(row.created_at, row.registered_by_name) },
    { key: 'decided', label: t('field.decided'), render: (row) => by(row.decided_at, row.decided_by_name) },
  ];
  if (!withVehicle) return contract;
  return [
    ...contract,
    {
      key: 'registration_status',
      label: t('field.registration_status'),
      render: (row) => (row.registration_status ? t(`registration.${row.registration_status}`) : '-'),
    },
    { key: 'activation', label: t('field.activation'), render: (row) => labels.activation(row.activation_status) },
    {
      key: 'telematic_status',
      label: t('filter.telematic_status'),
      render: (row) => labels.flag('telematic_status', row.telematic_status),
    },
    {
      key: 'update_status',
      label: t('filter.update_status'),
      render: (row) => labels.flag('update_status', row.update_status),
    },
    {
      key: 'runner_status',
      label: t('filter.runner_status'),
      render: (row) => labels.flag('runner_status', row.runner_status),
    },
    {
      key: 'starter_kill_status',
      label: t('filter.starter_kill_status'),
      render: (row) => labels.flag('starter_kill_status', row.starter_kill_status),
    },
    { key: 'last_update', label: t('field.last_update'), render: (row) => formatDateTime(row.last_update) },
  ];
}
