import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DealerPerformanceRow } from '@armada/domain';
import { Sparkline } from '../../components/charts/Sparkline';
import { decimal } from '../../components/formatNumber';

const orDash = (value: string | null) => value ?? '-';
const percent = (value: number | null) => (value === null ? '-' : `${decimal(value, 1)} %`);

/** The ranking's columns: rank, dealer, the year's counts, the ratio, the median days and the monthly trend. */
export function useDealerPerformanceColumns(): TableColumnsType<DealerPerformanceRow> {
  const { t } = useTranslation('activation');
  const count = (key: 'sold' | 'invited' | 'activated') => ({
    key,
    title: t(`performance.col.${key}`),
    dataIndex: key,
  });
  return [
    {
      key: 'rank',
      title: t('performance.col.rank'),
      dataIndex: 'rank',
      width: 72,
      render: (rank: number | null) => rank ?? '-',
    },
    {
      key: 'dealer',
      title: t('performance.col.dealer'),
      render: (_: unknown, row: DealerPerformanceRow) => `${row.dealer_name} (${orDash(row.dealer_code)})`,
    },
    count('sold'),
    count('invited'),
    count('activated'),
    { key: 'ratio', title: t('performance.col.ratio'), dataIndex: 'ratio', render: percent },
    {
      key: 'median_days',
      title: t('performance.col.median_days'),
      dataIndex: 'median_days',
      render: (days: number | null) => (days === null ? '-' : t('performance.days', { days: decimal(days, 1) })),
    },
    {
      key: 'trend',
      title: t('performance.col.trend'),
      render: (_: unknown, row: DealerPerformanceRow) => (
        <Sparkline
          values={row.trend.map((point) => point.ratio)}
          label={t('performance.trend_label', { dealer: row.dealer_name })}
        />
      ),
    },
  ];
}
