import { useContext, useSyncExternalStore } from 'react';
import type { LiveStatus } from './liveSocket';
import { LiveContext } from './liveContext';
import { IDLE_HUB, type LiveHub } from './liveHub';

/** The tab's live hub (an idle one where the user may not see live data); subscribe to it by message type. */
export function useLiveHub(): LiveHub {
  return useContext(LiveContext) ?? IDLE_HUB;
}

/** Whether live messages are arriving: connecting, live or offline. */
export function useLiveStatus(): LiveStatus {
  const hub = useLiveHub();
  return useSyncExternalStore(hub.subscribeStatus, hub.getStatus);
}
