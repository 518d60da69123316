import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterNumeric, isBlank, isEmail, isEmailList, isNumericKey } from './validation.js';

const nonSpace = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).filter((s) => !/\s/.test(s));

describe('isEmail (non-space, @, non-space, dot, non-space)', () => {
  it('accepts every string of that form', () => {
    fc.assert(
      fc.property(nonSpace, nonSpace, nonSpace, (a, b, c) => {
        expect(isEmail(`${a}@${b}.${c}`)).toBe(true);
      }),
    );
  });

  it('refuses any string with a space, without an @ or without a dot after it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, space, b) => {
        expect(isEmail(`${a}${space}${b}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => {
          expect(isEmail(s)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        nonSpace.filter((s) => !s.includes('.')),
        nonSpace.filter((s) => !s.includes('.')),
        (a, b) => {
          expect(isEmail(`${a}@${b}`)).toBe(false);
        },
      ),
    );
  });

  it('knows the examples', () => {
    expect(isEmail('budi@armada.co.id')).toBe(true);
    for (const bad of ['', '@a.b', 'a@.b', 'a@b.', 'a@b', 'a b@c.d', 'ab.c']) expect(isEmail(bad)).toBe(false);
  });

  it('accepts a comma-separated list only when every part is an e-mail', () => {
    expect(isEmailList('a@b.c, d@e.f')).toBe(true);
    expect(isEmailList('a@b.c,')).toBe(false);
    expect(isEmailList('a@b.c, nope')).toBe(false);
  });
});

describe('numeric key filter', () => {
  it('lets only digits and the dot through, key by key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), (key) => {
        expect(isNumericKey(key)).toBe('0123456789.'.includes(key));
      }),
    );
    expect(isNumericKey('12')).toBe(false);
    expect(isNumericKey('')).toBe(false);
  });

  it('keeps exactly the digits and dots of a string, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const out = filterNumeric(value);
        expect(out).toMatch(/^[0-9.]*$/);
        expect(out).toBe([...value].filter((c) => isNumericKey(c)).join(''));
        expect(filterNumeric(out)).toBe(out);
      }),
    );
    expect(filterNumeric('Rp 12.500,-')).toBe('12.500');
  });
});

describe('isBlank', () => {
  it('is true for null, undefined and whitespace only', () => {
    for (const blank of [null, undefined, '', '  ', '\t\n']) expect(isBlank(blank)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
