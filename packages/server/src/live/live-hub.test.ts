import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMemoryBus, SUBJECTS } from './bus.js';
import { createLiveHub } from './live-hub.js';
import type { Outgoing } from './live-outbox.js';

describe('live hub', () => {
  it('holds an event from the users its alert rules hold it from, and no browser sees whom', () => {
    const bus = createMemoryBus();
    const hub = createLiveHub(bus, pino({ level: 'silent' }));
    const got = new Map<number, Outgoing[]>();
    for (const userId of [1, 2, 3])
      hub.join({
        userId,
        accepts: (imei) => imei === '350000000000001' && userId !== 3,
        push: (out) => got.set(userId, [...(got.get(userId) ?? []), out]),
        recheck: () => undefined,
      });
    bus.publish(SUBJECTS.vehicleEvent, { imei: '350000000000001', type: 'in_geofence', hold: [2] });
    expect(got.get(1)?.map((out) => out.text)).toEqual([
      JSON.stringify({ type: 'event', data: { imei: '350000000000001', type: 'in_geofence' } }),
    ]);
    expect(got.has(2)).toBe(false);
    expect(got.has(3)).toBe(false);
    hub.close();
  });
});
