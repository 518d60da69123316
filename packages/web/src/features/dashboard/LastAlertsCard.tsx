import { Card, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_LIST_PATH, type NotificationPage } from '@armada/domain';
import { apiGet } from '../../api/client';
import { LinkButton } from '../../components/LinkButton';
import { AlertRow } from '../alerts/AlertRow';
import { fromRow, momentOf, type AlertItem } from '../alerts/alertItem';
import { useNow } from '../alerts/useNow';
import { vehicleFocusUrl } from '../maps/search/urlFocus';

/** The dashboard's list of the latest alerts (spec: last 5 alerts). */
export const LAST_ALERTS = 5;
const ALERTS_PATH = '/alert';

/** The fleet's last five alerts, newest first; one opens its vehicle's history at that moment. */
export function LastAlertsCard() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const now = useNow();
  const alerts = useQuery({
    queryKey: ['notification', 'list', 'activity', 'dashboard'],
    queryFn: () =>
      apiGet<NotificationPage>(NOTIFICATION_LIST_PATH, { page: 1, limit: LAST_ALERTS, filter: 'activity' }),
  });
  const items = (alerts.data?.data ?? []).map(fromRow);
  const open = (item: AlertItem) => {
    if (item.imei) void navigate(vehicleFocusUrl(item.imei, momentOf(item)));
  };
  return (
    <Card
      title={t('last_alerts')}
      size="small"
      extra={
        <LinkButton to={ALERTS_PATH} type="link">
          {t('all_alerts')}
        </LinkButton>
      }
      styles={{ body: { padding: 0 } }}
    >
      {alerts.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description={t('no_alerts')} />
      ) : (
        items.map((item) => <AlertRow key={item.key} item={item} now={now} mobile onOpen={open} />)
      )}
    </Card>
  );
}
