import { useState } from 'react';
import { Button, Card, Empty, Select, Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ANALYTIC_RATIOS,
  DEALER_RANKING_PATH,
  RATIO_COUNTS,
  type AnalyticRatio,
  type DealerRank,
  type DealerRanking,
} from '@armada/domain';
import { apiGet } from '../../api/client';
import { decimal } from '../../components/formatNumber';
import { LinkButton } from '../../components/LinkButton';
import type { DashboardScope } from './dashboardScope';

export type TopDealersCardProps = {
  year: number;
  /** The month ranked: the month in progress of this year, December of a past one. */
  month: number;
  scope: DashboardScope;
  onPick: (dealerId: number) => void;
};

const SELECT_STYLE = { minWidth: 200 } as const;

/** The top 10 dealers by a chosen ratio in the month, within the chosen area or group; a dealer opens its figures. */
export function TopDealersCard({ year, month, scope, onPick }: TopDealersCardProps) {
  const { t } = useTranslation('dashboard');
  const [ratio, setRatio] = useState<AnalyticRatio>('vehicle_activation_ratio');
  const within = scope.by === 'dealer_area_id' || scope.by === 'dealer_group_id' ? { [scope.by]: scope.id } : {};
  const ranking = useQuery({
    queryKey: ['analytic', 'dealer_ranking', year, month, ratio, within],
    queryFn: () => apiGet<DealerRanking>(DEALER_RANKING_PATH, { year, month, ratio, ...within }),
  });
  const denominator = RATIO_COUNTS[ratio][1];
  const columns = [
    { key: 'rank', title: t('rank'), dataIndex: 'rank', width: 56 },
    {
      key: 'dealer',
      title: t('by.dealer_id'),
      render: (_: unknown, row: DealerRank) => (
        <Button type="link" size="small" onClick={() => onPick(row.dealer_id)}>
          {row.dealer_name}
        </Button>
      ),
    },
    {
      key: 'ratio',
      title: t('ratio_axis'),
      align: 'right' as const,
      render: (_: unknown, row: DealerRank) => `${decimal(row.ratio, 1)} %`,
    },
    {
      key: 'counts',
      title: t(`counts.${denominator}`),
      align: 'right' as const,
      render: (_: unknown, row: DealerRank) => `${decimal(row.numerator, 0)} / ${decimal(row.denominator, 0)}`,
    },
  ];
  return (
    <Card
      title={t('top_dealers')}
      size="small"
      extra={
        <Select<AnalyticRatio>
          aria-label={t('rank_by')}
          size="small"
          style={SELECT_STYLE}
          value={ratio}
          onChange={setRatio}
          options={ANALYTIC_RATIOS.map((r) => ({ value: r, label: t(`ratio.${r}.title`) }))}
        />
      }
    >
      {ranking.isPending ? (
        <Skeleton active />
      ) : (ranking.data?.data.length ?? 0) === 0 ? (
        <Empty description={t('no_data')} />
      ) : (
        <Table<DealerRank>
          size="small"
          rowKey="dealer_id"
          pagination={false}
          columns={columns}
          dataSource={ranking.data?.data ?? []}
          footer={() => (
            <LinkButton to={`/activation/dealer_perfomance?year=${year}`} type="link">
              {t('dealer_performance')}
            </LinkButton>
          )}
        />
      )}
    </Card>
  );
}
