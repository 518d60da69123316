import { describe, expect, it } from 'vitest';
import { fieldProblem } from '../forms/field-rules.js';
import { isLeaseInForce, leaseEndDate, VehicleLeasingAddBody, VehicleLeasingRejectBody } from './leasing.js';
import { flagValues } from './vehicle-leasing-list.js';

describe('lease dates', () => {
  it('ends tenor months after the start, on the same day or the last day of a shorter month', () => {
    expect(leaseEndDate('2024-03-15', 12)).toBe('2025-03-15');
    expect(leaseEndDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(leaseEndDate('2023-11-30', 3)).toBe('2024-02-29');
    expect(leaseEndDate('2024-12-01', 36)).toBe('2027-12-01');
  });

  it('is in force from the start day up to the day before its end', () => {
    expect(isLeaseInForce('2024-03-15', 12, '2024-03-14')).toBe(false);
    expect(isLeaseInForce('2024-03-15', 12, '2024-03-15')).toBe(true);
    expect(isLeaseInForce('2024-03-15', 12, '2025-03-14')).toBe(true);
    expect(isLeaseInForce('2024-03-15', 12, '2025-03-15')).toBe(false);
  });
});

describe('leasing bodies', () => {
  it('asks for every contract field and checks the chassis, IMEI and numbers', () => {
    expect(fieldProblem(VehicleLeasingAddBody, 'contract_number', '')).toBe('fill_blank');
    expect(fieldProblem(VehicleLeasingAddBody, 'dealer_id', undefined)).toBe('fill_blank');
    expect(fieldProblem(VehicleLeasingAddBody, 'chassis_number', 'MJEFM8JD3JJ00000I')).toBe('invalid_value');
    expect(fieldProblem(VehicleLeasingAddBody, 'imei', '35000000000001')).toBe('invalid_value');
    expect(fieldProblem(VehicleLeasingAddBody, 'tenor', '0')).toBe('invalid_value');
    expect(fieldProblem(VehicleLeasingAddBody, 'tenor', '36')).toBeNull();
    expect(fieldProblem(VehicleLeasingAddBody, 'installment', '-5')).toBe('invalid_value');
    expect(fieldProblem(VehicleLeasingAddBody, 'vehicle_number', '')).toBeNull();
  });

  it('needs a remark to reject', () => {
    expect(fieldProblem(VehicleLeasingRejectBody, 'remark', '   ')).toBe('fill_blank');
    expect(fieldProblem(VehicleLeasingRejectBody, 'remark', 'Wrong chassis on the contract')).toBeNull();
  });
});

describe('flagValues', () => {
  it("reads one value or the spec's comma list", () => {
    expect(flagValues(undefined)).toBeUndefined();
    expect(flagValues('')).toBeUndefined();
    expect(flagValues('1')).toEqual(['1']);
    expect(flagValues('0,1')).toEqual(['0', '1']);
    expect(flagValues('1,1')).toEqual(['1']);
  });
});
