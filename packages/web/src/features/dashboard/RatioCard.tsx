import { useMemo } from 'react';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalyticRatio } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { ratioTakes, useAnalytic } from './analyticApi';
import type { DashboardScope } from './dashboardScope';
import { RatioFigure } from './RatioFigure';

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

/**
 * One ratio of the chosen year: the latest month's figure with the counts behind it, its definition,
 * and the months as a chart. A failed or empty answer shows an empty card (spec: analytic loaders
 * clear the list, with no message).
 */
export function RatioCard({ ratio, year, scope }: RatioCardProps) {
  const { t } = useTranslation('dashboard');
  const answer = useAnalytic(ratio, year, scope);
  const data = useMemo(() => answer.data?.data ?? [], [answer.data]);
  const title = t(`ratio.${ratio}.title`);

  const body = () => {
    if (!ratioTakes(ratio, scope)) return <Empty description={t(`not_by.${scope.by}`)} />;
    if (answer.isPending && answer.fetchStatus !== 'idle') return <Skeleton active />;
    return <RatioFigure ratio={ratio} data={data} chartLabel={t('chart_label', { title, year })} />;
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
