import type { LiveServerMessage } from '@armada/domain';

/** The part of a WebSocket the outbox uses. */
export type OutboxSocket = { readonly bufferedAmount: number; send(data: string): void };

export type OutboxOptions = {
  /** Above this many unsent bytes the client counts as slow and updates wait, coalesced. */
  highWaterBytes?: number;
  /** How often a slow client's buffer is looked at again. */
  pollMs?: number;
  /** Events and notifications are never coalesced; past this many waiting messages the oldest go. */
  maxPending?: number;
};

/** A message to deliver, with its text serialised once for all clients. */
export type Outgoing = { message: LiveServerMessage; text: string };

/**
 * What a live client has not yet been sent. A fast client gets every message at once; a slow one
 * (socket buffer above the high-water mark) gets the newest state per vehicle when its buffer
 * drains, not a queue that grows without bound.
 */
export function createOutbox(socket: OutboxSocket, options: OutboxOptions = {}) {
  const highWater = options.highWaterBytes ?? 1_048_576;
  const pollMs = options.pollMs ?? 50;
  const maxPending = options.maxPending ?? 20_000;
  const pending = new Map<string, LiveServerMessage>();
  let timer: NodeJS.Timeout | null = null;
  let eventSeq = 0;

  function flush(): void {
    timer = null;
    for (const [key, message] of pending) {
      if (socket.bufferedAmount > highWater) break;
      pending.delete(key);
      socket.send(JSON.stringify(message));
    }
    if (pending.size > 0) timer = setTimeout(flush, pollMs);
  }

  function hold(message: LiveServerMessage): void {
    const key = keyOf(message, () => (eventSeq += 1));
    const merged = coalesce(pending.get(key), message);
    pending.delete(key);
    pending.set(key, merged);
    if (pending.size > maxPending) {
      const oldest = pending.keys().next().value;
      if (oldest !== undefined) pending.delete(oldest);
    }
    timer ??= setTimeout(flush, pollMs);
  }

  return {
    push(out: Outgoing): void {
      if (pending.size === 0 && socket.bufferedAmount <= highWater) socket.send(out.text);
      else hold(out.message);
    },
    /** Messages waiting for a slow client (for tests and metrics). */
    pendingCount: () => pending.size,
    close(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

function keyOf(message: LiveServerMessage, nextEvent: () => number): string {
  switch (message.type) {
    case 'vehicle':
    case 'status':
      return `${message.type}:${message.data.imei}`;
    case 'event':
    case 'notification':
      return `${message.type}:${nextEvent()}`;
    case 'ready':
      return 'ready';
  }
}

/** The newer position wins; status-only properties add up, so none is lost while waiting. */
function coalesce(held: LiveServerMessage | undefined, next: LiveServerMessage): LiveServerMessage {
  if (held?.type === 'vehicle' && next.type === 'vehicle') return next.data.time >= held.data.time ? next : held;
  if (held?.type === 'status' && next.type === 'status') {
    return { type: 'status', data: { ...next.data, properties: { ...held.data.properties, ...next.data.properties } } };
  }
  return next;
}
