import { SUBJECTS, type Bus } from '../live/bus.js';
import type { Database } from '../db/client.js';
import { endSession } from './session-repository.js';

type SessionContext = { database: Database; bus: Bus };

/** The payload of SUBJECTS.userSessions. */
export type UserSessionsChanged = { user_id: number };

/**
 * Tells every node that these users' sessions may have ended, once the change is committed: each
 * guard forgets the sessions it cached for them and each live socket of theirs checks its session
 * again, closing with 4401 session_expired when it has ended (reviews M5, L3). The database decides:
 * a change of level, role, organisation, access taken away or a deactivation ends the sessions there
 * (migration 0030), so a message about a change that ended nothing costs one lookup.
 */
export function sessionsChanged(ctx: { bus: Bus }, userIds: Iterable<number>): void {
  for (const userId of new Set(userIds)) {
    ctx.bus.publish(SUBJECTS.userSessions, { user_id: userId } satisfies UserSessionsChanged);
  }
}

/** Sign-out: ends one global session and tells every node at once. */
export async function endUserSession(ctx: SessionContext, gsid: string): Promise<void> {
  const userId = await endSession(ctx.database.db, gsid);
  if (userId !== undefined) sessionsChanged(ctx, [userId]);
}

/** The user a SUBJECTS.userSessions payload is about, or null for anything else. */
export function sessionUserOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { user_id: userId } = payload as { user_id?: unknown };
  return typeof userId === 'number' ? userId : null;
}
