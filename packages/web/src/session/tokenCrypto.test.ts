import { describe, it, expect } from 'vitest';
import { openText, sealText } from './tokenCrypto';

describe('token encryption at rest', () => {
  it('round-trips a value', () => {
    const value = JSON.stringify({ token: 'a.b.c', globalSessionID: 'g-1', ssoToken: 's' });
    expect(openText(sealText(value))).toBe(value);
  });

  it('does not store the plain text and uses a fresh nonce each time', () => {
    const first = sealText('secret-token');
    const second = sealText('secret-token');
    expect(first).not.toContain('secret-token');
    expect(first).not.toBe(second);
  });

  it('rejects tampered or foreign values', () => {
    const sealed = JSON.parse(sealText('secret-token')) as { v: number; n: string; c: string };
    const flipped = (sealed.c.startsWith('0') ? '1' : '0') + sealed.c.slice(1);
    expect(openText(JSON.stringify({ ...sealed, c: flipped }))).toBeNull();
    expect(openText('plain-old-token')).toBeNull();
    expect(openText(null)).toBeNull();
  });
});
