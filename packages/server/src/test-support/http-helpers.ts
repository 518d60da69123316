import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PermissionKey, TokenPayload } from '@armada/domain';
import type { AppContext } from '../context.js';
import { loginLogs, organizations, outbox, sessions, users } from '../db/schema.js';
import { DEMO_PASSWORD } from '../demo/demo-accounts.js';

/** Small helpers shared by the server tests; they only wrap `inject` and the test database. */

export const LOGIN_URL = '/api/user/user/login_user';

/** The claims of a JWT, read without checking the signature. */
export function decodeToken(token: string): TokenPayload & { iat?: number } {
  const middle = token.split('.')[1];
  if (!middle) throw new Error(`not a JWT: ${token}`);
  return JSON.parse(Buffer.from(middle, 'base64url').toString('utf8')) as TokenPayload & { iat?: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type PostOptions = { headers?: Record<string, string>; remoteAddress?: string; method?: 'POST' | 'PUT' };

/** A form-urlencoded POST (or PUT), as the sign-in page and the web send. */
export function formPost(app: FastifyInstance, url: string, fields: Record<string, string>, options: PostOptions = {}) {
  return app.inject({
    method: options.method ?? 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** POST login_user; the answer as is. */
export function login(
  app: FastifyInstance,
  username: string,
  password: string = DEMO_PASSWORD,
  remoteAddress?: string,
) {
  return formPost(app, LOGIN_URL, { username, password }, { remoteAddress });
}

export type Envelope<T = Record<string, unknown>> = { response: number; code?: string; message: string; result: T };

export function bodyOf<T = Record<string, unknown>>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** A GET with a bearer token. */
/** A GET with the caller's token; `language` is the page's own (the web sends it as Accept-Language). */
export function getAs(app: FastifyInstance, token: string, url: string, language?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });
}

/** The value a response sets for a cookie, or undefined. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function userRow(ctx: AppContext, username: string) {
  const rows = await ctx.database.db.select().from(users).where(eq(users.username, username)).limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** Adds permission keys to a user's user_access (a re-login picks them up). */
export async function grant(ctx: AppContext, username: string, ...keys: PermissionKey[]): Promise<void> {
  const row = await userRow(ctx, username);
  const access = { ...(row.user_access ?? {}), ...Object.fromEntries(keys.map((key) => [key, true])) };
  await ctx.database.db.update(users).set({ user_access: access }).where(eq(users.id, row.id));
}

export async function updateUser(ctx: AppContext, username: string, change: Partial<typeof users.$inferInsert>) {
  await ctx.database.db.update(users).set(change).where(eq(users.username, username));
}

export async function orgIdOf(ctx: AppContext, code: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.code, code));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no organisation ${code}`);
  return id;
}

const TABLES = { outbox, login_logs: loginLogs, sessions };

/** How many rows a table holds. */
export async function countRows(ctx: AppContext, table: keyof typeof TABLES): Promise<number> {
  const rows = await ctx.database.db.select({ n: count() }).from(TABLES[table]);
  return Number(rows[0]?.n ?? 0);
}
