import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { hashOpaque, newOpaqueToken } from './tokens.js';

export type SessionRow = typeof sessions.$inferSelect;

/** Starts a global session; the sso token is given back once and only its hash is kept. */
export async function createSession(
  db: Db,
  input: { userId: number; ip: string | null; userAgent: string | null; ttlHours: number },
): Promise<{ gsid: string; ssoToken: string }> {
  const gsid = randomUUID();
  const sso = newOpaqueToken();
  await db.insert(sessions).values({
    gsid,
    user_id: input.userId,
    sso_token_hash: sso.hash,
    ip: input.ip,
    user_agent: input.userAgent?.slice(0, 300) ?? null,
    expires_at: new Date(Date.now() + input.ttlHours * 3_600_000),
  });
  return { gsid, ssoToken: sso.token };
}

const live = () => and(isNull(sessions.ended_at), gt(sessions.expires_at, new Date()));

export async function liveSession(db: Db, gsid: string): Promise<SessionRow | undefined> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.gsid, gsid), live()))
    .limit(1);
  return rows[0];
}

export async function liveSessionBySsoToken(db: Db, ssoToken: string): Promise<SessionRow | undefined> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sso_token_hash, hashOpaque(ssoToken)), live()))
    .limit(1);
  return rows[0];
}

/** The live session of an ssoToken not exchanged before, marking it exchanged; at most one caller gets it. */
export async function claimSsoToken(db: Db, ssoToken: string): Promise<SessionRow | undefined> {
  const rows = await db
    .update(sessions)
    .set({ sso_verified_at: new Date() })
    .where(and(eq(sessions.sso_token_hash, hashOpaque(ssoToken)), isNull(sessions.sso_verified_at), live()))
    .returning();
  return rows[0];
}

/** Slides the session's expiry forward (the gsid check and token refresh call this). */
export async function touchSession(db: Db, gsid: string, ttlHours: number): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ last_seen_at: now, expires_at: new Date(now.getTime() + ttlHours * 3_600_000) })
    .where(eq(sessions.gsid, gsid));
}

/** Ends a live session; gives its user, or undefined when it had ended already. */
export async function endSession(db: Db, gsid: string): Promise<number | undefined> {
  const rows = await db
    .update(sessions)
    .set({ ended_at: new Date() })
    .where(and(eq(sessions.gsid, gsid), isNull(sessions.ended_at)))
    .returning({ user_id: sessions.user_id });
  return rows[0]?.user_id;
}
