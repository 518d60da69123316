import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let standIn: Promise<string> | undefined;

/**
 * True when the password matches the hash. Without a hash (no such user, or no password set yet)
 * the password is checked against a stand-in of the same cost and refused, so the answer takes as
 * long as for a wrong password and does not tell which accounts exist (review L7).
 */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  standIn ??= hash(randomBytes(24).toString('base64url'));
  try {
    const matches = await verify(hashed ?? (await standIn), password);
    return matches && hashed !== null;
  } catch {
    return false;
  }
}
