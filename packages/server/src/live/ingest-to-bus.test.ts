import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Telemetry } from '@armada/domain';
import type { IngestEvents } from '../ingest/pipeline.js';
import { createMemoryBus, SUBJECTS } from './bus.js';
import { connectIngestToBus } from './ingest-to-bus.js';

const row = (imei: string, time: number, speed: number): Telemetry => ({
  imei,
  gpstype: 2,
  time,
  lat: -6.2,
  lng: 106.8,
  alt: 5,
  head: 10,
  speed,
  sat: 10,
  properties: { ign: 1 },
});

describe('connectIngestToBus', () => {
  it('publishes the newest row of each vehicle per stored batch, and status-only properties', () => {
    const events = new EventEmitter<IngestEvents>();
    const bus = createMemoryBus();
    const states: unknown[] = [];
    const statuses: unknown[] = [];
    bus.subscribe(SUBJECTS.vehicleState, (payload) => states.push(payload));
    bus.subscribe(SUBJECTS.vehicleStatus, (payload) => statuses.push(payload));
    const disconnect = connectIngestToBus(events, bus);
    events.emit('stored', [row('a', 2000, 20), row('b', 1000, 5), row('a', 3000, 30), row('a', 1000, 10)]);
    events.emit('status', 'b', { accu: 12.1 });
    expect(states).toEqual([
      expect.objectContaining({ imei: 'a', time: 3000, speed: 30, properties: { ign: 1 } }),
      expect.objectContaining({ imei: 'b', time: 1000, speed: 5 }),
    ]);
    expect(statuses).toEqual([{ imei: 'b', received_at: expect.any(Number), properties: { accu: 12.1 } }]);
    disconnect();
    events.emit('stored', [row('a', 4000, 0)]);
    expect(states).toHaveLength(2);
  });

  it('never lets a bus failure reach ingest', () => {
    const events = new EventEmitter<IngestEvents>();
    const bus = {
      ...createMemoryBus(),
      publish: () => {
        throw new Error('bus down');
      },
    };
    const logged: string[] = [];
    connectIngestToBus(events, bus, { error: (_obj, msg) => logged.push(msg), warn: () => undefined });
    expect(() => events.emit('stored', [row('a', 1, 1)])).not.toThrow();
    expect(logged).toEqual(['live publish failed']);
  });
});
