import type { VehicleRow } from '@armada/domain';
import { useState } from 'react';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../api/resource';
import { VEHICLE_RESOURCE } from '../vehicles/vehiclesApi';

export type CustomerVehiclesProps = { customerId: number };

const PAGE_SIZE = 10;
const ROW_KEY = 'id';
const SMALL = 'small';
const SCROLL = { x: 'max-content' } as const;

/** The customer's registered vehicles (list_vehicle filtered by owner), each opening its detail. */
export function CustomerVehicles({ customerId }: CustomerVehiclesProps) {
  const { t } = useTranslation('customers');
  const [page, setPage] = useState(1);
  const vehicles = useResourceList<VehicleRow>(VEHICLE_RESOURCE, {
    page,
    limit: PAGE_SIZE,
    filter: `organization_id:${customerId}`,
    sort_by: '-created_at',
  });
  const columns = [
    {
      key: 'vehicle_name',
      title: t('vehicle.name'),
      render: (_: unknown, row: VehicleRow) => (
        <Link to={`/vehicles/vehicle_detail?id=${row.id}`}>{row.vehicle_name}</Link>
      ),
    },
    { key: 'vehicle_number', title: t('vehicle.number'), dataIndex: 'vehicle_number' },
    { key: 'chassis_number', title: t('vehicle.chassis'), dataIndex: 'chassis_number' },
    { key: 'imei', title: t('vehicle.imei'), dataIndex: 'imei' },
  ];
  return (
    <Table<VehicleRow>
      columns={columns}
      dataSource={vehicles.data?.data ?? []}
      loading={vehicles.isFetching}
      rowKey={ROW_KEY}
      size={SMALL}
      scroll={SCROLL}
      locale={{ emptyText: t('vehicle.none') }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: vehicles.data?.total_data ?? 0, onChange: setPage }}
    />
  );
}
