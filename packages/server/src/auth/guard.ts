import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type PermissionKey, type TokenPayload } from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { peekOneTimeToken } from './one-time-tokens.js';
import { scopeFor, type Scope } from './scope.js';
import { SUBJECTS } from '../live/bus.js';
import { sessionUserOf } from './session-end.js';
import { liveSession } from './session-repository.js';
import { verifyToken } from './tokens.js';

/** What a route needs: nothing, a signed-in caller, or a permission key of the catalogue. */
export type Access = 'public' | 'signed-in' | PermissionKey;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    viewer: TokenPayload | null;
    scope: Scope | null;
  }
}

const SESSION_CACHE_MS = 5_000;

/**
 * Every /api route must declare its access; the server refuses to start otherwise. Each request is
 * then checked here before its handler runs, and gets `viewer` and `scope`.
 */
export const guard = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  const liveUntil = new Map<string, { until: number; userId: number }>();
  // A user whose sessions may have ended is looked up again on the next call, on every node (M5).
  const stopListening = ctx.bus.subscribe(SUBJECTS.userSessions, (payload) => {
    const userId = sessionUserOf(payload);
    for (const [gsid, cached] of liveUntil) if (cached.userId === userId) liveUntil.delete(gsid);
  });
  app.addHook('onClose', async () => stopListening());

  app.decorateRequest('viewer', null);
  app.decorateRequest('scope', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access`);
    }
  });

  async function sessionIsLive(gsid: string): Promise<boolean> {
    const cached = liveUntil.get(gsid);
    if (cached && cached.until > Date.now()) return true;
    const live = await liveSession(ctx.database.db, gsid);
    if (live) liveUntil.set(gsid, { until: Date.now() + SESSION_CACHE_MS, userId: live.user_id });
    else liveUntil.delete(gsid);
    return live !== undefined;
  }

  async function viewerOf(request: FastifyRequest): Promise<TokenPayload> {
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (!bearer) throw new AppError(401, 'unauthorized');
    const verified = await verifyToken(bearer, ctx.secrets.tokenKey);
    if ('error' in verified) {
      if (verified.error === 'expired') throw new AppError(401, 'session_expired');
      if (await peekOneTimeToken(ctx.database.db, ['change'], bearer)) throw new AppError(403, 'must_change_password');
      throw new AppError(401, 'unauthorized');
    }
    if (!(await sessionIsLive(verified.payload.gsid))) throw new AppError(401, 'session_expired');
    return verified.payload;
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const viewer = await viewerOf(request);
    if (access !== 'signed-in' && !hasPermission(viewer, access)) throw new AppError(403, 'forbidden');
    request.viewer = viewer;
    request.scope = scopeFor(viewer);
  });

  /** Lets sign-out take effect at once on this node. */
  app.decorate('forgetSession', (gsid: string) => liveUntil.delete(gsid));
});

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    forgetSession(gsid: string): void;
  }
}

/** The signed-in caller of a route that declared an access other than 'public'. */
export function viewerOf(request: FastifyRequest): TokenPayload {
  if (!request.viewer) throw new AppError(401, 'unauthorized');
  return request.viewer;
}

/** The caller's scope; every query of a non-public route filters through it. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new AppError(401, 'unauthorized');
  return request.scope;
}
