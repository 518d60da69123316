import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';
import { bearer, bodyOf, formPost, getAs } from './http-helpers.js';
import { userAccounts, userTypes } from '../modules/uam/uam-tables.js';

/** Calls of the user access resources as a demo user, for the module's tests. */
export function uamCalls(t: TestApp) {
  const send = async (
    method: 'POST' | 'PUT',
    username: string,
    url: string,
    body: Record<string, string | number>,
  ): Promise<LightMyRequestResponse> => {
    const fields = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
    return formPost(t.app, url, fields, { method, headers: bearer(await t.tokenOf(username)) });
  };
  return {
    get: async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), url),
    post: (username: string, url: string, body: Record<string, string | number>) => send('POST', username, url, body),
    put: (username: string, url: string, body: Record<string, string | number>) => send('PUT', username, url, body),
    remove: async (username: string, url: string) =>
      t.app.inject({ method: 'DELETE', url, headers: bearer(await t.tokenOf(username)) }),
    /** The list's rows as the user gets them. */
    rows: async <T = Record<string, unknown>>(username: string, url: string): Promise<T[]> => {
      const response = await getAs(t.app, await t.tokenOf(username), url);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return bodyOf<{ data: T[] }>(response).result.data;
    },
  };
}

export async function roleIdOf(t: TestApp, name: string): Promise<number> {
  const rows = await t.ctx.database.db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.name, name));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no role ${name}`);
  return id;
}

export async function accountOf(t: TestApp, username: string) {
  const rows = await t.ctx.database.db.select().from(userAccounts).where(eq(userAccounts.username, username));
  const row = rows[0];
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** A snapshot of the users and roles tables, to show a refused call changed nothing. */
export async function snapshot(t: TestApp): Promise<string> {
  const { db } = t.ctx.database;
  const [accounts, roles] = await Promise.all([
    db.select().from(userAccounts).orderBy(userAccounts.id),
    db.select().from(userTypes).orderBy(userTypes.id),
  ]);
  return JSON.stringify({ accounts, roles });
}

/** Gives a user a role directly in the database (no access spread), for set-ups. */
export async function setRole(t: TestApp, username: string, roleId: number | null): Promise<void> {
  await t.ctx.database.db.update(userAccounts).set({ user_type_id: roleId }).where(eq(userAccounts.username, username));
}
