import { describe, expect, it } from 'vitest';
import { chassisRefusal, imeiRefusal } from './vehicle-registration.js';
import { isChassisNumber } from './vehicle.js';

const registered = { registration_status: 'registered' as const, reported: false, leasing_org_id: null };

describe('vehicle registration rules', () => {
  it('gives each chassis message of the error catalogue for its case', () => {
    expect(chassisRefusal({ inRegistry: false, vehicle: null })).toBe('chassis_not_found');
    expect(chassisRefusal({ inRegistry: true, vehicle: null })).toBeNull();
    expect(chassisRefusal({ inRegistry: true, vehicle: registered })).toBe('chassis_registered');
    expect(chassisRefusal({ inRegistry: true, vehicle: { ...registered, reported: true } })).toBe('chassis_paired');
    const pending = { ...registered, registration_status: 'registering' as const };
    expect(chassisRefusal({ inRegistry: true, vehicle: pending })).toBe('chassis_registering');
    const leased = { ...registered, leasing_org_id: 7 };
    expect(chassisRefusal({ inRegistry: true, vehicle: leased, leasingOrgId: 8 })).toBe('chassis_other_leasing');
    expect(chassisRefusal({ inRegistry: true, vehicle: leased, leasingOrgId: 7 })).toBe('chassis_registered');
  });

  it('pairs a tracker only when it exists and is free (or already this vehicle’s)', () => {
    expect(imeiRefusal({ inInventory: false, pairedVehicleId: null, vehicleId: null })).toBe('imei_not_found');
    expect(imeiRefusal({ inInventory: true, pairedVehicleId: 4, vehicleId: null })).toBe('imei_paired');
    expect(imeiRefusal({ inInventory: true, pairedVehicleId: 4, vehicleId: 4 })).toBeNull();
    expect(imeiRefusal({ inInventory: true, pairedVehicleId: null, vehicleId: null })).toBeNull();
  });

  it('takes 17-character chassis numbers without I, O or Q', () => {
    expect(isChassisNumber('MJEFM8JD3JJ100001')).toBe(true);
    expect(isChassisNumber('MJEFM8JD3JJ10000')).toBe(false);
    expect(isChassisNumber('MJEFM8JD3OJ100001')).toBe(false);
  });
});
