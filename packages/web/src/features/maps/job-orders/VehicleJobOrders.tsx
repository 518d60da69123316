import { Empty, List, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOnDutyState, type JobOrder, type JobOrderState } from '@armada/domain';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { formatDateTime } from '../../../components/formatDate';
import { toApiError } from '../../../api/ApiError';
import { useVehicleJobOrders } from '../../../api/jobOrders';

const STATE_COLORS: Record<JobOrderState, string> = {
  active: 'blue',
  'on going': 'green',
  'being resolved': 'orange',
  done: 'default',
  closed: 'default',
};

function JobOrderItem({ order }: { order: JobOrder }) {
  const { t } = useTranslation('jobOrders');
  const when = order.started_at ?? order.planned_start_at;
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <span>
            <Typography.Text strong>{order.number}</Typography.Text>{' '}
            <Tag color={STATE_COLORS[order.status]}>{t(`state.${order.status}`)}</Tag>
          </span>
        }
        description={
          <>
            <div>{order.title}</div>
            <div>{t('detail.route', { origin: order.origin ?? '-', destination: order.destination ?? '-' })}</div>
            <div>{t('detail.driver', { name: order.driver_name ?? '-' })}</div>
            <div>{t(order.started_at ? 'detail.started' : 'detail.planned', { time: formatDateTime(when) })}</div>
          </>
        }
      />
    </List.Item>
  );
}

/** The vehicle's job orders by chassis number, newest first; whether it is on duty now on top. */
export function VehicleJobOrders({ chassis }: { chassis: string | null }) {
  const { t } = useTranslation('jobOrders');
  const orders = useVehicleJobOrders(chassis, true);
  if (chassis === null) return <Empty description={t('detail.no_chassis')} />;
  if (orders.isPending) return <Spin />;
  if (orders.error) return <ErrorMessage error={toApiError(orders.error)} />;
  const onDuty = orders.data.job_orders.some((order) => isOnDutyState(order.status));
  return (
    <section aria-label={t('detail.title')}>
      <Typography.Title level={5}>
        {t('detail.title')}{' '}
        <Tag color={onDuty ? 'green' : 'default'}>{t(onDuty ? 'filter.on_duty_plain' : 'filter.standby_plain')}</Tag>
      </Typography.Title>
      {orders.data.job_orders.length === 0 ? (
        <Empty description={t('detail.none')} />
      ) : (
        <List
          size="small"
          dataSource={orders.data.job_orders}
          rowKey="id"
          renderItem={(order) => <JobOrderItem order={order} />}
        />
      )}
    </section>
  );
}
