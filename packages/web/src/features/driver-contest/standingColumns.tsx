import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CustomerStanding, DriverStanding } from '@armada/domain';
import { decimal } from '../../components/formatNumber';
import { LevelTag } from './LevelTag';

const WIDE = ['md'] as const;

/** A driver's row: its rank, name (or 'Driver' and its rank when anonymised), customer, distance, score, level. */
export function useStandingColumns(): ColumnsType<DriverStanding> {
  const { t } = useTranslation('driverContest');
  return [
    {
      key: 'rank',
      title: t('column.rank'),
      dataIndex: 'rank',
      width: 64,
      render: (rank: number | null) => rank ?? '-',
    },
    {
      key: 'name',
      title: t('column.driver'),
      dataIndex: 'name',
      render: (_: string, row: DriverStanding) => (
        <>
          {row.name || t('anonymous', { rank: row.rank ?? '-' })}
          {row.is_me && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              {t('you')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'organization_name',
      title: t('column.customer'),
      dataIndex: 'organization_name',
      responsive: [...WIDE],
      render: (name: string) => name || '-',
    },
    {
      key: 'distance_km',
      title: t('column.distance'),
      dataIndex: 'distance_km',
      align: 'right',
      responsive: [...WIDE],
      render: (km: number) => decimal(km, 0),
    },
    {
      key: 'score',
      title: t('column.score'),
      dataIndex: 'score',
      align: 'right',
      render: (s: number | null) => s ?? '-',
    },
    {
      key: 'level',
      title: t('column.level'),
      dataIndex: 'level',
      render: (_: unknown, row) => <LevelTag level={row.level} />,
    },
  ];
}

export function useCustomerColumns(): ColumnsType<CustomerStanding> {
  const { t } = useTranslation('driverContest');
  return [
    {
      key: 'rank',
      title: t('column.rank'),
      dataIndex: 'rank',
      width: 64,
      render: (rank: number | null) => rank ?? '-',
    },
    { key: 'organization_name', title: t('column.customer'), dataIndex: 'organization_name' },
    {
      key: 'dealer_name',
      title: t('column.dealer'),
      dataIndex: 'dealer_name',
      responsive: [...WIDE],
      render: (name: string | null) => name ?? '-',
    },
    {
      key: 'participants',
      title: t('column.participants'),
      dataIndex: 'participants',
      align: 'right',
      responsive: [...WIDE],
      render: (n: number, row) => `${n} / ${row.drivers}`,
    },
    {
      key: 'score',
      title: t('column.score'),
      dataIndex: 'score',
      align: 'right',
      render: (s: number | null) => s ?? '-',
    },
    {
      key: 'level',
      title: t('column.level'),
      dataIndex: 'level',
      render: (_: unknown, row) => <LevelTag level={row.level} />,
    },
  ];
}
