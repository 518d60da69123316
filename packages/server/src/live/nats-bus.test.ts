import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus } from './bus.js';
import { createBus, createNatsBus } from './nats-bus.js';
import { createLiveHub } from './live-hub.js';
import { sessionsChanged } from '../auth/session-end.js';

const NATS_URL = process.env.TEST_NATS_URL ?? '';
if (!NATS_URL) throw new Error('the nats project runs only with TEST_NATS_URL set (see vitest.config.ts)');

/** Resolves with the `nth` payload (1-based) a handler collected, or rejects after `ms`. */
function nthPayload(received: unknown[], nth: number, ms = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const poll = () => {
      if (received.length >= nth) resolve(received[nth - 1]);
      else if (Date.now() > deadline) reject(new Error(`nothing received within ${ms} ms`));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The `nats` project of vitest.config.ts runs this where TEST_NATS_URL names a NATS server with JetStream.
describe('NATS JetStream bus', () => {
  let publisher: Bus;
  let subscriber: Bus;
  // A subject of our own, so parallel runs on the same server do not see each other's messages.
  const subject = `armada.test.${randomUUID()}`;

  beforeAll(async () => {
    publisher = await createNatsBus(NATS_URL);
    subscriber = await createNatsBus(NATS_URL);
  });
  afterAll(async () => {
    await publisher.close();
    await subscriber.close();
  });

  it('delivers a JSON payload published on one node to another, new messages only', async () => {
    publisher.publish(subject, { imei: 'before', n: 0 });
    await settle(100);
    const received: unknown[] = [];
    const stop = subscriber.subscribe(subject, (payload) => received.push(payload));
    await subscriber.ready();
    publisher.publish(subject, { imei: '356307042441013', n: 1 });
    expect(await nthPayload(received, 1)).toEqual({ imei: '356307042441013', n: 1 });
    expect(received).toHaveLength(1);
    stop();
  });

  it('fans one consumer out to every handler, and stops delivering after unsubscribe', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = subscriber.subscribe(subject, (payload) => first.push(payload));
    const stopSecond = subscriber.subscribe(subject, (payload) => second.push(payload));
    await subscriber.ready();
    publisher.publish(subject, { n: 2 });
    expect(await nthPayload(first, 1)).toEqual({ n: 2 });
    expect(await nthPayload(second, 1)).toEqual({ n: 2 });
    stopFirst();
    publisher.publish(subject, { n: 3 });
    expect(await nthPayload(second, 2)).toEqual({ n: 3 });
    expect(first).toHaveLength(1);
    stopSecond();
    publisher.publish(subject, { n: 4 });
    await settle(300);
    expect(second).toHaveLength(2);
  });

  it('M5, L3: a session change announced on one node makes the live sockets of that user on another check again', async () => {
    const hub = createLiveHub(subscriber, { error: () => undefined, warn: () => undefined });
    const userId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    const rechecked: number[] = [];
    const client = (id: number) => ({
      userId: id,
      accepts: () => false,
      push: () => undefined,
      recheck: () => void rechecked.push(id),
    });
    hub.join(client(userId));
    hub.join(client(userId + 1));
    await subscriber.ready();
    sessionsChanged({ bus: publisher }, [userId]);
    expect(await nthPayload(rechecked, 1, 1000)).toBe(userId);
    await settle(200);
    expect(rechecked).toEqual([userId]);
    hub.close();
  });

  it('closes cleanly, and createBus picks NATS for a URL and memory without one', async () => {
    const bus = await createBus(NATS_URL);
    expect(bus.kind).toBe('nats');
    bus.subscribe(subject, () => undefined);
    await bus.ready();
    await expect(bus.close()).resolves.toBeUndefined();
    const memory = await createBus(undefined);
    expect(memory.kind).toBe('memory');
    await memory.close();
  });

  it('fails with a clear message when the server is not reachable', async () => {
    await expect(createNatsBus('nats://127.0.0.1:1')).rejects.toThrow(
      /NATS at nats:\/\/127\.0\.0\.1:1 is not reachable/,
    );
  });
});
