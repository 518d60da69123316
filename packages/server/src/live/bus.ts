/**
 * The message bus between ingest and the gateway nodes: in-process by default, NATS JetStream when
 * NATS_URL is set (live/nats-bus.ts), so ingest and gateway can run as separate processes.
 */
export type BusHandler = (payload: unknown) => void;

export type Bus = {
  kind: 'memory' | 'nats';
  publish(subject: string, payload: unknown): void;
  /** Returns the function that ends the subscription. */
  subscribe(subject: string, handler: BusHandler): () => void;
  /** Resolves when every subscription made so far receives messages (NATS sets its consumers up asynchronously). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** Subjects used on the bus. */
export const SUBJECTS = {
  /** A vehicle's state changed: payload `LiveVehicleUpdate`. */
  vehicleState: 'armada.vehicle.state',
  /** A tracker reported properties without a position: payload `LiveStatusUpdate`. */
  vehicleStatus: 'armada.vehicle.status',
  /** An activity event was detected: payload `LiveVehicleEvent` (`{ imei, organization_id, type, time, detail, label }`). */
  vehicleEvent: 'armada.vehicle.event',
  /** A notification for one user (a finished download): payload `LiveUserNotification`. */
  userNotification: 'armada.user.notification',
  /** A user's sessions may have ended (sign-out, access taken away): payload `{ user_id }`; nodes look again. */
  userSessions: 'armada.user.sessions',
  /** Places (geofences, sites, checkpoints) were written: payload `{ organization_id }`; ingest nodes read them again. */
  placesChanged: 'armada.places.changed',
  /** An ingest node took a tracker's connection: payload `TrackerTaken`; the others close that tracker's old one. */
  trackerTaken: 'armada.tracker.taken',
  /** Alert rules were written: payload `{ organization_id }`; the nodes that send alerts read them again. */
  alertRulesChanged: 'armada.alert_rules.changed',
} as const;

export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    publish(subject, payload) {
      for (const handler of handlers.get(subject) ?? []) handler(payload);
    },
    subscribe(subject, handler) {
      const set = handlers.get(subject) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(subject, set);
      return () => set.delete(handler);
    },
    ready: () => Promise.resolve(),
    close: async () => handlers.clear(),
  };
}
