import { MovementTag } from '../fleet/MovementTag';
import { SilenceReasonTag } from '../fleet-health/SilenceReasonTag';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import type { VehicleSort } from './listParams';
import type { VehicleColumnKey, VehicleListConfig } from './vehicleLists';
import type { VehicleListRow } from './useVehicleRows';
import { useVehicleLabels } from './useVehicleLabels';
import { bothWays } from '../../components/data-table/sortSpec';

type Column = DataColumn<VehicleListRow, VehicleSort>;

const text = (value: string | null) => value || '-';
const GREEN = 'green';

/** The columns a vehicle list route names, in its order; sortable where its call sorts. */
export function useVehicleColumns(config: VehicleListConfig): Column[] {
  const { t } = useTranslation('vehicles');
  const labels = useVehicleLabels();
  const variant = config.source === 'resource' ? 'monitoring' : 'history';
  const sortable = (field: VehicleSort): Column['sortBy'] | undefined =>
    config.table.sortValues?.includes(field) ? bothWays<VehicleSort>(field) : undefined;
  const detailLink = (row: VehicleListRow) => `${config.detailPath}?id=${row.id}`;

  const all: Record<VehicleColumnKey, Omit<Column, 'key'>> = {
    vehicle_name: {
      title: t('field.vehicle_name'),
      dataIndex: 'vehicle_name',
      sortBy: sortable('vehicle_name'),
      render: (name: string, row) => <Link to={detailLink(row)}>{name || row.imei}</Link>,
    },
    vehicle_number: {
      title: t('field.vehicle_number'),
      dataIndex: 'vehicle_number',
      sortBy: sortable('vehicle_number'),
      render: text,
    },
    chassis_number: {
      title: t('field.chassis_number'),
      dataIndex: 'chassis_number',
      sortBy: sortable('chassis_number'),
      render: text,
    },
    imei: { title: t('field.imei'), dataIndex: 'imei' },
    device_type: {
      title: t('field.gps_type'),
      dataIndex: 'device_type',
      render: (family: string) => labels.family(family),
    },
    euro_std: { title: t('field.euro_std'), dataIndex: 'euro_std', render: (euro: string | null) => labels.euro(euro) },
    owner_name: { title: t('field.owner'), dataIndex: 'owner_name', render: text },
    dealer_name: { title: t('field.dealer'), dataIndex: 'dealer_name', render: text },
    leasing_name: { title: t('field.leasing'), dataIndex: 'leasing_name', render: text },
    device_status: {
      title: t('field.device_status'),
      dataIndex: 'device_status',
      render: (status: string) => <Tag color={status === 'active' ? GREEN : undefined}>{labels.device(status)}</Tag>,
    },
    activation_status: {
      title: t('field.activation_status'),
      dataIndex: 'activation_status',
      render: (code: string) => labels.activation(code, variant),
    },
    registration_status: {
      title: t('field.registration_status'),
      dataIndex: 'registration_status',
      render: (status: string) => labels.registration(status),
    },
    movement: {
      title: t('field.movement'),
      dataIndex: 'movement',
      render: (movement: VehicleListRow['movement']) => (movement ? <MovementTag movement={movement} /> : '-'),
    },
    last_update: {
      title: t('field.last_update'),
      dataIndex: 'last_update',
      sortBy: sortable('last_update'),
      render: (time: string | null) => (time ? formatDateTime(time) : t('live.never')),
    },
    days_not_updated: {
      title: t('field.days_not_updated'),
      dataIndex: 'days_not_updated',
      render: (days: number | null) => (days === null ? t('live.never') : t('live.days', { count: days })),
    },
    likely_reason: {
      title: t('field.likely_reason'),
      dataIndex: 'likely_reason',
      render: (reason: VehicleListRow['likely_reason']) => <SilenceReasonTag reason={reason} />,
    },
    created_at: {
      title: t('field.created_at'),
      dataIndex: 'created_at',
      sortBy: sortable('created_at'),
      render: (time: string) => formatDateTime(time),
    },
  };
  return config.columns.map((key) => ({ key, ...all[key] }));
}
