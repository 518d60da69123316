import { useMemo } from 'react';
import { Card, Empty, Flex, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RATIO_COUNTS, type AnalyticRatio } from '@armada/domain';
import { EChart } from '../../components/charts/EChart';
import { LinkButton } from '../../components/LinkButton';
import { decimal } from '../../components/formatNumber';
import { ratioTakes, useAnalytic } from './analyticApi';
import type { DashboardScope } from './dashboardScope';
import { ratioChartOption } from './ratioChart';

export type RatioCardProps = { ratio: AnalyticRatio; year: number; scope: DashboardScope };

/**
 * The list behind each ratio's figure, where one is built: it shows the viewer's whole fleet, so the
 * link is offered for the brand's figures only.
 */
const LISTS: Partial<Record<AnalyticRatio, string>> = {
  vehicle_activation_ratio: '/vehicles/status?activation_status=2',
  vehicle_engagement_ratio: '/vehicles/status?activation_status=2',
  vehicle_not_update_ratio: '/vehicle/not-updated',
  customer_engagement_ratio: '/customer/list',
};

const CHART_HEIGHT = 220;
const MONTH_YEAR = 'MMMM YYYY';

/**
 * One ratio of the chosen year: the latest month's figure with the counts behind it, its definition,
 * and the months as a chart. A failed or empty answer shows an empty card (spec: analytic loaders
 * clear the list, with no message).
 */
export function RatioCard({ ratio, year, scope }: RatioCardProps) {
  const { t } = useTranslation('dashboard');
  const answer = useAnalytic(ratio, year, scope);
  const data = useMemo(() => answer.data?.data ?? [], [answer.data]);
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
  const title = t(`ratio.${ratio}.title`);

  const body = () => {
    if (!ratioTakes(ratio, scope)) return <Empty description={t(`not_by.${scope.by}`)} />;
    if (answer.isPending && answer.fetchStatus !== 'idle') return <Skeleton active />;
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
        <EChart option={option} height={CHART_HEIGHT} label={t('chart_label', { title, year })} />
      </>
    );
  };

  return (
    <Card
      title={title}
      size="small"
      extra={
        scope.by === 'brand' && LISTS[ratio] ? (
          <LinkButton to={LISTS[ratio]} type="link">
            {t('open_list')}
          </LinkButton>
        ) : undefined
      }
    >
      <Typography.Paragraph type="secondary">{t(`ratio.${ratio}.definition`)}</Typography.Paragraph>
      {body()}
    </Card>
  );
}
