import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets.js';

describe('the token key', () => {
  it('is made once in the data directory: nodes starting at once on a shared one agree on it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'armada-secrets-')), 'data');
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadSecrets(dir)));
    const encoded = new Set(keys.map((k) => Buffer.from(k.tokenKey).toString('hex')));
    expect(encoded.size).toBe(1);
    expect(Buffer.from((await loadSecrets(dir)).tokenKey).toString('hex')).toBe([...encoded][0]);
    expect(readdirSync(dir)).toEqual(['secrets.json']);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('is TOKEN_SECRET when given, and then nothing is written', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'armada-secrets-')), 'data');
    const { tokenKey } = await loadSecrets(dir, 'a shared secret of the cluster');
    expect(new TextDecoder().decode(tokenKey)).toBe('a shared secret of the cluster');
    expect(() => readdirSync(dir)).toThrow();
  });
});
