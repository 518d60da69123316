import { describe, expect, it } from 'vitest';
import { calibrationProblem, litresOf, litresPerUnit, type FuelConfig } from './fuel-level.js';

const percent: FuelConfig = { capacity_l: 400, mode: 'percent', calibration: [] };
const raw: FuelConfig = {
  capacity_l: 300,
  mode: 'raw',
  calibration: [
    { raw: 100, litres: 0 },
    { raw: 600, litres: 100 },
    { raw: 1100, litres: 300 },
  ],
};

describe('fuel level conversion', () => {
  it('reads a percent sensor as a share of the tank, kept within 0 and 100 %', () => {
    expect(litresOf(50, percent)).toBe(200);
    expect(litresOf(120, percent)).toBe(400);
    expect(litresOf(-3, percent)).toBe(0);
    expect(litresOf(Number.NaN, percent)).toBeNull();
  });

  it('reads a raw sensor through its table, linear between points and flat beyond the ends', () => {
    expect(litresOf(350, raw)).toBe(50);
    expect(litresOf(850, raw)).toBe(200);
    expect(litresOf(600, raw)).toBe(100);
    expect(litresOf(20, raw)).toBe(0);
    expect(litresOf(5000, raw)).toBe(300);
  });

  it('refuses a table of fewer than 2 points or with raw values not strictly increasing', () => {
    expect(calibrationProblem([{ raw: 1, litres: 1 }])).toBe('fuel_calibration_too_short');
    expect(
      calibrationProblem([
        { raw: 1, litres: 1 },
        { raw: 1, litres: 5 },
      ]),
    ).toBe('fuel_calibration_not_increasing');
    expect(calibrationProblem(raw.calibration)).toBeNull();
    expect(litresOf(300, { ...raw, calibration: [{ raw: 1, litres: 1 }] })).toBeNull();
  });

  it('gives the litres of one unit of reading: exact for percent, the overall slope of a table', () => {
    expect(litresPerUnit(percent)).toBe(4);
    expect(litresPerUnit(raw)).toBeCloseTo(0.3, 6);
  });
});
