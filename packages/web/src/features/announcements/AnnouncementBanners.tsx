import { useEffect, useEffectEvent } from 'react';
import { Alert, Flex, Tag } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLiveHub } from '../live/useLive';
import { SimpleMarkdown } from './SimpleMarkdown';
import { useBanners, useDismissBanner, useRefreshBanners } from './announcementsApi';

export const BANNER_TEST_ID = 'announcement-banner';

/**
 * The live announcements of the signed-in user's audience, at the top of every screen until dismissed
 * (remembered on the server). A new one arrives with its notification over the live socket.
 */
export function AnnouncementBanners() {
  const { t } = useTranslation('announcements');
  const banners = useBanners();
  const dismiss = useDismissBanner();
  const refresh = useRefreshBanners();
  const hub = useLiveHub();
  const onNotification = useEffectEvent((announcement: unknown) => {
    if (typeof announcement === 'number') refresh();
  });
  useEffect(
    () => hub.subscribe('notification', ({ data }) => onNotification(data.notification.data.announcement_id)),
    [hub],
  );
  const rows = banners.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Flex vertical>
      {rows.map((row) => (
        <Alert
          key={row.id}
          banner
          type={row.promo ? 'success' : 'info'}
          icon={<NotificationOutlined />}
          showIcon
          data-testid={BANNER_TEST_ID}
          data-announcement-id={row.id}
          title={
            <Flex gap={8} align="center" wrap>
              <strong>{row.title}</strong>
              {row.promo && <Tag color="green">{t('banner.promo')}</Tag>}
            </Flex>
          }
          description={row.body ? <SimpleMarkdown text={row.body} /> : undefined}
          closable={{ onClose: () => dismiss.mutate(row.id), 'aria-label': t('banner.dismiss') }}
        />
      ))}
    </Flex>
  );
}
