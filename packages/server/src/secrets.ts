import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type Secrets = { tokenKey: Uint8Array };

/**
 * The token key: TOKEN_SECRET when given, else the one kept in the data directory, made on first
 * start (readable by the owner only). Nothing secret is committed.
 */
export async function loadSecrets(dataDir: string, tokenSecret?: string): Promise<Secrets> {
  if (tokenSecret) return { tokenKey: new TextEncoder().encode(tokenSecret) };
  const file = join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { token_key: string };
    return { tokenKey: Buffer.from(stored.token_key, 'base64') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tokenKey = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ token_key: tokenKey.toString('base64') }), { mode: 0o600 });
  return { tokenKey };
}

export function ephemeralSecrets(): Secrets {
  return { tokenKey: randomBytes(32) };
}
