import { useMemo } from 'react';
import { Empty, Flex, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RATIO_COUNTS, type AnalyticMonth, type AnalyticRatio } from '@armada/domain';
import { EChart } from '../../components/charts/EChart';
import { decimal } from '../../components/formatNumber';
import { ratioChartOption } from './ratioChart';

export type RatioFigureProps = {
  ratio: AnalyticRatio;
  data: readonly AnalyticMonth[];
  /** Names the chart for screen readers. */
  chartLabel: string;
};

const CHART_HEIGHT = 220;
const MONTH_YEAR = 'MMMM YYYY';

/** A ratio's latest month with the counts behind it, and its months as a chart; empty when no month is answered. */
export function RatioFigure({ ratio, data, chartLabel }: RatioFigureProps) {
  const { t } = useTranslation('dashboard');
  const [numeratorKey, denominatorKey] = RATIO_COUNTS[ratio];
  const option = useMemo(
    () =>
      ratioChartOption(data, {
        month: (record) => dayjs(`${record.period}-01`).format('MMM'),
        numerator: t(`counts.${numeratorKey}`),
        denominator: t(`counts.${denominatorKey}`),
        ratio: t('ratio_axis'),
        number: (value, digits = 0) => decimal(value, digits),
      }),
    [data, t, numeratorKey, denominatorKey],
  );
  const latest = data.at(-1);
  if (!latest) return <Empty description={t('no_data')} />;
  return (
    <>
      <Flex vertical>
        <Statistic
          title={latest.live ? t('this_month') : dayjs(`${latest.period}-01`).format(MONTH_YEAR)}
          value={latest.ratio === null ? '-' : decimal(latest.ratio, 1)}
          suffix={latest.ratio === null ? undefined : '%'}
        />
        <Typography.Text type="secondary">
          {t('of', {
            numerator: decimal(latest.numerator, 0),
            denominator: decimal(latest.denominator, 0),
            counts: t(`counts.${denominatorKey}`),
          })}
        </Typography.Text>
      </Flex>
      <EChart option={option} height={CHART_HEIGHT} label={chartLabel} />
    </>
  );
}
