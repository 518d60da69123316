import { useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UNREAD_COUNT_CAP } from '@armada/domain';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { AnnouncementReader } from './AnnouncementReader';
import { BellPanel } from './BellPanel';
import { useLiveNotifications } from './useLiveNotifications';
import { useUnread } from './useUnread';

// The dark header's icon colour (app.css); the badge around the icon would otherwise make it black.
const BELL_STYLE = { color: 'rgba(255, 255, 255, 0.85)', fontSize: 18 } as const;

/** The header's bell: the unread count, kept live; a click shows the latest few. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  // Following a notification (a vehicle on the map, the centre) closes the dropdown.
  const { key } = useLocation();
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    setOpen(false);
  }
  const unread = useUnread();
  const mobile = useIsMobile();
  useLiveNotifications();
  const count = unread.data?.total ?? 0;
  const label = t('bell.label', { count: count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : count });
  // An announcement read from the panel opens in a modal beside it; the panel gives way.
  return (
    <AnnouncementReader onRead={() => setOpen(false)}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        // On a phone the bell sits mid-header: a centred panel stays on the screen.
        placement={mobile ? 'bottom' : 'bottomRight'}
        arrow={false}
        content={<BellPanel open={open} onClose={() => setOpen(false)} />}
      >
        <Button
          type="text"
          className="armada-header-button"
          aria-label={label}
          title={label}
          data-testid="notification-bell"
          icon={
            <Badge count={count} size="small" overflowCount={UNREAD_COUNT_CAP - 1} offset={[2, -2]}>
              <BellOutlined style={BELL_STYLE} />
            </Badge>
          }
        />
      </Popover>
    </AnnouncementReader>
  );
}
