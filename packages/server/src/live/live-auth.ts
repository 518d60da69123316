import { hasPermission, LIVE_CLOSE_CODES, type TokenPayload } from '@armada/domain';
import type { AppContext } from '../context.js';
import { peekOneTimeToken } from '../auth/one-time-tokens.js';
import { liveSession } from '../auth/session-repository.js';
import { verifyToken } from '../auth/tokens.js';

export type LiveRefusal = { code: number; reason: string };
export type LiveAuth = { viewer: TokenPayload } | { refused: LiveRefusal };

const refuse = (code: number, reason: string): LiveAuth => ({ refused: { code, reason } });

/**
 * The HTTP guard's checks for a socket, which cannot carry an Authorization header: a valid token of
 * ours, a live session behind it, and view_realtime. Close codes mirror 401 and 403.
 */
export async function authenticateLive(ctx: AppContext, token: string): Promise<LiveAuth> {
  const { unauthorized, forbidden } = LIVE_CLOSE_CODES;
  const verified = await verifyToken(token, ctx.secrets.tokenKey);
  if ('error' in verified) {
    if (verified.error === 'expired') return refuse(unauthorized, 'session_expired');
    if (await peekOneTimeToken(ctx.database.db, ['change'], token)) return refuse(forbidden, 'must_change_password');
    return refuse(unauthorized, 'unauthorized');
  }
  const viewer = verified.payload;
  if (!(await liveSession(ctx.database.db, viewer.gsid))) return refuse(unauthorized, 'session_expired');
  if (!hasPermission(viewer, 'view_realtime')) return refuse(forbidden, 'forbidden');
  return { viewer };
}

/** True while the viewer's session has not been ended or expired (checked again on every refresh). */
export async function sessionStillLive(ctx: AppContext, viewer: TokenPayload): Promise<boolean> {
  return (await liveSession(ctx.database.db, viewer.gsid)) !== undefined;
}
