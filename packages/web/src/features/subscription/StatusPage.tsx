import { Badge, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SubscriptionStatusRow } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../components/formatDate';
import { useSubscriptionStatus } from './subscriptionApi';

const STATE_BADGE = { none: 'default', active: 'success', grace: 'warning', lapsed: 'error' } as const;

/** /subscription/status and /subscription/detail: each vehicle of the organisation with its subscription. */
export function StatusPage() {
  const { t } = useTranslation('subscription');
  const status = useSubscriptionStatus();
  return (
    <>
      <PageTitle>{t('status.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('status.rule')}</Typography.Paragraph>
      <Card>
        <Table<SubscriptionStatusRow>
          rowKey="vehicle_id"
          loading={status.isLoading}
          dataSource={status.data ?? []}
          columns={[
            { title: t('field.vehicle'), render: (_, row) => row.vehicle_number ?? row.vehicle_name },
            { title: t('field.vehicle_name'), dataIndex: 'vehicle_name' },
            { title: t('field.plan_code'), render: (_, row) => row.plan_code ?? t('status.included') },
            { title: t('field.starts_at'), render: (_, row) => formatDateTime(row.starts_at) },
            { title: t('field.ends_at'), render: (_, row) => formatDateTime(row.ends_at) },
            {
              title: t('field.state'),
              render: (_, row) => <Badge status={STATE_BADGE[row.state]} text={t(`state.${row.state}`)} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
