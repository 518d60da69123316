import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from '../db/schema.js';
import { hashOpaque, newOpaqueToken } from './tokens.js';

export type OneTimeKind = 'reset' | 'change' | 'privacy';

const TTL_MINUTES: Record<OneTimeKind, number> = { reset: 60, change: 30, privacy: 30 };

/** `ttlMinutes` overrides the kind's lifetime (a new account's set-password link lasts longer than a reset). */
export async function issueOneTimeToken(
  db: Db,
  kind: OneTimeKind,
  userId: number,
  ttlMinutes: number = TTL_MINUTES[kind],
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(oneTimeTokens).values({
    token_hash: hash,
    kind,
    user_id: userId,
    expires_at: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

/** The user a usable token of one of these kinds belongs to, without using it up. */
export async function peekOneTimeToken(
  db: Db,
  kinds: OneTimeKind[],
  token: string,
): Promise<{ userId: number; kind: OneTimeKind } | undefined> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.token_hash, hashOpaque(token)),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row && kinds.includes(row.kind) ? { userId: row.user_id, kind: row.kind } : undefined;
}

/**
 * Uses a token up in one statement (concurrent callers cannot both win) and gives the user it
 * belonged to; undefined when it was used, expired, unknown or of another kind.
 */
export async function consumeOneTimeToken(db: Db, token: string, kinds: OneTimeKind[]): Promise<number | undefined> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(oneTimeTokens.token_hash, hashOpaque(token)),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, new Date()),
        inArray(oneTimeTokens.kind, kinds),
      ),
    )
    .returning({ user_id: oneTimeTokens.user_id });
  return rows[0]?.user_id;
}
