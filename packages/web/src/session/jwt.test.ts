import { describe, it, expect } from 'vitest';
import { decodeTokenPayload } from './jwt';

const encode = (value: object) => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = String.fromCharCode(...bytes);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

describe('decodeTokenPayload', () => {
  it('reads the payload, UTF-8 included', () => {
    const payload = { realm_id: 1, isorgadmin: 2, username: 'ダイ', user_access: { view_user: true }, exp: 10 };
    const token = `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
    expect(decodeTokenPayload(token)).toMatchObject(payload);
  });

  it('returns null for garbage', () => {
    expect(decodeTokenPayload(null)).toBeNull();
    expect(decodeTokenPayload('abc')).toBeNull();
    expect(decodeTokenPayload('a.!!!.c')).toBeNull();
    expect(decodeTokenPayload(`a.${encode({ foo: 1 })}.c`)).toBeNull();
  });
});
