import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HtmlPage,
  messageFor,
  Redirect,
  RefreshBody,
  SsoLoginBody,
  SsoLoginQuery,
  SsoLogoutBody,
  SsoRefusal,
  SsoSessionAnswer,
  SsoTokenAnswer,
  SsoTokenQuery,
} from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { callerOf, publicOrigin, typed } from '../http.js';
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

  const own = publicOrigin(ctx.config.publicUrl);
  // Secure when the portal is served over https, whether or not a TLS proxy tells us so (review I3).
  const secure = own.startsWith('https:');
  const setCookie = (reply: FastifyReply, request: FastifyRequest, gsid: string) =>
    reply.setCookie(COOKIE, gsid, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure || request.protocol === 'https',
      maxAge: ttlHours * 3600,
    });

  /** Only the portal's own origin (PUBLIC_URL) or configured ones may receive tokens. */
  function safeServiceUrl(wanted: string | undefined): string {
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

  app.get('/login', { schema: { querystring: SsoLoginQuery, response: { 200: HtmlPage } } }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    const serviceURL = safeServiceUrl(request.query.serviceURL);
    return reply.type('text/html; charset=utf-8').send(renderSsoPage({ lang, serviceURL }));
  });

  app.post('/login', { schema: { body: SsoLoginBody, response: { 302: Redirect } } }, async (request, reply) => {
    const { username, password } = request.body;
    const lang = pickLanguage(request.body.lang, request.headers['accept-language']);
    const serviceURL = safeServiceUrl(request.body.serviceURL);
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
      // The page again with the reason (4xx, HTML). Not declared as an answer: the request refusals of this
      // call (400 unknown_field and the like) are JSON, and a '4xx' string schema would serialise them away.
      return (reply as FastifyReply).status(error.status).type('text/html; charset=utf-8').send(page);
    }
  });

  const refused = (reply: FastifyReply) =>
    reply.status(401).send({ auth: 'false', code: 'invalid_token', message: messageFor('invalid_token') });

  app.get(
    '/verifytoken',
    { schema: { querystring: SsoTokenQuery, response: { 200: SsoTokenAnswer, 401: SsoRefusal } } },
    async (request, reply) => {
      // Once only (review I5): a leaked redirect URL is worth nothing after the portal has used it.
      const session = await claimSsoToken(db, request.query.ssoToken);
      const user = session && (await findUserById(db, session.user_id));
      if (!session || !user || user.isactive !== 1) return refused(reply);
      await touchSession(db, session.gsid, ttlHours);
      return { auth: 'true' as const, token: await issueToken(ctx, user, session.gsid), globalSessionID: session.gsid };
    },
  );

  app.post(
    '/refresh_token',
    { schema: { body: RefreshBody, response: { 200: SsoTokenAnswer, 401: SsoRefusal } } },
    async (request, reply) => {
      const session = await liveSessionBySsoToken(db, request.body.ssoToken);
      const old = await verifyToken(request.body.runnerToken, ctx.secrets.tokenKey, true);
      if (!session || 'error' in old || old.payload.gsid !== session.gsid) return refused(reply);
      if (old.payload.exp * 1000 < Date.now() - REFRESH_GRACE_MS) return refused(reply);
      const user = await findUserById(db, session.user_id);
      if (!user || user.isactive !== 1 || user.user_access === null) return refused(reply);
      await touchSession(db, session.gsid, ttlHours);
      return { auth: 'true' as const, token: await issueToken(ctx, user, session.gsid), globalSessionID: session.gsid };
    },
  );

  app.get('/session', { schema: { response: { 200: SsoSessionAnswer, 401: SsoRefusal } } }, async (request, reply) => {
    const gsid = request.cookies[COOKIE];
    const session = gsid ? await liveSession(db, gsid) : undefined;
    if (!session) return reply.status(401).send({ auth: 'false' });
    await touchSession(db, session.gsid, ttlHours);
    setCookie(reply, request, session.gsid);
    return { auth: 'true' as const, globalSessionID: session.gsid };
  });

  /** Signs out of the global session: a POST (review I4), so another site cannot sign a user out with a link. */
  app.post('/logout', { schema: { body: SsoLogoutBody, response: { 302: Redirect } } }, async (request, reply) => {
    const gsid = request.cookies[COOKIE];
    if (gsid) {
      await endUserSession(ctx, gsid);
      base.forgetSession(gsid);
    }
    reply.clearCookie(COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    return reply.redirect(safeServiceUrl(request.body.serviceURL), 302);
  });

  /** Old links and bookmarks: back to the portal, still signed in; only the POST signs out. */
  app.get('/logout', { schema: { querystring: SsoLoginQuery, response: { 302: Redirect } } }, async (request, reply) =>
    reply.redirect(safeServiceUrl(request.query.serviceURL), 302),
  );
}
