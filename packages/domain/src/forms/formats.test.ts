import { describe, expect, it } from 'vitest';
import { VehicleAddBody } from '../calls/vehicle.js';
import { fieldProblem } from './field-rules.js';
import { isIsoDate } from './formats.js';

describe('date format', () => {
  it('takes real calendar days only', () => {
    expect(isIsoDate('2028-03-31')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-04-31')).toBe(false);
    expect(isIsoDate('31-03-2028')).toBe(false);
  });

  it('lets a form check a date field the way the server does', () => {
    expect(fieldProblem(VehicleAddBody, 'stnk_valid_until', '2028-03-31')).toBeNull();
    expect(fieldProblem(VehicleAddBody, 'stnk_valid_until', 'soon')).toBe('invalid_value');
  });
});
