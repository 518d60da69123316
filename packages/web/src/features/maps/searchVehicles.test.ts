import { describe, expect, it } from 'vitest';
import { toEntry } from '../fleet/fleetModel';
import { searchVehicles } from './searchVehicles';
import { testVehicle } from '../../test-support/testVehicle';

const entries = [toEntry(testVehicle('2026-01-01T00:00:00Z'))];

describe('searchVehicles', () => {
  it('finds by name, plate without spaces and imei', () => {
    expect(searchVehicles(entries, 'truck')).toHaveLength(1);
    expect(searchVehicles(entries, 'b1234')).toHaveLength(1);
    expect(searchVehicles(entries, '3500000')).toHaveLength(1);
    expect(searchVehicles(entries, 'bus')).toHaveLength(0);
  });
});
