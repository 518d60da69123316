import { useSyncExternalStore } from 'react';
import { useLiveHub } from '../live/useLive';
import { alertInbox, type AlertInbox, type InboxSnapshot } from './alertInbox';

/** The tab's live alerts and how many arrived since the feed was last looked at. */
export function useAlertInbox(): InboxSnapshot & { inbox: AlertInbox } {
  const inbox = alertInbox(useLiveHub());
  const snapshot = useSyncExternalStore(inbox.subscribe, inbox.getSnapshot);
  return { ...snapshot, inbox };
}
