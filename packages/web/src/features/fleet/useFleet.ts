import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/useAuth';
import { useLiveHub } from '../live/useLive';
import type { FleetSnapshot } from './fleetStore';
import { useMonitoringList } from './fleetApi';
import { sharedFleet } from './sharedFleet';

const FLUSH_MS = 500;

export type Fleet = FleetSnapshot & { loading: boolean; error: unknown };

/**
 * The fleet loaded once, then kept current by the tab's live socket (the LiveProvider's); updates
 * reach React every 500 ms at most.
 */
export function useFleet(): Fleet {
  const { viewer } = useAuth();
  const fleet = sharedFleet(useLiveHub());
  const list = useMonitoringList(viewer?.realm_id);

  useEffect(() => {
    if (list.data) fleet.load(list.data.data);
  }, [list.data, fleet]);

  useEffect(() => {
    fleet.flush();
    const id = setInterval(fleet.flush, FLUSH_MS);
    return () => clearInterval(id);
  }, [fleet]);

  const snapshot = useSyncExternalStore(fleet.store.subscribe, fleet.store.getSnapshot);
  return { ...snapshot, loading: list.isPending, error: list.error };
}
