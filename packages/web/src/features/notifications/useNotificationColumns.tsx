import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { ExpiredLabel } from './ExpiredLabel';
import { NotificationAction } from './NotificationAction';
import { NotificationTypeTag } from './NotificationTypeTag';
import { isExpiredRow } from './notificationView';
import { useNotificationText } from './useNotificationText';

/** The desktop table's columns: type, time (DD MMM YYYY HH:mm), text, action. */
export function useNotificationColumns(now: number): DataColumn<NotificationRow, never>[] {
  const { t } = useTranslation('notifications');
  const { text } = useNotificationText();
  return [
    {
      key: 'type',
      title: t('columns.type'),
      width: 220,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          {!row.read && <Badge status="processing" title={t('unread')} />}
          <NotificationTypeTag row={row} />
        </Flex>
      ),
    },
    {
      key: 'created_at',
      title: t('columns.time'),
      width: 170,
      render: (_value, row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
    {
      key: 'text',
      title: t('columns.text'),
      render: (_value, row) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong={!row.read} disabled={isExpiredRow(row, now)}>
            {text(row)}
          </Typography.Text>
          {isExpiredRow(row, now) && <ExpiredLabel />}
        </Flex>
      ),
    },
    {
      key: 'action',
      title: t('columns.action'),
      width: 170,
      render: (_value, row) => <NotificationAction row={row} now={now} />,
    },
  ];
}

/** Greyed when expired, marked when unread. */
export function rowClassOf(now: number) {
  return (row: NotificationRow): string =>
    [isExpiredRow(row, now) ? 'armada-notification-expired' : '', row.read ? '' : 'armada-notification-unread']
      .join(' ')
      .trim();
}
