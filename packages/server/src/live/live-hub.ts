import type { LiveServerMessage } from '@armada/domain';
import { SUBJECTS, type Bus } from './bus.js';
import type { LiveClient } from './live-client.js';
import type { BusLog } from './nats-bus.js';
import type { Outgoing } from './live-outbox.js';

const ROUTES = [
  [SUBJECTS.vehicleState, 'vehicle'],
  [SUBJECTS.vehicleStatus, 'status'],
  [SUBJECTS.vehicleEvent, 'event'],
] as const;

/** The vehicle a bus payload is about; payloads come from our own publishers, so the imei is the check. */
function imeiOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { imei } = payload as { imei?: unknown };
  return typeof imei === 'string' ? imei : null;
}

/**
 * One bus subscription per subject for the whole node, fanned out to the sockets that may see the
 * vehicle. Each message is serialised once, and only when some client wants it.
 */
export function createLiveHub(bus: Bus, log: BusLog) {
  const clients = new Set<LiveClient>();

  const route = (type: (typeof ROUTES)[number][1]) => (payload: unknown) => {
    const imei = imeiOf(payload);
    if (imei === null) return;
    let out: Outgoing | undefined;
    for (const client of clients) {
      if (!client.accepts(imei)) continue;
      if (!out) {
        const message = { type, data: payload } as LiveServerMessage;
        out = { message, text: JSON.stringify(message) };
      }
      try {
        client.push(out);
      } catch (error) {
        log.warn({ err: error, imei }, 'live push failed');
      }
    }
  };
  const stops = ROUTES.map(([subject, type]) => bus.subscribe(subject, route(type)));

  return {
    join(client: LiveClient): () => void {
      clients.add(client);
      return () => clients.delete(client);
    },
    clientCount: () => clients.size,
    close(): void {
      stops.forEach((stop) => stop());
      clients.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
