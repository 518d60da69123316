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

/** The user a notification payload is for. */
function userIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { user_id: userId } = payload as { user_id?: unknown };
  return typeof userId === 'number' ? userId : null;
}

/**
 * The users an event is held from (their alert rules do not let it through, modules/alert-rule) and
 * the event without that list, which no browser sees.
 */
function heldFrom(payload: object): { hold: readonly number[]; data: unknown } {
  const { hold, ...data } = payload as { hold?: unknown };
  if (!Array.isArray(hold)) return { hold: [], data: payload };
  return { hold: hold.filter((id): id is number => typeof id === 'number'), data };
}

/** Hands one message to every client that wants it, serialised once and only if someone does. */
function fanOut(
  clients: Iterable<LiveClient>,
  wants: (client: LiveClient) => boolean,
  message: LiveServerMessage,
  log: BusLog,
) {
  let out: Outgoing | undefined;
  for (const client of clients) {
    if (!wants(client)) continue;
    out ??= { message, text: JSON.stringify(message) };
    try {
      client.push(out);
    } catch (error) {
      log.warn({ err: error, type: message.type }, 'live push failed');
    }
  }
}

/**
 * One bus subscription per subject for the whole node, fanned out to the sockets that may see the
 * vehicle (or, for a user's notification, to that user's sockets).
 */
export function createLiveHub(bus: Bus, log: BusLog) {
  const clients = new Set<LiveClient>();

  const route = (type: (typeof ROUTES)[number][1]) => (payload: unknown) => {
    const imei = imeiOf(payload);
    if (imei === null) return;
    const { hold, data } = heldFrom(payload as object);
    const wants = (client: LiveClient) => client.accepts(imei) && !hold.includes(client.userId);
    fanOut(clients, wants, { type, data } as LiveServerMessage, log);
  };
  const toUser = (payload: unknown) => {
    const userId = userIdOf(payload);
    if (userId === null) return;
    fanOut(
      clients,
      (client) => client.userId === userId,
      { type: 'notification', data: payload } as LiveServerMessage,
      log,
    );
  };
  // Sign-out or access taken away: that user's sockets check their session at once (reviews M5, L3).
  const recheckUser = (payload: unknown) => {
    const userId = userIdOf(payload);
    for (const client of clients) if (client.userId === userId) client.recheck();
  };
  const stops = [
    ...ROUTES.map(([subject, type]) => bus.subscribe(subject, route(type))),
    bus.subscribe(SUBJECTS.userNotification, toUser),
    bus.subscribe(SUBJECTS.userSessions, recheckUser),
  ];

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
