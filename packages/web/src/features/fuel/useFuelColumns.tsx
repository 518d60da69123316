import { Badge, Button, type Breakpoint } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FuelVehicleRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { bothWays } from '../../components/data-table/sortSpec';
import { decimal } from '../../components/formatNumber';
import type { FuelSort } from './fuelApi';

const WIDE: Breakpoint[] = ['md'];
const LINK = { padding: 0 } as const;
const dash = (value: number | null, digits = 1) => (value === null ? '-' : decimal(value, digits));

/** The fleet table's columns; the vehicle's name opens its fuel detail. */
export function useFuelColumns(open: (row: FuelVehicleRow) => void): DataColumn<FuelVehicleRow, FuelSort>[] {
  const { t } = useTranslation('fuel');
  return [
    {
      key: 'name',
      title: t('fleet.vehicle'),
      sortBy: bothWays('name'),
      render: (_: unknown, row: FuelVehicleRow) => (
        <Button type="link" size="small" style={LINK} onClick={() => open(row)}>
          {row.vehicle_number ? `${row.vehicle_number} · ${row.vehicle_name}` : row.vehicle_name}
        </Button>
      ),
    },
    {
      key: 'sensor',
      title: t('fleet.sensor'),
      render: (_: unknown, row: FuelVehicleRow) => (
        <Badge
          status={row.has_sensor ? 'success' : 'default'}
          text={t(row.has_sensor ? 'fleet.sensor_on' : 'fleet.sensor_off')}
        />
      ),
      responsive: WIDE,
    },
    {
      key: 'litres',
      title: t('fleet.litres_used'),
      align: 'right',
      sortBy: bothWays('litres'),
      render: (_: unknown, row: FuelVehicleRow) => decimal(row.litres_used, 1),
    },
    {
      key: 'km',
      title: t('fleet.distance'),
      align: 'right',
      render: (_: unknown, row: FuelVehicleRow) => decimal(row.distance_km, 1),
      responsive: WIDE,
    },
    {
      key: 'hours',
      title: t('fleet.engine_hours'),
      align: 'right',
      render: (_: unknown, row: FuelVehicleRow) => decimal(row.engine_hours, 1),
      responsive: WIDE,
    },
    {
      key: 'l100',
      title: t('fleet.l_per_100km'),
      align: 'right',
      sortBy: bothWays('l100'),
      render: (_: unknown, row: FuelVehicleRow) => dash(row.l_per_100km, 2),
    },
    {
      key: 'lh',
      title: t('fleet.l_per_hour'),
      align: 'right',
      render: (_: unknown, row: FuelVehicleRow) => dash(row.l_per_engine_hour, 2),
      responsive: WIDE,
    },
    {
      key: 'refuels',
      title: t('fleet.refuels'),
      align: 'right',
      render: (_: unknown, row: FuelVehicleRow) => row.refuels,
      responsive: WIDE,
    },
    {
      key: 'drains',
      title: t('fleet.drains'),
      align: 'right',
      render: (_: unknown, row: FuelVehicleRow) => row.drains,
    },
    {
      key: 'cost',
      title: t('fleet.cost'),
      align: 'right',
      sortBy: bothWays('cost'),
      render: (_: unknown, row: FuelVehicleRow) => t('rupiah', { value: decimal(row.cost, 0) }),
    },
  ];
}
