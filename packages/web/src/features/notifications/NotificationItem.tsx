import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { ExpiredLabel } from './ExpiredLabel';
import { NotificationAction } from './NotificationAction';
import { NotificationTypeTag } from './NotificationTypeTag';
import { isExpiredRow } from './notificationView';
import { useNotificationText } from './useNotificationText';
import './notifications.css';

export type NotificationItemProps = { row: NotificationRow; now: number };

/** One notification as a compact card: the phone's list and the bell's dropdown. */
export function NotificationItem({ row, now }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { text } = useNotificationText();
  const expired = isExpiredRow(row, now);
  const classes = ['armada-notification-item', row.read ? '' : 'is-unread', expired ? 'is-expired' : ''];
  return (
    <article
      className={classes.join(' ').trim()}
      title={expired ? t('download.expired') : undefined}
      data-testid="notification-item"
    >
      <span style={{ gridArea: 'type' }}>
        <NotificationTypeTag row={row} />
      </span>
      <Typography.Text type="secondary" style={{ gridArea: 'time', fontSize: 12 }}>
        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </Typography.Text>
      <Typography.Paragraph style={{ gridArea: 'text', margin: 0 }} ellipsis={{ rows: 2 }} disabled={expired}>
        {text(row)}
      </Typography.Paragraph>
      <span style={{ gridArea: 'state' }}>
        {expired ? <ExpiredLabel /> : !row.read && <Badge status="processing" text={t('unread')} />}
      </span>
      <span style={{ gridArea: 'action' }}>
        <NotificationAction row={row} now={now} compact />
      </span>
    </article>
  );
}
