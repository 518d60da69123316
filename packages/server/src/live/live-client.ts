import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_CLOSE_CODES, type TokenPayload } from '@armada/domain';
import type { AppContext } from '../context.js';
import { scopeFor } from '../auth/scope.js';
import { authenticateLive, sessionStillLive } from './live-auth.js';
import { createOutbox, type Outgoing } from './live-outbox.js';
import { isVisible, visibleImeis, type Visible } from './live-repository.js';

export type LiveTimings = {
  /** A socket that has not authenticated by then is closed (4401 auth_timeout). */
  authTimeoutMs: number;
  /** How often the visible vehicles and the session are looked at again. */
  refreshMs: number;
  /** Ping interval; a socket that has not answered the previous ping is dropped. */
  pingMs: number;
  /** Unsent bytes above which a client counts as slow and its updates are coalesced. */
  highWaterBytes: number;
};

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  authTimeoutMs: 5_000,
  refreshMs: 60_000,
  pingMs: 30_000,
  highWaterBytes: 1_048_576,
};

/** One authenticated socket as the hub sees it. */
export type LiveClient = {
  userId: number;
  accepts(imei: string): boolean;
  push(out: Outgoing): void;
  /** Checks the session again now (its user's sessions may have ended); closes the socket if so. */
  recheck(): void;
};

export type LiveSocketDeps = {
  ctx: AppContext;
  timings: LiveTimings;
  log: FastifyBaseLogger;
  join(client: LiveClient): () => void;
};

// setTimeout keeps at most ~24.8 days; tokens live hours.
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Serves one WebSocket: authentication (query token or a first `auth` message), the caller's visible
 * vehicles refreshed every minute, heartbeats, and closing at the token's expiry unless a refreshed
 * token arrives in time as another `auth` message.
 */
export function serveLiveSocket(socket: WebSocket, queryToken: string | undefined, deps: LiveSocketDeps): void {
  const { ctx, timings, log } = deps;
  const outbox = createOutbox(socket, { highWaterBytes: timings.highWaterBytes });
  const authTimer = setTimeout(() => end(LIVE_CLOSE_CODES.unauthorized, 'auth_timeout'), timings.authTimeoutMs);
  const stopHeartbeat = keepAlive(socket, timings.pingMs);
  let refresher: NodeJS.Timeout | undefined;
  let viewer: TokenPayload | null = null;
  let visible: Visible = new Set();
  let expiry: NodeJS.Timeout | undefined;
  let leave: (() => void) | undefined;

  const end = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };
  const fail = (error: unknown) => {
    log.error({ err: error }, 'live socket failed');
    end(1011, 'internal_error');
  };

  async function authenticate(token: string): Promise<void> {
    const outcome = await authenticateLive(ctx, token);
    if (socket.readyState !== socket.OPEN) return;
    if ('refused' in outcome) return end(outcome.refused.code, outcome.refused.reason);
    if (viewer && viewer.user_id !== outcome.viewer.user_id) return end(LIVE_CLOSE_CODES.unauthorized, 'unauthorized');
    const first = viewer === null;
    viewer = outcome.viewer;
    visible = await visibleImeis(ctx.database.db, scopeFor(viewer));
    if (socket.readyState !== socket.OPEN) return;
    clearTimeout(expiry);
    const untilExpiry = Math.min(viewer.exp * 1000 - Date.now(), MAX_TIMEOUT_MS);
    expiry = setTimeout(() => end(LIVE_CLOSE_CODES.unauthorized, 'session_expired'), untilExpiry);
    if (first) start();
    socket.send(JSON.stringify({ type: 'ready', data: { user_id: viewer.user_id, expires_at: viewer.exp * 1000 } }));
  }

  async function refresh(): Promise<void> {
    if (!viewer) return;
    if (!(await sessionStillLive(ctx, viewer))) return end(LIVE_CLOSE_CODES.unauthorized, 'session_expired');
    visible = await visibleImeis(ctx.database.db, scopeFor(viewer));
  }

  function start(): void {
    clearTimeout(authTimer);
    refresher = setInterval(() => refresh().catch(fail), timings.refreshMs);
    const userId = viewer?.user_id ?? 0;
    leave = deps.join({
      userId,
      accepts: (imei) => isVisible(visible, imei),
      push: (out) => outbox.push(out),
      recheck: () => void refresh().catch(fail),
    });
  }

  socket.on('message', (data) => {
    const token = authTokenOf(data.toString());
    if (token) authenticate(token).catch(fail);
    else if (!viewer) end(LIVE_CLOSE_CODES.unauthorized, 'unauthorized');
  });
  socket.on('close', () => {
    [authTimer, refresher, expiry].forEach((timer) => clearTimeout(timer));
    stopHeartbeat();
    outbox.close();
    leave?.();
  });
  socket.on('error', (error) => log.warn({ err: error }, 'live socket error'));
  if (queryToken) authenticate(queryToken).catch(fail);
}

/** Pings every `pingMs`; a socket that has not answered (nor sent anything) since the last ping is dropped. */
function keepAlive(socket: WebSocket, pingMs: number): () => void {
  let alive = true;
  const markAlive = () => (alive = true);
  socket.on('pong', markAlive);
  socket.on('message', markAlive);
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, pingMs);
  return () => clearInterval(timer);
}

/** The token of an `{ "type": "auth", "token": "…" }` message, or null for anything else. */
export function authTokenOf(text: string): string | null {
  try {
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null) return null;
    const { type, token } = message as Record<string, unknown>;
    return type === 'auth' && typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}
