import { useMemo } from 'react';
import { Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/charts/EChart';
import { barOption } from '../../components/charts/barOption';
import { decimal } from '../../components/formatNumber';
import { FigureLink } from './FigureLink';

export type BreakdownEntry = { key: string; label: string; count: number; to: string };

export type BreakdownCardProps = {
  title: string;
  entries: readonly BreakdownEntry[] | undefined;
  loading: boolean;
  color: string;
};

const CHART_HEIGHT = 200;

/** Counts of the Euro 4 trucks by one state, as bars and as links to the list behind each. */
export function BreakdownCard({ title, entries, loading, color }: BreakdownCardProps) {
  const { t } = useTranslation('euro4');
  const option = useMemo(() => {
    const bars = barOption({
      labels: (entries ?? []).map((entry) => entry.label),
      series: [{ name: t('trucks'), values: (entries ?? []).map((entry) => entry.count), color }],
      format: (value) => decimal(value, 0),
      horizontal: true,
    });
    // Whole trucks: no 0.5 ticks on a small count.
    return { ...bars, xAxis: { ...(bars.xAxis as object), minInterval: 1 } };
  }, [entries, t, color]);
  const body = () => {
    if (loading) return <Skeleton active />;
    if (!entries) return <Empty description={t('no_data')} />;
    return (
      <>
        <EChart option={option} height={CHART_HEIGHT} label={t('chart_label', { title })} />
        <Flex wrap gap={4}>
          {entries.map((entry) => (
            <FigureLink key={entry.key} to={entry.to} label={entry.label} count={entry.count} />
          ))}
        </Flex>
      </>
    );
  };
  return (
    <Card title={title} size="small">
      {body()}
    </Card>
  );
}
