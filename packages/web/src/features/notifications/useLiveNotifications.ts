import { useEffect, useEffectEvent } from 'react';
import { App } from 'antd';
import type { NotificationRow } from '@armada/domain';
import { useLiveHub } from '../live/useLive';
import { useRefreshUnread } from './notificationsApi';
import { useNotificationText } from './useNotificationText';

/** A busy fleet raises many events a second; the count is asked again at most this often for them. */
const EVENT_REFRESH_MS = 3_000;

/**
 * Keeps the unread count live from the socket: activity events ask for it again (throttled), a
 * finished download at once, with a toast saying the file is ready.
 */
export function useLiveNotifications(): void {
  const hub = useLiveHub();
  const refresh = useRefreshUnread();
  const { message } = App.useApp();
  const { text } = useNotificationText();
  const onRefresh = useEffectEvent(refresh);
  const onNotification = useEffectEvent((row: NotificationRow) => {
    refresh();
    void message.success(text(row));
  });

  useEffect(() => {
    let timer: number | undefined;
    const later = () => {
      timer ??= window.setTimeout(() => {
        timer = undefined;
        onRefresh();
      }, EVENT_REFRESH_MS);
    };
    const stopEvents = hub.subscribe('event', later);
    const stopNotifications = hub.subscribe('notification', ({ data }) => onNotification(data.notification));
    return () => {
      stopEvents();
      stopNotifications();
      window.clearTimeout(timer);
    };
  }, [hub]);
}
