import { hasPermission } from '@armada/domain';
import { useAuth } from '../auth/useAuth';
import { useLiveStatus } from '../live/useLive';
import { useUnreadCount } from './notificationsApi';

/** Without a live socket the count is all there is: asked every 30 s. */
const POLL_MS = 30_000;
/** With one, events and finished downloads arrive pushed; announcements are caught by this slower poll. */
const LIVE_POLL_MS = 120_000;

/** The signed-in user's unread counts, shared by the bell and the centre's tabs. */
export function useUnread() {
  const { viewer } = useAuth();
  const enabled = viewer !== null && hasPermission(viewer, 'list_notification');
  const live = useLiveStatus() === 'live';
  return useUnreadCount(enabled, live ? LIVE_POLL_MS : POLL_MS);
}
