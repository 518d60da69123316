import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Euro4Vehicle, Euro4VehicleSort } from '@armada/domain';
import { bothWays } from '../../components/data-table/sortSpec';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { useDealerName } from './useDealerName';

type Column = DataColumn<Euro4Vehicle, Euro4VehicleSort>;

const MOVEMENT_COLORS: Record<Euro4Vehicle['movement'], string> = {
  moving: 'green',
  idling: 'gold',
  off: 'default',
  notupdate: 'red',
  inactive: 'default',
};
const HEALTH_COLORS: Record<Euro4Vehicle['abnormal_status'], string> = {
  normal: 'green',
  abnormal: 'orange',
  notupdate: 'red',
};
/** The spec shows a location cut at 32 characters; the whole of it in the tooltip. */
const LOCATION_CHARS = 32;
const DASH = '-';

/** The columns of the Euro 4 trucks' list; the dealer's is left out when the list is one dealer's. */
export function useVehicleColumns(oneDealer: boolean): Column[] {
  const { t } = useTranslation('euro4');
  const nameOf = useDealerName();
  const columns: (Column | false)[] = [
    {
      key: 'vehicle_name',
      title: t('columns.vehicle'),
      sortBy: bothWays('vehicle_name'),
      render: (_: unknown, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.vehicle_name}</Typography.Text>
          <Typography.Text type="secondary">{row.chassis_number ?? DASH}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'vehicle_number',
      title: t('columns.vehicle_number'),
      sortBy: bothWays('vehicle_number'),
      render: (_: unknown, row) => row.vehicle_number ?? DASH,
    },
    {
      key: 'movement',
      title: t('columns.movement'),
      render: (_: unknown, row) => <Tag color={MOVEMENT_COLORS[row.movement]}>{t(`movement.${row.movement}`)}</Tag>,
    },
    {
      key: 'health',
      title: t('columns.health'),
      render: (_: unknown, row) => (
        <Flex wrap gap={4}>
          <Tag color={HEALTH_COLORS[row.abnormal_status]}>{t(`health.${row.abnormal_status}`)}</Tag>
          {row.abnormal_type.map((kind) => (
            <Tag key={kind}>{t(`abnormal.${kind}`)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'time',
      title: t('columns.last_update'),
      sortBy: bothWays('time'),
      render: (_: unknown, row) => (row.time ? formatDateTime(row.time) : t('never')),
    },
    {
      key: 'location',
      title: t('columns.location'),
      render: (_: unknown, row) =>
        row.location ? (
          <Typography.Text title={row.location}>
            {row.location.length > LOCATION_CHARS ? `${row.location.slice(0, LOCATION_CHARS)}...` : row.location}
          </Typography.Text>
        ) : (
          DASH
        ),
    },
    {
      key: 'customer_name',
      title: t('columns.customer'),
      sortBy: bothWays('customer_name'),
      render: (_: unknown, row) => row.customer_name ?? DASH,
    },
    !oneDealer && { key: 'dealer', title: t('columns.dealer'), render: (_: unknown, row) => nameOf(row) },
  ];
  return columns.filter((column): column is Column => column !== false);
}
