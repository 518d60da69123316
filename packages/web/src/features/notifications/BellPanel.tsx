import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../alerts/useNow';
import { NotificationItem } from './NotificationItem';
import { useLatestNotifications, useMarkAllRead } from './notificationsApi';

export type BellPanelProps = { open: boolean; onClose: () => void };

const PANEL_STYLE = { width: 'min(380px, calc(100vw - 24px))', margin: -12 } as const;

/** The bell's dropdown: the newest notifications of every tab, mark all read, and the way to the centre. */
export function BellPanel({ open, onClose }: BellPanelProps) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications(open);
  const markAll = useMarkAllRead();
  const now = useNow();
  const rows = latest.data?.data ?? [];
  return (
    <div style={PANEL_STYLE} role="dialog" aria-label={t('bell.latest')}>
      <Flex justify="space-between" align="center" style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>{t('bell.latest')}</Typography.Text>
        <Button size="small" type="link" loading={markAll.isPending} onClick={() => markAll.mutate(undefined)}>
          {t('mark_all_read')}
        </Button>
      </Flex>
      <Spin spinning={latest.isFetching}>
        <div style={{ maxHeight: 420, overflowY: 'auto' }}>
          {rows.length === 0 && !latest.isFetching ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
          ) : (
            rows.map((row) => <NotificationItem key={row.id} row={row} now={now} />)
          )}
        </div>
      </Spin>
      <div style={{ padding: '10px 12px', textAlign: 'center' }}>
        <Link to="/notification" onClick={onClose}>
          {t('bell.see_all')}
        </Link>
      </div>
    </div>
  );
}
