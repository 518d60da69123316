import { Tag } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CustomerStanding, DriverStanding } from '@armada/domain';
import { decimal } from '../../components/formatNumber';
import { LevelTag } from './LevelTag';

const WIDE = ['md'] as const;

type Ranked = { rank: number | null; score: number | null; level: DriverStanding['level'] };

/** The standing's rank, first in both boards. */
const rankColumn = <Row extends Ranked>(t: TFunction): ColumnType<Row> => ({
  key: 'rank',
  title: t('column.rank'),
  dataIndex: 'rank',
  width: 64,
  render: (rank: number | null) => rank ?? '-',
});

/** The score and its safety level, last in both boards. */
const scoreColumns = <Row extends Ranked>(t: TFunction): ColumnsType<Row> => [
  {
    key: 'score',
    title: t('column.score'),
    dataIndex: 'score',
    align: 'right',
    render: (score: number | null) => score ?? '-',
  },
  {
    key: 'level',
    title: t('column.level'),
    dataIndex: 'level',
    render: (_: unknown, row) => <LevelTag level={row.level} />,
  },
];

/** A driver's row: its rank, name (or 'Driver' and its rank when anonymised), customer, distance, score, level. */
export function useStandingColumns(): ColumnsType<DriverStanding> {
  const { t } = useTranslation('driverContest');
  return [
    rankColumn(t),
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
    ...scoreColumns<DriverStanding>(t),
  ];
}

export function useCustomerColumns(): ColumnsType<CustomerStanding> {
  const { t } = useTranslation('driverContest');
  return [
    rankColumn(t),
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
    ...scoreColumns<CustomerStanding>(t),
  ];
}
