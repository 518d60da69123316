import { describe, expect, it } from 'vitest';
import type { LiveVehicleUpdate } from '@armada/domain';
import { applyStatusUpdate, applyVehicleUpdate, rederive, toFilterable } from './fleetModel';
import { testVehicle } from '../../test-support/testVehicle';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const update = (over: Partial<LiveVehicleUpdate> = {}): LiveVehicleUpdate => ({
  imei: '350000000000001',
  gpstype: 2,
  time: T0 + 60_000,
  lat: -6.3,
  lng: 106.9,
  alt: 10,
  speed: 0,
  head: 180,
  sat: 8,
  properties: { ign: 1, gps: 1 },
  received_at: T0 + 61_000,
  ...over,
});

describe('applyVehicleUpdate', () => {
  it('moves the truck and merges the properties over the last ones', () => {
    const next = applyVehicleUpdate(testVehicle(new Date(T0).toISOString()), update());
    expect(next.position).toEqual({ lat: -6.3, lng: 106.9 });
    expect(next.properties.speed).toBe(0);
    expect(next.properties.accu).toBe(24);
    expect(next.heading).toBe(180);
  });

  it('keeps the coordinates when the update has no fix', () => {
    const next = applyVehicleUpdate(testVehicle(new Date(T0).toISOString()), update({ properties: { gps: 0 } }));
    expect(next.position).toEqual({ lat: -6.2, lng: 106.8 });
  });

  it('ignores an update older than what it holds', () => {
    const vehicle = testVehicle(new Date(T0).toISOString());
    expect(applyVehicleUpdate(vehicle, update({ time: T0 - 1000 }))).toBe(vehicle);
  });
});

describe('rederive', () => {
  it('turns a truck that stopped with ignition on into idling', () => {
    const moved = applyVehicleUpdate(testVehicle(new Date(T0).toISOString()), update());
    expect(rederive(moved, T0 + 120_000).movement).toBe('idling');
  });

  it('marks a truck silent for more than two days as not updated', () => {
    const vehicle = rederive(testVehicle(new Date(T0).toISOString()), T0 + 3 * 86_400_000);
    expect(vehicle.movement).toBe('notupdate');
    expect(vehicle.abnormal_status).toBe('notupdate');
  });

  it('finds the accu dropping through a status update', () => {
    const vehicle = applyStatusUpdate(testVehicle(new Date(T0).toISOString()), {
      imei: '350000000000001',
      received_at: T0,
      properties: { accu: 3 },
    });
    const derived = rederive(vehicle, T0 + 1000);
    expect(derived.abnormal_status).toBe('abnormal');
    expect(toFilterable(derived).health).toBe('abnormal');
  });
});
