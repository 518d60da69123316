import { describe, expect, it } from 'vitest';
import { toEntry, type FleetEntry } from '../fleet/fleetModel';
import { testVehicle } from '../../test-support/testVehicle';
import { createTruckSourceSync, type TruckSourceUpdate } from './truckSourceSync';

const truck = (imei: string, lng = 106.8): FleetEntry =>
  toEntry({ ...testVehicle('2026-01-01T00:00:00Z'), imei, position: { lat: -6.2, lng } });

const ids = (update: TruckSourceUpdate) => {
  if (update.kind === 'set') return { set: update.data.features.map((f) => f.id) };
  if (update.kind === 'diff') return { add: update.diff.add?.map((f) => f.id), remove: update.diff.remove };
  return 'none';
};

describe('truck source sync', () => {
  const fleet = Array.from({ length: 10 }, (_, i) => truck(String(i)));

  it('sends the whole set first, then nothing while nothing changed', () => {
    const sync = createTruckSourceSync();
    expect(ids(sync(fleet))).toEqual({ set: fleet.map((e) => e.vehicle.imei) });
    expect(ids(sync([...fleet]))).toBe('none');
  });

  it('sends only the trucks that moved, appeared or left', () => {
    const sync = createTruckSourceSync();
    sync(fleet);
    const moved = truck('3', 107);
    const next = [...fleet.slice(0, 3), moved, ...fleet.slice(4, 9), truck('new')];
    expect(ids(sync(next))).toEqual({ add: ['3', 'new'], remove: ['9'] });
  });

  it('leaves out trucks without a position and sends everything again after a large change', () => {
    const sync = createTruckSourceSync();
    const nowhere = toEntry({ ...testVehicle('2026-01-01T00:00:00Z'), imei: 'x', position: { lat: null, lng: null } });
    expect(ids(sync([...fleet.slice(0, 2), nowhere]))).toEqual({ set: ['0', '1'] });
    expect(ids(sync(fleet))).toEqual({ set: fleet.map((e) => e.vehicle.imei) });
  });
});
