import type { TestApp } from './test-app.js';

/** Each app's demo sign-ins, made once: a sign-in costs an argon2 check. */
const tokens = new WeakMap<TestApp, Map<string, Promise<string>>>();

function tokenOf(t: TestApp, username: string): Promise<string> {
  const known = tokens.get(t) ?? new Map<string, Promise<string>>();
  tokens.set(t, known);
  const token = known.get(username) ?? t.tokenOf(username);
  known.set(username, token);
  return token;
}

/**
 * `GET /api/report/report_{report}/{verb}_report_{report}` as a demo user (null: without a token),
 * from a page in `language` (Accept-Language) when given: its status and its answer.
 */
export async function callReport<T>(
  t: TestApp,
  username: string | null,
  report: string,
  query: Record<string, string | number>,
  verb = 'list',
  language?: string,
) {
  const headers = {
    ...(username ? { authorization: `Bearer ${await tokenOf(t, username)}` } : {}),
    ...(language ? { 'accept-language': language } : {}),
  };
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/report/report_${report}/${verb}_report_${report}?${search}`,
    headers,
  });
  return { status: response.statusCode, body: response.json<{ result: T; message: string; code?: string }>() };
}
