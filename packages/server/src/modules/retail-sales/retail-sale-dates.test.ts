import { describe, expect, it } from 'vitest';
import { checkSaleDay, saleDay } from './retail-sale-dates.js';

describe('a sale date cell', () => {
  it.each([
    [new Date(Date.UTC(2025, 4, 2)), '2025-05-02'],
    [45779, '2025-05-02'],
    [45779.75, '2025-05-02'],
    ['2025-05-02', '2025-05-02'],
    ['2025/5/2', '2025-05-02'],
    ['02/05/2025', '2025-05-02'],
    ['2-5-2025', '2025-05-02'],
    ['2025-05-02 13:45', '2025-05-02'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s as %s', (cell, day) => {
    expect(saleDay(cell)).toBe(day);
  });

  it.each([
    ['2025-02-29'],
    ['2025-13-01'],
    ['31/04/2025'],
    ['yesterday'],
    [0],
    [-3],
    [3_000_000],
    [new Date(Number.NaN)],
  ])('refuses %s', (cell) => {
    expect(saleDay(cell)).toBeNull();
  });

  it('wants a day, not after today, not before 2000', () => {
    expect(checkSaleDay(null, '2026-11-27')).toEqual({ error: 'date_missing' });
    expect(checkSaleDay('2026-11-28', '2026-11-27')).toEqual({ error: 'date_future' });
    expect(checkSaleDay('2026-11-27', '2026-11-27')).toEqual({ day: '2026-11-27' });
    expect(checkSaleDay('1999-12-31', '2026-11-27')).toEqual({ error: 'date_too_old' });
    expect(checkSaleDay('2000-01-01', '2026-11-27')).toEqual({ day: '2000-01-01' });
  });
});
