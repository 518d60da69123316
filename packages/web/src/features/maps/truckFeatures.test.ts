import { describe, expect, it } from 'vitest';
import { toEntry } from '../fleet/fleetModel';
import { testVehicle } from '../../test-support/testVehicle';
import { fleetBounds } from './truckFeatures';

const at = (imei: string, lat: number | null, lng: number | null) =>
  toEntry({ ...testVehicle('2026-01-01T00:00:00Z'), imei, position: { lat, lng } });

describe('fleetBounds', () => {
  it('boxes the trucks that have a position', () => {
    const entries = [at('1', -6.2, 106.8), at('2', -7.25, 112.75), at('3', null, null), at('4', 0, 0)];
    expect(fleetBounds(entries)).toEqual([106.8, -7.25, 112.75, -6.2]);
  });

  it('is null for a fleet with no position', () => {
    expect(fleetBounds([at('1', null, null)])).toBeNull();
    expect(fleetBounds([])).toBeNull();
  });
});
