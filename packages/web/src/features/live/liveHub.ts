import type { LiveServerMessage } from '@armada/domain';
import type { LiveStatus } from './liveSocket';

export type LiveMessageType = LiveServerMessage['type'];
export type LiveMessageOf<T extends LiveMessageType> = Extract<LiveServerMessage, { type: T }>;
export type LiveHandler<T extends LiveMessageType> = (message: LiveMessageOf<T>) => void;

/** The tab's live state as consumers see it: messages by type and the connection status. */
export type LiveHub = {
  /** Hands a server message to the handlers of its type. */
  dispatch: (message: LiveServerMessage) => void;
  subscribe: <T extends LiveMessageType>(type: T, handler: LiveHandler<T>) => () => void;
  setStatus: (status: LiveStatus) => void;
  getStatus: () => LiveStatus;
  subscribeStatus: (listener: () => void) => () => void;
};

/** A handler's failure must not keep the message from the others: it is rethrown outside the loop. */
function rethrowLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/** The fan-out behind the one socket: any number of subscribers per message type, no I/O of its own. */
export function createLiveHub(initial: LiveStatus = 'connecting'): LiveHub {
  const handlers = new Map<LiveMessageType, Set<(message: LiveServerMessage) => void>>();
  const statusListeners = new Set<() => void>();
  let status = initial;

  return {
    dispatch: (message) => {
      for (const handler of [...(handlers.get(message.type) ?? [])]) {
        try {
          handler(message);
        } catch (error) {
          rethrowLater(error);
        }
      }
    },
    subscribe: (type, handler) => {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      // The map holds handlers of every type; dispatch only hands each one messages of its own.
      const wrapped = handler as (message: LiveServerMessage) => void;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    setStatus: (next) => {
      if (next === status) return;
      status = next;
      statusListeners.forEach((listener) => listener());
    },
    getStatus: () => status,
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}

/** What consumers get where no socket is open (no view_realtime): silence, shown as offline. */
export const IDLE_HUB: LiveHub = createLiveHub('offline');
