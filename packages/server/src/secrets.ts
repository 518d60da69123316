import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type Secrets = { tokenKey: Uint8Array };

/**
 * The token key: TOKEN_SECRET when given, else the one kept in the data directory, made on first
 * start (readable by the owner only). Nothing secret is committed.
 */
export async function loadSecrets(dataDir: string, tokenSecret?: string): Promise<Secrets> {
  if (tokenSecret) return { tokenKey: new TextEncoder().encode(tokenSecret) };
  const file = join(dataDir, 'secrets.json');
  const stored = await readStored(file);
  if (stored) return stored;
  const tokenKey = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked in place only if absent: nodes starting at
  // once on a shared data directory agree on one key, and none reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, JSON.stringify({ token_key: tokenKey.toString('base64') }), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readStored(file)) ?? Promise.reject(new Error(`${file} is not readable`));
  } finally {
    await unlink(draft);
  }
  return { tokenKey };
}

async function readStored(file: string): Promise<Secrets | null> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { token_key: string };
    return { tokenKey: Buffer.from(stored.token_key, 'base64') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

export function ephemeralSecrets(): Secrets {
  return { tokenKey: randomBytes(32) };
}
