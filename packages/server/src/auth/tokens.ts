import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { TokenPayload } from '@armada/domain';
import { Value } from '@sinclair/typebox/value';

export type TokenClaims = Omit<TokenPayload, 'exp'>;

export async function signToken(claims: TokenClaims, key: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

export type VerifiedToken = { payload: TokenPayload } | { error: 'invalid' | 'expired' };

/** Verifies signature and shape; `allowExpired` is for refresh, which accepts a lapsed token of ours. */
export async function verifyToken(token: string, key: Uint8Array, allowExpired = false): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: allowExpired ? new Date(0) : undefined,
    });
    return Value.Check(TokenPayload, stripRegistered(payload))
      ? { payload: stripRegistered(payload) }
      : { error: 'invalid' };
  } catch (error) {
    return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The claims without jose's registered `iat`, so the shape check sees only ours. */
function stripRegistered(payload: Record<string, unknown>): TokenPayload {
  const rest = { ...payload };
  delete rest.iat;
  return rest as TokenPayload;
}

/** A random opaque token and the hash we store in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaque(token) };
}

export function hashOpaque(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
