import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@armada/domain';
import { useBanners } from '../announcements/announcementsApi';
import { SimpleMarkdown } from '../announcements/SimpleMarkdown';
import { announcementBodyOf, ANNOUNCEMENT_EXCERPT_LENGTH } from './notificationView';
import { useNotificationText } from './useNotificationText';

export type AnnouncementModalProps = { row: NotificationRow | null; onClose: () => void };

/**
 * An announcement's notification, read in full: the live announcement's text when the banners
 * still hold it (the layout already asks for them), else the part the notification carries.
 */
export function AnnouncementModal({ row, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation('notifications');
  const { text } = useNotificationText();
  const banners = useBanners();
  const id = row?.data.announcement_id;
  const live = banners.data?.find((banner) => banner.id === id);
  const excerpt = row ? announcementBodyOf(row) : '';
  const body = live?.body ?? excerpt;
  const shortened = live === undefined && excerpt.length >= ANNOUNCEMENT_EXCERPT_LENGTH;
  return (
    <Modal open={row !== null} title={row ? text(row) : undefined} onCancel={onClose} footer={null}>
      {body ? <SimpleMarkdown text={shortened ? `${body}…` : body} /> : null}
      {shortened && <Typography.Text type="secondary">{t('announcement.shortened')}</Typography.Text>}
    </Modal>
  );
}
