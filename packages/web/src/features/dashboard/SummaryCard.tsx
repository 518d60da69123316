import type { ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetSummary } from '@armada/domain';
import type { DashboardScope } from './dashboardScope';
import { useFleetSummary } from './fleetSummaryApi';

export type SummaryCardProps = {
  title: ReactNode;
  scope: DashboardScope;
  extra?: ReactNode;
  /** The card's body from the summary; null when it has nothing to show. */
  children: (summary: FleetSummary) => ReactNode | null;
};

/** A dashboard card fed by the fleet summary: a skeleton while it loads, an empty card when it fails or has nothing. */
export function SummaryCard({ title, scope, extra, children }: SummaryCardProps) {
  const { t } = useTranslation('dashboard');
  const summary = useFleetSummary(scope);
  const body = summary.data ? children(summary.data) : null;
  return (
    <Card title={title} size="small" extra={extra}>
      {summary.isPending && summary.fetchStatus !== 'idle' ? (
        <Skeleton active />
      ) : (
        (body ?? <Empty description={t('summary.nothing')} />)
      )}
    </Card>
  );
}
