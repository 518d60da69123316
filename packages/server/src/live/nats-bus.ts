import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { createMemoryBus, type Bus, type BusHandler } from './bus.js';

/** The part of a logger the bus needs (pino and Fastify's logger fit). */
export type BusLog = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

const silent: BusLog = { error: () => undefined, warn: () => undefined };

export const LIVE_STREAM = 'ARMADA_LIVE';

/**
 * Live updates are worth seconds, not history: kept in memory for 5 minutes at most (enough for an
 * ordered consumer to resume after a blip), bounded in size so a stalled gateway cannot fill the server.
 */
async function ensureStream(jsm: JetStreamManager): Promise<void> {
  const exists = await jsm.streams.info(LIVE_STREAM).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await jsm.streams.add({
    name: LIVE_STREAM,
    subjects: ['armada.>'],
    storage: StorageType.Memory,
    retention: RetentionPolicy.Limits,
    max_age: nanos(5 * 60_000),
    max_bytes: 256 * 1024 * 1024,
  });
}

type Topic = { handlers: Set<BusHandler>; messages: Promise<ConsumerMessages | null> };

/**
 * The bus on NATS JetStream. Each subject a node listens to gets one ordered, ephemeral consumer
 * delivering only new messages, fanned out to the node's handlers: every gateway node sees every update.
 */
export async function createNatsBus(url: string, log: BusLog = silent): Promise<Bus> {
  let nc: NatsConnection;
  try {
    nc = await connect({ servers: url, name: 'armada' });
  } catch (error) {
    throw new Error(`NATS at ${url} is not reachable: ${(error as Error).message}`, { cause: error });
  }
  try {
    await ensureStream(await jetstreamManager(nc));
  } catch (error) {
    await nc.close();
    throw new Error(`NATS at ${url} has no usable JetStream: ${(error as Error).message}`, { cause: error });
  }
  const js = jetstream(nc);
  const topics = new Map<string, Topic>();

  function dispatch(topic: Topic, subject: string, data: () => unknown): void {
    let payload: unknown;
    try {
      payload = data();
    } catch (error) {
      log.warn({ err: error, subject }, 'bus message is not JSON');
      return;
    }
    for (const handler of topic.handlers) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error, subject }, 'bus handler failed');
      }
    }
  }

  function openTopic(subject: string): Topic {
    const topic: Topic = { handlers: new Set(), messages: Promise.resolve(null) };
    topic.messages = consumeNew(js, subject, (data) => dispatch(topic, subject, data)).catch((error: unknown) => {
      log.error({ err: error, subject }, 'bus subscription failed');
      return null;
    });
    topics.set(subject, topic);
    return topic;
  }

  return {
    kind: 'nats',
    publish(subject, payload) {
      js.publish(subject, JSON.stringify(payload)).catch((error: unknown) =>
        log.error({ err: error, subject }, 'bus publish failed'),
      );
    },
    subscribe(subject, handler) {
      const topic = topics.get(subject) ?? openTopic(subject);
      topic.handlers.add(handler);
      return () => {
        topic.handlers.delete(handler);
        if (topic.handlers.size > 0 || topics.get(subject) !== topic) return;
        topics.delete(subject);
        void topic.messages.then((messages) => messages?.close());
      };
    },
    async ready() {
      await Promise.all([...topics.values()].map((topic) => topic.messages));
    },
    async close() {
      const open = [...topics.values()];
      topics.clear();
      await Promise.all(open.map((topic) => topic.messages.then((messages) => messages?.close())));
      await nc.drain();
    },
  };
}

/**
 * An ordered consumer of new messages on one subject. `consumers.get` creates it on the server, so
 * once this resolves every later publish reaches it; the library recreates it after a server blip.
 */
async function consumeNew(
  js: JetStreamClient,
  subject: string,
  onData: (data: () => unknown) => void,
): Promise<ConsumerMessages> {
  const consumer = await js.consumers.get(LIVE_STREAM, {
    filter_subjects: subject,
    deliver_policy: DeliverPolicy.New,
  });
  return consumer.consume({ callback: (message) => onData(() => message.json<unknown>()) });
}

/** NATS JetStream when a URL is given, otherwise the in-process bus. */
export async function createBus(natsUrl?: string, log?: BusLog): Promise<Bus> {
  return natsUrl ? createNatsBus(natsUrl, log) : createMemoryBus();
}
