import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VehicleLeasingRow } from '@armada/domain';
import { useIsMobile } from '../../hooks/useWindowWidth';
import type { DataColumn } from '../../components/data-table/columns';
import { bothWays } from '../../components/data-table/sortSpec';
import { formatDateTime } from '../../components/formatDate';
import type { LeaseColumnKey, LeaseListConfig } from './leaseLists';
import type { LeaseSort } from './leaseTable';
import { ApprovalTag } from './ApprovalTag';
import { useLeaseLabels } from './useLeaseLabels';
import { formatRupiah } from './formatRupiah';

type Column = DataColumn<VehicleLeasingRow, LeaseSort>;
const text = (value: string | null) => value || '-';
const sortable = (field: LeaseSort & string): Column['sortBy'] => bothWays<LeaseSort>(field);

/** The columns of a leased-vehicle list route, with a last column opening the row. */
export function useLeaseColumns(config: LeaseListConfig, canDecide: boolean): Column[] {
  const { t } = useTranslation('leasing');
  const labels = useLeaseLabels();
  const navigate = useNavigate();
  const phone = useIsMobile();
  const plain = (key: LeaseColumnKey & keyof VehicleLeasingRow, sort?: LeaseSort): Column => ({
    key,
    title: t(`field.${key}`),
    dataIndex: key,
    render: text,
    sortBy: sort ? sortable(sort) : undefined,
  });
  const ALL: Record<LeaseColumnKey, Column> = {
    chassis_number: plain('chassis_number', 'chassis_number'),
    vehicle_number: plain('vehicle_number', 'vehicle_number'),
    imei: plain('imei'),
    owner_name: plain('owner_name', 'owner_name'),
    customer_name: plain('customer_name', 'customer_name'),
    leasing_name: plain('leasing_name', 'leasing_name'),
    dealer_name: plain('dealer_name', 'dealer_name'),
    contract_number: plain('contract_number', 'contract_number'),
    terms: {
      key: 'terms',
      title: t('field.terms'),
      render: (_, row) => t('terms', { tenor: row.tenor, installment: formatRupiah(row.installment) }),
    },
    period: {
      key: 'period',
      title: t('field.period'),
      sortBy: sortable('start_date'),
      render: (_, row) => (
        <Space size={4} direction="vertical">
          {`${row.start_date} – ${row.end_date}`}
          <Tag color={row.monitoring_status === 1 ? 'blue' : 'default'}>
            {labels.flag('monitoring_status', row.monitoring_status)}
          </Tag>
        </Space>
      ),
    },
    dealer_approval: {
      key: 'dealer_approval',
      title: t('field.dealer_approval'),
      render: (_, row) => <ApprovalTag status={row.dealer_approval} />,
    },
    remark: plain('remark'),
    telematics: {
      key: 'telematics',
      title: t('field.telematics'),
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag color={row.update_status === 1 ? 'green' : 'purple'}>
            {labels.flag('update_status', row.update_status)}
          </Tag>
          {row.starter_kill_status === 1 && <Tag color="red">{labels.flag('starter_kill_status', 1)}</Tag>}
        </Space>
      ),
    },
    activation: {
      key: 'activation',
      title: t('field.activation'),
      render: (_, row) => labels.activation(row.activation_status),
    },
    last_update: {
      key: 'last_update',
      title: t('field.last_update'),
      sortBy: sortable('last_update'),
      render: (_, row) => formatDateTime(row.last_update),
    },
    registered: {
      key: 'registered',
      title: t('field.registered'),
      sortBy: sortable('created_at'),
      render: (_, row) => `${formatDateTime(row.created_at)} · ${text(row.registered_by_name)}`,
    },
    decided: {
      key: 'decided',
      title: t('field.decided'),
      render: (_, row) => (row.decided_at ? `${formatDateTime(row.decided_at)} · ${text(row.decided_by_name)}` : '-'),
    },
  };
  const open: Column = {
    key: 'open',
    title: t('actions'),
    fixed: 'right',
    render: (_, row) => {
      const validate = config.opens === 'validation' && canDecide && row.dealer_approval === 'pending';
      const to = validate ? `/leasing/validation?id=${row.id}` : `/leasing/vehicle-detail?id=${row.id}`;
      return (
        <Button size="small" type="link" href={to} onClick={(event) => (event.preventDefault(), void navigate(to))}>
          {t(validate ? 'validation.open' : 'open')}
        </Button>
      );
    },
  };
  return [...(phone ? config.phoneColumns : config.columns).map((key) => ALL[key]), open];
}
