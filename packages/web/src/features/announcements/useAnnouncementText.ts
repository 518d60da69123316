import { useTranslation } from 'react-i18next';
import type { Announcement } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { realmsOf, toEveryone } from './announcementView';

/** An announcement's audience and period as the list and the view write them. */
export function useAnnouncementText() {
  const { t } = useTranslation(['announcements', 'common']);
  return {
    audience: (row: Pick<Announcement, 'realm_ids' | 'organization_ids' | 'organization_names'>) =>
      toEveryone(row)
        ? t('field.everyone')
        : [...realmsOf(row.realm_ids).map((realm) => t(`common:realm.${realm}`)), ...row.organization_names].join(', '),
    period: (row: Pick<Announcement, 'publish_at' | 'end_at'>) =>
      `${formatDateTime(row.publish_at)} – ${row.end_at ? formatDateTime(row.end_at) : t('field.no_end')}`,
  };
}
