import { xchacha20poly1305, chacha20 } from '@noble/ciphers/chacha.js';
import { bytesToHex, bytesToUtf8, hexToBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';

/**
 * The token is kept encrypted at rest so it is not readable at a glance in storage or in a copied
 * profile. The key ships with the app, so this is obfuscation, not a secret: the server remains the lock.
 */
const PASSPHRASE = 'armada-fleet-portal/token-at-rest/v1';
const KDF_NONCE = utf8ToBytes('armada-kdf-1');

function deriveKey(passphrase: string): Uint8Array {
  const raw = new Uint8Array(32);
  raw.set(utf8ToBytes(passphrase).subarray(0, 32));
  // One ChaCha20 keystream block keyed by the passphrase: a fixed pseudo-random 32-byte key.
  return chacha20(raw, KDF_NONCE, new Uint8Array(32));
}

const KEY = deriveKey(PASSPHRASE);

type Sealed = { v: 1; n: string; c: string };

export function sealText(plain: string): string {
  const nonce = randomBytes(24);
  const cipher = xchacha20poly1305(KEY, nonce).encrypt(utf8ToBytes(plain));
  const sealed: Sealed = { v: 1, n: bytesToHex(nonce), c: bytesToHex(cipher) };
  return JSON.stringify(sealed);
}

/** The plain text, or null when the value is missing, tampered with or not ours. */
export function openText(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const sealed = JSON.parse(stored) as Partial<Sealed>;
    if (sealed.v !== 1 || typeof sealed.n !== 'string' || typeof sealed.c !== 'string') return null;
    const plain = xchacha20poly1305(KEY, hexToBytes(sealed.n)).decrypt(hexToBytes(sealed.c));
    return bytesToUtf8(plain);
  } catch {
    return null;
  }
}
