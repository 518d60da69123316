import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, hoursOf, km, splitDuration } from './reportFormat';

describe('report formats', () => {
  it('splits a duration into hours and minutes, rounded to the minute', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(3_599)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(2 * 3_600 + 5 * 60 + 29)).toEqual({ hours: 2, minutes: 5 });
  });

  it('gives hours with one decimal for charts', () => {
    expect(hoursOf(5_400)).toBe(1.5);
  });

  it('writes distances with German decimals and days as DD MMM YYYY', () => {
    expect(km(1234.56)).toBe('1.234,6 km');
    expect(formatDay('2026-03-05')).toBe('05 Mar 2026');
    expect(formatMonth('2026-03-01')).toBe('Mar 2026');
    expect(formatDay(null)).toBe('-');
  });
});
