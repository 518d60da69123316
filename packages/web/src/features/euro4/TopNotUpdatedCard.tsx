import { Card, Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Euro4Summary } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { decimal } from '../../components/formatNumber';
import { vehicleListPath } from './euro4Api';
import { useDealerName } from './useDealerName';

type Row = Euro4Summary['top_not_updated'][number];

export type TopNotUpdatedCardProps = { rows: Row[] | undefined; loading: boolean };

/** The dealers with the most Euro 4 trucks not updated; each opens those trucks. */
export function TopNotUpdatedCard({ rows, loading }: TopNotUpdatedCardProps) {
  const { t } = useTranslation('euro4');
  const nameOf = useDealerName();
  const columns = [
    {
      key: 'dealer',
      title: t('columns.dealer'),
      render: (_: unknown, row: Row) => (
        <LinkButton to={vehicleListPath({ dealer_id: row.dealer_id, type: 'notupdate' })} type="link">
          {nameOf(row)}
        </LinkButton>
      ),
    },
    {
      key: 'not_updated',
      title: t('columns.not_updated'),
      align: 'right' as const,
      render: (_: unknown, row: Row) => `${decimal(row.not_updated, 0)} / ${decimal(row.units, 0)}`,
    },
  ];
  return (
    <Card
      title={t('top_not_updated')}
      size="small"
      extra={
        <LinkButton to="/euro4-dealer/menu?sort_by=-not_updated" type="link">
          {t('all_dealers')}
        </LinkButton>
      }
    >
      {loading ? (
        <Skeleton active />
      ) : (rows?.length ?? 0) === 0 ? (
        <Empty description={t('none_not_updated')} />
      ) : (
        <Table<Row> size="small" rowKey="dealer_id" pagination={false} columns={columns} dataSource={rows} />
      )}
    </Card>
  );
}
