import type { LiveServerMessage, MonitoringVehicle } from '@armada/domain';
import { applyStatusUpdate, applyVehicleUpdate, rederive, toEntry, type FleetEntry } from './fleetModel';
import type { LiveStatus } from '../live/liveSocket';

export type FleetSnapshot = {
  entries: readonly FleetEntry[];
  byImei: ReadonlyMap<string, FleetEntry>;
  live: LiveStatus;
};

export type FleetStore = {
  load: (vehicles: readonly MonitoringVehicle[]) => void;
  enqueue: (message: LiveServerMessage) => void;
  /** Applies the queued messages at once (one React update for many messages); answers how many vehicles changed. */
  flush: (now: number) => number;
  setLive: (live: LiveStatus) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => FleetSnapshot;
};

function applyMessage(vehicle: MonitoringVehicle, message: LiveServerMessage): MonitoringVehicle {
  if (message.type === 'vehicle') return applyVehicleUpdate(vehicle, message.data);
  if (message.type === 'status') return applyStatusUpdate(vehicle, message.data);
  return vehicle;
}

const imeiOf = (message: LiveServerMessage): string | null =>
  message.type === 'vehicle' || message.type === 'status' ? message.data.imei : null;

export function createFleetStore(): FleetStore {
  const byImei = new Map<string, FleetEntry>();
  let queue: LiveServerMessage[] = [];
  let snapshot: FleetSnapshot = { entries: [], byImei, live: 'connecting' };
  const listeners = new Set<() => void>();

  const publish = (live = snapshot.live) => {
    snapshot = { entries: Array.from(byImei.values()), byImei, live };
    listeners.forEach((listener) => listener());
  };

  const flush = (now: number) => {
    const changed = new Map<string, MonitoringVehicle>();
    for (const message of queue) {
      const imei = imeiOf(message);
      const current = imei === null ? undefined : (changed.get(imei) ?? byImei.get(imei)?.vehicle);
      if (imei !== null && current) changed.set(imei, applyMessage(current, message));
    }
    queue = [];
    for (const [imei, vehicle] of changed) byImei.set(imei, toEntry(rederive(vehicle, now)));
    if (changed.size > 0) publish();
    return changed.size;
  };

  return {
    load: (vehicles) => {
      byImei.clear();
      for (const vehicle of vehicles) byImei.set(vehicle.imei, toEntry(vehicle));
      publish();
    },
    enqueue: (message) => {
      if (imeiOf(message) !== null) queue.push(message);
    },
    flush,
    setLive: (live) => publish(live),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
