import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cutText,
  dealerAddressShort,
  dealerNameShort,
  formatDate,
  formatDecimal,
  formatDistanceKm,
  formatPercent,
  gasStationAddress,
  gasStationName,
  locationShort,
  vehicleNameShort,
} from './text.js';

describe('cutText', () => {
  it('adds ... only beyond n characters', () => {
    expect(cutText('abcde', 5)).toBe('abcde');
    expect(cutText('abcdef', 5)).toBe('abcde...');
    expect(cutText(null, 5)).toBe('');
  });

  it('does not split emoji', () => {
    expect(cutText('🚚🚚🚚', 2)).toBe('🚚🚚...');
  });

  it('keeps a prefix of at most n characters plus ...', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 40 }), (s, n) => {
        const cut = cutText(s, n);
        if (Array.from(s).length <= n) expect(cut).toBe(s);
        else {
          expect(cut.endsWith('...')).toBe(true);
          expect(s.startsWith(cut.slice(0, -3))).toBe(true);
          expect(Array.from(cut).length).toBe(n + 3);
        }
      }),
    );
  });

  it('applies the spec cuts', () => {
    const long = 'x'.repeat(40);
    expect(vehicleNameShort(long)).toHaveLength(23);
    expect(dealerNameShort(long)).toHaveLength(17);
    expect(dealerAddressShort(long)).toHaveLength(27);
    expect(gasStationName(long)).toHaveLength(17);
    expect(gasStationAddress(long)).toHaveLength(27);
    expect(locationShort(long)).toHaveLength(35);
    expect(vehicleNameShort('x'.repeat(20))).toBe('x'.repeat(20));
  });
});

describe('number formats', () => {
  it('uses German style by default', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(1234567.891)).toBe('1.234.567,89');
  });

  it('offers Indonesian and US styles', () => {
    expect(formatDecimal(1234.5, 'id')).toBe('1.234,5');
    expect(formatDecimal(1234.5, 'us')).toBe('1,234.5');
    expect(formatDecimal(2.345, 'us', 1)).toBe('2.3');
    expect(formatDecimal(2, 'de', 0)).toBe('2');
  });

  it('shows - for missing numbers', () => {
    expect(formatDecimal(null)).toBe('-');
    expect(formatDecimal(Number.NaN)).toBe('-');
    expect(formatDistanceKm(undefined)).toBe('-');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('formats distance in kilometres', () => {
    expect(formatDistanceKm(15234.56)).toBe('15.234,6 km');
    expect(formatDistanceKm(15234.56, 'us')).toBe('15,234.6 km');
  });

  it('rounds percentages and caps them at 100', () => {
    expect(formatPercent(45.5)).toBe('46%');
    expect(formatPercent(99.4)).toBe('99%');
    expect(formatPercent(180)).toBe('100%');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (v) => {
        const n = Number(formatPercent(v).slice(0, -1));
        expect(Number.isInteger(n) && n <= 100).toBe(true);
      }),
    );
  });
});

describe('formatDate', () => {
  const t = Date.UTC(2026, 2, 5, 7, 9);

  it('formats DD MMM YYYY with optional HH:mm', () => {
    expect(formatDate(t)).toBe('05 Mar 2026');
    expect(formatDate(t, true)).toBe('05 Mar 2026 07:09');
  });

  it('uses 24-hour time and an explicit zone', () => {
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 30), true)).toBe('31 Dec 2026 23:30');
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 30), true, 'Asia/Jakarta')).toBe('01 Jan 2027 06:30');
    expect(formatDate(Date.UTC(2026, 0, 1, 0, 0), true)).toBe('01 Jan 2026 00:00');
  });

  it('shows - for a missing date', () => {
    expect(formatDate(null)).toBe('-');
  });
});
