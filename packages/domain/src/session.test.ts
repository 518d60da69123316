import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTokenExpired } from './session.js';

describe('isTokenExpired', () => {
  it('treats a token without a usable expiry as expired', () => {
    for (const exp of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) expect(isTokenExpired(exp)).toBe(true);
  });

  it('compares the expiry in seconds with now in milliseconds', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(now / 1000 + 1, now)).toBe(false);
    expect(isTokenExpired(now / 1000, now)).toBe(true);
    expect(isTokenExpired(now / 1000 - 1, now)).toBe(true);
  });

  it('is expired exactly when exp * 1000 <= now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (exp, now) => {
          expect(isTokenExpired(exp, now)).toBe(exp * 1000 <= now);
        },
      ),
    );
  });

  it('uses the clock by default', () => {
    expect(isTokenExpired(Math.floor(Date.now() / 1000) + 60)).toBe(false);
    expect(isTokenExpired(Math.floor(Date.now() / 1000) - 1)).toBe(true);
  });
});
