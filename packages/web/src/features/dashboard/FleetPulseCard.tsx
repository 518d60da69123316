import { Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../components/formatNumber';
import type { DashboardScope } from './dashboardScope';
import { SummaryCard } from './SummaryCard';

/** Each count, its notice and the list behind it (the viewer's whole fleet: linked for the brand's figures). */
const COUNTS = [
  { key: 'activated_recently', notice: 'notice.window', to: '/activation/vehicle?activation_status=2&sort=-activation_date' },
  { key: 'not_updated', notice: 'notice.two_days', to: '/vehicle/not-updated' },
  { key: 'alerts_recently', notice: 'notice.window', to: '/alert' },
] as const;

/** Vehicles activated and alerts raised in the last 14 days, and vehicles silent for 2 x 24 hours. */
export function FleetPulseCard({ scope }: { scope: DashboardScope }) {
  const { t } = useTranslation('dashboard');
  return (
    <SummaryCard title={t('pulse.title')} scope={scope}>
      {(summary) => (
        <Row gutter={[16, 16]}>
          {COUNTS.map((count) => {
            const value = decimal(summary[count.key], 0);
            return (
              <Col key={count.key} xs={24} sm={8}>
                <Statistic
                  title={t(`pulse.${count.key}`)}
                  valueRender={() => (scope.by === 'brand' ? <Link to={count.to}>{value}</Link> : value)}
                />
                <Typography.Text type="secondary">{t(count.notice)}</Typography.Text>
              </Col>
            );
          })}
        </Row>
      )}
    </SummaryCard>
  );
}
