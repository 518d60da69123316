import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { IngestEvents } from '../../ingest/pipeline.js';
import { createMemoryBus, type Bus } from '../../live/bus.js';
import { COMMAND_SUBJECTS } from './command-bus.js';
import { createCommandDispatcher } from './command-dispatcher.js';
import { connectCommandRelay } from './command-relay.js';

const silent = { error: () => undefined, warn: () => undefined };

/** A tracker connection that records what it is sent. */
function fakeTracker(family: string) {
  const written: Buffer[] = [];
  const socket = { destroyed: false, writable: true, write: (b: Buffer) => written.push(b) } as unknown as Socket;
  const events = new EventEmitter<IngestEvents>();
  const pipeline = {
    events,
    socketOf: (imei: string) => (imei === '1' ? socket : undefined),
    familyOf: (imei: string) => (imei === '1' ? family : undefined),
  };
  return { written, events, pipeline };
}

describe('command dispatcher and relay on the in-process bus', () => {
  it('answers offline at once when no ingest node holds the connection', async () => {
    const bus = createMemoryBus();
    const tracker = fakeTracker('teltonika');
    connectCommandRelay(tracker.pipeline, bus, silent);
    const dispatcher = createCommandDispatcher(bus);
    expect(await dispatcher.send({ imei: '2', command: 'starter_kill', action: 'on' })).toEqual({ status: 'offline' });
    expect(tracker.written).toHaveLength(0);
  });

  it('times out without an answer, and gives answers to the oldest waiting command first', async () => {
    const bus = createMemoryBus();
    const tracker = fakeTracker('gt06');
    connectCommandRelay(tracker.pipeline, bus, silent, 1000);
    const quick = createCommandDispatcher(bus, { timeoutMs: 30 });
    expect(await quick.send({ imei: '1', command: 'starter_kill', action: 'on' })).toEqual({
      status: 'timeout',
      payload: 'DYD,000000#',
    });
    quick.close();
    const dispatcher = createCommandDispatcher(bus);
    // The relay still waits for an answer to the timed-out command: that answer goes to it, not to these.
    tracker.events.emit('command-answer', '1', 'late');
    const first = dispatcher.send({ imei: '1', command: 'starter_kill', action: 'on' });
    const second = dispatcher.send({ imei: '1', command: 'starter_kill', action: 'off' });
    tracker.events.emit('command-answer', '1', 'one');
    tracker.events.emit('command-answer', '1', 'two');
    expect(await first).toMatchObject({ status: 'answered', payload: 'DYD,000000#', answer: 'one' });
    expect(await second).toMatchObject({ status: 'answered', payload: 'HFYD,000000#', answer: 'two' });
    expect(tracker.written).toHaveLength(3);
  });

  it('over a networked bus waits for an ingest node to report the command sent', async () => {
    const memory = createMemoryBus();
    // Deliveries a moment later, as over NATS.
    const bus: Bus = { ...memory, kind: 'nats', publish: (s, p) => void setTimeout(() => memory.publish(s, p), 5) };
    const tracker = fakeTracker('teltonika');
    connectCommandRelay(tracker.pipeline, bus, silent);
    const dispatcher = createCommandDispatcher(bus, { deliveryMs: 200 });
    const answered = dispatcher.send({ imei: '1', command: 'starter_kill', action: 'off' });
    memory.subscribe(COMMAND_SUBJECTS.report, () => tracker.events.emit('command-answer', '1', 'DOUT1:0 DOUT2:0'));
    expect(await answered).toMatchObject({ status: 'answered', payload: 'setdigout 0', answer: 'DOUT1:0 DOUT2:0' });
    expect(await dispatcher.send({ imei: '9', command: 'starter_kill', action: 'off' })).toEqual({ status: 'offline' });
  });
});
