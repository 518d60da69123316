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
  /**
   * Messages arriving within this window after a frame go out together as one JSON array: a busy
   * fleet costs the browser a few frames a second, not thousands. 0 sends every message alone.
   */
  batchMs?: number;
};

/** A message to deliver, with its text serialised once for all clients. */
export type Outgoing = { message: LiveServerMessage; text: string };

/** Frames carry at most this many messages, so none is too large to parse in one go. */
const MAX_FRAME_MESSAGES = 500;

/** One frame: a message alone, or several as a JSON array of the texts already serialised. */
export const frameOf = (texts: readonly string[]): string =>
  texts.length === 1 ? (texts[0] ?? '') : `[${texts.join(',')}]`;

/**
 * What a live client has not yet been sent. A fast client gets a message at once when the line was
 * quiet, else with the others of the batch window; a slow one (socket buffer above the high-water
 * mark) gets the newest state per vehicle when its buffer drains, not a queue that grows without bound.
 */
export function createOutbox(socket: OutboxSocket, options: OutboxOptions = {}) {
  const highWater = options.highWaterBytes ?? 1_048_576;
  const pollMs = options.pollMs ?? 50;
  const maxPending = options.maxPending ?? 20_000;
  const batchMs = options.batchMs ?? 50;
  const pending = new Map<string, LiveServerMessage>();
  let timer: NodeJS.Timeout | null = null;
  let batch: Outgoing[] = [];
  let batchTimer: NodeJS.Timeout | null = null;
  let eventSeq = 0;

  function sendFrames(texts: string[]): void {
    for (let i = 0; i < texts.length; i += MAX_FRAME_MESSAGES)
      socket.send(frameOf(texts.slice(i, i + MAX_FRAME_MESSAGES)));
  }

  /** The backlog, a frame at a time while the socket's buffer has room. */
  function flush(): void {
    timer = null;
    while (pending.size > 0 && socket.bufferedAmount <= highWater) {
      const texts: string[] = [];
      for (const [key, message] of pending) {
        pending.delete(key);
        texts.push(JSON.stringify(message));
        if (texts.length >= MAX_FRAME_MESSAGES) break;
      }
      socket.send(frameOf(texts));
    }
    if (pending.size > 0) timer = setTimeout(flush, pollMs);
  }

  /** The window's messages in one frame; the window stays open while messages keep coming. */
  function sendBatch(): void {
    batchTimer = null;
    if (batch.length === 0) return;
    const out = batch;
    batch = [];
    if (socket.bufferedAmount > highWater) out.forEach((item) => hold(item.message));
    else sendFrames(out.map((item) => item.text));
    batchTimer = setTimeout(sendBatch, batchMs);
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
      if (pending.size > 0 || socket.bufferedAmount > highWater) hold(out.message);
      else if (batchMs <= 0) socket.send(out.text);
      else if (batchTimer) batch.push(out);
      else {
        socket.send(out.text);
        batchTimer = setTimeout(sendBatch, batchMs);
      }
    },
    /** Messages waiting for a slow client (for tests and metrics). */
    pendingCount: () => pending.size,
    close(): void {
      if (timer) clearTimeout(timer);
      if (batchTimer) clearTimeout(batchTimer);
      timer = null;
      batchTimer = null;
      batch = [];
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
