import type { LiveServerMessage, MonitoringVehicle } from '@armada/domain';
import type { LiveHub } from '../live/liveHub';
import { createFleetStore, type FleetStore } from './fleetStore';

/** Queued messages applied at once when no screen flushes (nobody on a fleet screen), so the queue stays small. */
const MAX_PENDING = 5_000;

export type SharedFleet = {
  store: FleetStore;
  /** Loads a monitoring list once: the same list again (a screen opened anew) keeps the live-updated store. */
  load: (list: readonly MonitoringVehicle[]) => void;
  flush: () => number;
};

const FLEETS = new WeakMap<LiveHub, SharedFleet>();

/**
 * One fleet store per live hub: every fleet screen (map, explorer, wall) reads the same store, and
 * it keeps following the socket while the user is on other screens, so returning is instant and current.
 */
export function sharedFleet(hub: LiveHub): SharedFleet {
  const existing = FLEETS.get(hub);
  if (existing) return existing;
  const fleet = createSharedFleet(hub);
  FLEETS.set(hub, fleet);
  return fleet;
}

export function createSharedFleet(hub: LiveHub): SharedFleet {
  const store = createFleetStore();
  let pending = 0;
  let loaded: readonly MonitoringVehicle[] | null = null;
  const flush = () => {
    pending = 0;
    return store.flush(Date.now());
  };
  const take = (message: LiveServerMessage) => {
    store.enqueue(message);
    pending += 1;
    if (pending >= MAX_PENDING) flush();
  };
  hub.subscribe('vehicle', take);
  hub.subscribe('status', take);
  store.setLive(hub.getStatus());
  hub.subscribeStatus(() => store.setLive(hub.getStatus()));
  return {
    store,
    load: (list) => {
      if (list === loaded) return;
      loaded = list;
      store.load(list);
    },
    flush,
  };
}
