import { describe, expect, it } from 'vitest';
import { createFleetStore } from './fleetStore';
import { testVehicle } from '../../test-support/testVehicle';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');

describe('createFleetStore', () => {
  it('applies queued messages in one flush and publishes once', () => {
    const store = createFleetStore();
    store.load([testVehicle(new Date(T0).toISOString())]);
    let published = 0;
    store.subscribe(() => (published += 1));
    const imei = '350000000000001';
    for (const [index, speed] of [10, 20, 0].entries()) {
      store.enqueue({
        type: 'vehicle',
        data: {
          imei,
          gpstype: 2,
          time: T0 + (index + 1) * 1000,
          lat: -6,
          lng: 107,
          alt: 0,
          speed,
          head: 0,
          sat: 9,
          properties: { ign: 1 },
          received_at: T0,
        },
      });
    }
    store.enqueue({ type: 'status', data: { imei: 'unknown', received_at: T0, properties: {} } });
    expect(store.flush(T0 + 60_000)).toBe(1);
    expect(published).toBe(1);
    const entry = store.getSnapshot().byImei.get(imei);
    expect(entry?.vehicle.properties.speed).toBe(0);
    expect(entry?.filter.movement).toBe('idling');
  });
});
