import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageFor, RefreshBody, SsoLoginBody, SsoLoginQuery, SsoTokenQuery } from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { callerOf, originOf, typed } from '../http.js';
import { findUserById } from './user-lookup.js';
import { issueToken, signIn } from './sign-in.js';
import { claimSsoToken, liveSession, liveSessionBySsoToken, touchSession } from './session-repository.js';
import { endUserSession } from './session-end.js';
import { pickLanguage, SSO_TEXT } from './sso-page-text.js';
import { renderSsoPage } from './sso-page.js';
import { verifyToken } from './tokens.js';

const COOKIE = 'gsid';
/** How long after its expiry a runner token may still be refreshed (review I5): a late timer, not a lost laptop. */
const REFRESH_GRACE_MS = 5 * 60_000;

/** The sign-in service (spec document 2 section 7.14); its session check is ours (docs/auth-api.md). */
export async function ssoRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const ttlHours = ctx.config.sessionTtlHours;

  const setCookie = (reply: FastifyReply, request: FastifyRequest, gsid: string) =>
    reply.setCookie(COOKIE, gsid, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: ttlHours * 3600,
    });

  /** Only the portal's own origin (or configured ones) may receive tokens. */
  function safeServiceUrl(request: FastifyRequest, wanted: string | undefined): string {
    const own = originOf(request);
    const fallback = `${own}/login`;
    if (!wanted) return fallback;
    try {
      const url = new URL(wanted, own);
      return url.origin === own || ctx.config.ssoAllowedOrigins.includes(url.origin) ? url.toString() : fallback;
    } catch {
      return fallback;
    }
  }

  const withParams = (target: string, params: Record<string, string>) => {
    const url = new URL(target);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };

  app.get('/login', { schema: { querystring: SsoLoginQuery } }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    const serviceURL = safeServiceUrl(request, request.query.serviceURL);
    return reply.type('text/html; charset=utf-8').send(renderSsoPage({ lang, serviceURL }));
  });

  app.post('/login', { schema: { body: SsoLoginBody } }, async (request, reply) => {
    const { username, password } = request.body;
    const lang = pickLanguage(request.body.lang, request.headers['accept-language']);
    const serviceURL = safeServiceUrl(request, request.body.serviceURL);
    const portal = new URL(serviceURL).origin;
    try {
      const signed = await signIn(ctx, username, password, callerOf(request));
      setCookie(reply, request, signed.globalSessionID);
      return reply.redirect(withParams(serviceURL, { ssoToken: signed.ssoToken, gsid: signed.globalSessionID }), 302);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const result = (error.options.result ?? {}) as { change_token?: string; t?: string };
      if (result.change_token) {
        const reason = error.code === 'password_weak' ? 'weak' : 'expired';
        return reply.redirect(
          `${portal}/change-password?t=${encodeURIComponent(result.change_token)}&reason=${reason}`,
          302,
        );
      }
      if (result.t) return reply.redirect(`${portal}/privacy_policy/${encodeURIComponent(result.t)}`, 302);
      const translated = SSO_TEXT[lang].errors[error.code] ?? error.message;
      const message = translated.replace('{minutes}', String(error.options.values?.minutes ?? ''));
      const page = renderSsoPage({
        lang,
        serviceURL,
        username,
        error: { code: error.code, message, response: error.options.response },
      });
      return reply.status(error.status).type('text/html; charset=utf-8').send(page);
    }
  });

  const refused = (reply: FastifyReply) =>
    reply.status(401).send({ auth: 'false', code: 'invalid_token', message: messageFor('invalid_token') });

  app.get('/verifytoken', { schema: { querystring: SsoTokenQuery } }, async (request, reply) => {
    // Once only (review I5): a leaked redirect URL is worth nothing after the portal has used it.
    const session = await claimSsoToken(db, request.query.ssoToken);
    const user = session && (await findUserById(db, session.user_id));
    if (!session || !user || user.isactive !== 1) return refused(reply);
    await touchSession(db, session.gsid, ttlHours);
    return { auth: 'true', token: await issueToken(ctx, user, session.gsid), globalSessionID: session.gsid };
  });

  app.post('/refresh_token', { schema: { body: RefreshBody } }, async (request, reply) => {
    const session = await liveSessionBySsoToken(db, request.body.ssoToken);
    const old = await verifyToken(request.body.runnerToken, ctx.secrets.tokenKey, true);
    if (!session || 'error' in old || old.payload.gsid !== session.gsid) return refused(reply);
    if (old.payload.exp * 1000 < Date.now() - REFRESH_GRACE_MS) return refused(reply);
    const user = await findUserById(db, session.user_id);
    if (!user || user.isactive !== 1 || user.user_access === null) return refused(reply);
    await touchSession(db, session.gsid, ttlHours);
    return { auth: 'true', token: await issueToken(ctx, user, session.gsid), globalSessionID: session.gsid };
  });

  app.get('/session', async (request, reply) => {
    const gsid = request.cookies[COOKIE];
    const session = gsid ? await liveSession(db, gsid) : undefined;
    if (!session) return reply.status(401).send({ auth: 'false' });
    await touchSession(db, session.gsid, ttlHours);
    setCookie(reply, request, session.gsid);
    return { auth: 'true', globalSessionID: session.gsid };
  });

  app.get('/logout', { schema: { querystring: SsoLoginQuery } }, async (request, reply) => {
    const gsid = request.cookies[COOKIE];
    if (gsid) {
      await endUserSession(ctx, gsid);
      base.forgetSession(gsid);
    }
    reply.clearCookie(COOKIE, { path: '/' });
    return reply.redirect(safeServiceUrl(request, request.query.serviceURL), 302);
  });
}
