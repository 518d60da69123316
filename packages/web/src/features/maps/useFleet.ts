import { useEffect, useState, useSyncExternalStore } from 'react';
import { getAuth } from '../auth/authStore';
import { currentPath, rememberRedirect } from '../auth/redirectStorage';
import { goTo } from '../../app/navigation';
import { useAuth } from '../auth/useAuth';
import { createFleetStore, type FleetSnapshot } from './fleetStore';
import { connectLive } from './liveSocket';
import { useMonitoringList } from './mapsApi';

const FLUSH_MS = 500;

/** As the API client does on a 401: remember where the user was and sign out. */
function sessionEnded(): void {
  rememberRedirect(currentPath());
  goTo('/logout', true);
}

export type Fleet = FleetSnapshot & { loading: boolean; error: unknown };

/** The fleet loaded once, then kept current by the live socket; updates reach React every 500 ms at most. */
export function useFleet(): Fleet {
  const { viewer } = useAuth();
  const [store] = useState(createFleetStore);
  const list = useMonitoringList(viewer?.realm_id);

  useEffect(() => {
    if (list.data) store.load(list.data.data);
  }, [list.data, store]);

  useEffect(
    () =>
      connectLive({
        token: () => getAuth().token,
        onMessage: store.enqueue,
        onStatus: store.setLive,
        onSessionEnd: sessionEnded,
      }),
    [store],
  );

  useEffect(() => {
    const id = setInterval(() => store.flush(Date.now()), FLUSH_MS);
    return () => clearInterval(id);
  }, [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...snapshot, loading: list.isPending, error: list.error };
}
