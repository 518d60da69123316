import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brokenPasswordRules, isStrongPassword, passwordChangeProblem, type PasswordRule } from './password-policy.js';

const chars = (s: string) => fc.constantFrom(...[...s]);
const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyzßéñ';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÉÑ';
const SYMBOLS = '!@#$%^&*()-_=+[]{};:,.<>/?~|`\'"';
const CLASSES: Record<Exclude<PasswordRule, 'min_length'>, string> = {
  digit: DIGITS,
  lowercase: LOWER,
  uppercase: UPPER,
  symbol: SYMBOLS,
};

/** A string of at least `min` characters drawn from the alphabet. */
const from = (alphabet: string, min: number, max = 40) =>
  fc.array(chars(alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));

const shuffled = (parts: string[]) =>
  fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }).map((a) => a.join(''));

describe('password policy', () => {
  it('calls strong any string of 8 or more with a digit, a lowercase, an uppercase and a symbol', () => {
    const strong = fc
      .tuple(
        chars(DIGITS),
        chars(LOWER),
        chars(UPPER),
        chars(SYMBOLS),
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), { minLength: 4, maxLength: 30 }),
      )
      .chain(([d, l, u, s, filler]) => shuffled([d, l, u, s, ...filler]));
    fc.assert(
      fc.property(strong, (password) => {
        expect(isStrongPassword(password)).toBe(true);
        expect(brokenPasswordRules(password)).toEqual([]);
      }),
    );
  });

  it('calls weak any string that lacks one class, naming that rule', () => {
    for (const [rule, missing] of Object.entries(CLASSES) as [PasswordRule, string][]) {
      const others =
        Object.values(CLASSES)
          .filter((alphabet) => alphabet !== missing)
          .join('') + ' ';
      fc.assert(
        fc.property(from(others, 8), (password) => {
          expect(isStrongPassword(password)).toBe(false);
          expect(brokenPasswordRules(password)).toContain(rule);
        }),
      );
    }
  });

  it('calls weak any string shorter than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 7 }), (password) => {
        expect(isStrongPassword(password)).toBe(false);
        expect(brokenPasswordRules(password)).toContain('min_length');
      }),
    );
  });

  it('counts characters, not UTF-16 units, and knows the edge cases', () => {
    expect(isStrongPassword('Armada#2026')).toBe(true);
    expect(isStrongPassword('Aa1#aaaa')).toBe(true);
    expect(isStrongPassword('Aa1#aaa')).toBe(false);
    expect(brokenPasswordRules('Aa1#😀😀😀')).toEqual(['min_length']);
    expect(brokenPasswordRules('Aa1 aaaa')).toEqual(['symbol']);
    expect(brokenPasswordRules('')).toEqual(['min_length', 'digit', 'lowercase', 'uppercase', 'symbol']);
  });
});

describe('passwordChangeProblem', () => {
  it('reports weak first, then a mismatch, then the same password as before', () => {
    expect(passwordChangeProblem({ password: 'weak', confirm_password: 'other' }, true)).toBe('weak');
    expect(passwordChangeProblem({ password: 'Fresh#Pass42', confirm_password: 'Fresh#Pass43' }, true)).toBe(
      'not_match',
    );
    expect(passwordChangeProblem({ password: 'Fresh#Pass42', confirm_password: 'Fresh#Pass42' }, true)).toBe(
      'same_as_old',
    );
    expect(passwordChangeProblem({ password: 'Fresh#Pass42', confirm_password: 'Fresh#Pass42' }, false)).toBeNull();
  });

  it('never lets a weak password through, whatever else is true', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (password, confirm, same) => {
        fc.pre(!isStrongPassword(password));
        expect(passwordChangeProblem({ password, confirm_password: confirm }, same)).toBe('weak');
      }),
    );
  });
});
