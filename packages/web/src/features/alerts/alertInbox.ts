import type { LiveHub } from '../live/liveHub';
import { fromEvent, type AlertItem } from './alertItem';

/** Live alerts kept for the feed: the newest ones of this tab's session. */
const KEEP = 200;

export type InboxSnapshot = { events: readonly AlertItem[]; unseen: number };

export type AlertInbox = {
  getSnapshot: () => InboxSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The user is looking at the feed: nothing is new any more. */
  markSeen: () => void;
};

const INBOXES = new WeakMap<LiveHub, AlertInbox>();

/** The live alerts of one hub, collected from the first time a screen asks (the map's badge or the feed). */
export function alertInbox(hub: LiveHub): AlertInbox {
  const existing = INBOXES.get(hub);
  if (existing) return existing;
  const inbox = createAlertInbox(hub);
  INBOXES.set(hub, inbox);
  return inbox;
}

export function createAlertInbox(hub: LiveHub): AlertInbox {
  let snapshot: InboxSnapshot = { events: [], unseen: 0 };
  const listeners = new Set<() => void>();
  const publish = (next: InboxSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  hub.subscribe('event', ({ data }) => {
    const events = [fromEvent(data), ...snapshot.events].slice(0, KEEP);
    publish({ events, unseen: snapshot.unseen + 1 });
  });
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    markSeen: () => {
      if (snapshot.unseen > 0) publish({ ...snapshot, unseen: 0 });
    },
  };
}
