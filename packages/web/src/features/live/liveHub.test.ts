import { describe, expect, it, vi } from 'vitest';
import type { LiveServerMessage } from '@armada/domain';
import { createSharedFleet } from '../fleet/sharedFleet';
import { testVehicle } from '../../test-support/testVehicle';
import { createLiveHub } from './liveHub';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const IMEI = '350000000000001';

const event: LiveServerMessage = {
  type: 'event',
  data: { type: 'overspeed', time: T0, detail: { speed: 95 }, imei: IMEI, organization_id: 1, label: 'B 1 XX' },
};
const position = (speed: number): LiveServerMessage => ({
  type: 'vehicle',
  data: {
    imei: IMEI,
    gpstype: 2,
    time: Date.now(),
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

describe('createLiveHub', () => {
  it('hands each message only to the subscribers of its type, until they unsubscribe', () => {
    const hub = createLiveHub();
    const events = vi.fn();
    const vehicles = vi.fn();
    const stopEvents = hub.subscribe('event', events);
    hub.subscribe('vehicle', vehicles);
    hub.dispatch(event);
    hub.dispatch(position(10));
    expect(events).toHaveBeenCalledExactlyOnceWith(event);
    expect(vehicles).toHaveBeenCalledOnce();
    stopEvents();
    hub.dispatch(event);
    expect(events).toHaveBeenCalledOnce();
  });

  it('keeps delivering when one subscriber throws, and rethrows outside', () => {
    vi.useFakeTimers();
    const hub = createLiveHub();
    const after = vi.fn();
    hub.subscribe('event', () => {
      throw new Error('broken consumer');
    });
    hub.subscribe('event', after);
    hub.dispatch(event);
    expect(after).toHaveBeenCalledOnce();
    expect(() => vi.runAllTimers()).toThrow('broken consumer');
    vi.useRealTimers();
  });

  it('tells status listeners about changes only', () => {
    const hub = createLiveHub();
    const listener = vi.fn();
    hub.subscribeStatus(listener);
    hub.setStatus('connecting');
    hub.setStatus('live');
    expect(listener).toHaveBeenCalledOnce();
    expect(hub.getStatus()).toBe('live');
  });
});

describe('createSharedFleet', () => {
  it('follows the hub: positions into the store, status into the snapshot, a reloaded same list kept', () => {
    const hub = createLiveHub();
    const fleet = createSharedFleet(hub);
    const list = [testVehicle(new Date(T0).toISOString())];
    fleet.load(list);
    hub.dispatch(position(42));
    hub.dispatch(event);
    expect(fleet.flush()).toBe(1);
    expect(fleet.store.getSnapshot().byImei.get(IMEI)?.vehicle.properties.speed).toBe(42);
    fleet.load(list);
    expect(fleet.store.getSnapshot().byImei.get(IMEI)?.vehicle.properties.speed).toBe(42);
    hub.setStatus('live');
    expect(fleet.store.getSnapshot().live).toBe('live');
  });
});
