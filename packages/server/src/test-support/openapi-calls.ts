import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../context.js';
import type { Schema } from './schema-samples.js';

/** One call as the OpenAPI document (`/docs/json`) declares it. */
export type DeclaredCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The query parameters as one object schema. */
  query: Schema;
  body: Schema | undefined;
};

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** Every call of the gateway and the sign-in service, read from the app's own OpenAPI document. */
export function declaredCalls(app: FastifyInstance): DeclaredCall[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const calls: DeclaredCall[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') && !path.startsWith('/sso/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST' && upper !== 'PUT' && upper !== 'DELETE') continue;
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const query: Schema = {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      };
      const content = operation.requestBody?.content ?? {};
      const body = Object.values(content)[0]?.schema;
      calls.push({ method: upper, path, query, body });
    }
  }
  return calls;
}

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const SWEEP_ADDRESS = '10.255.0.1';

/** Sends a call with a query and a JSON body, as the given bearer token (or none). */
export function send(
  app: FastifyInstance,
  call: DeclaredCall,
  query: Record<string, unknown>,
  body: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    // Not the test's own address: sign-in attempts among the calls must not throttle its sign-ins.
    remoteAddress: SWEEP_ADDRESS,
    method: call.method,
    url: call.path + queryString(query),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Tables whose rows change by being used at all: sign-ins, sessions and their logs. */
const BOOKKEEPING = new Set(['sessions', 'login_logs']);

/** Waits for the downloads that earlier calls started to be written, so their rows stop changing. */
async function downloadsSettled(ctx: AppContext): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    const pending = (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM downloads WHERE status = 'running'`,
    )) as unknown as { rows: { n: number }[] };
    if ((pending.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('downloads still being written after 30 s');
}

/**
 * A fingerprint of every table's rows, to tell whether a call changed anything (sign-in bookkeeping
 * aside), taken once the downloads earlier calls started are written. A partitioned table's rows are
 * read in its partitions (relkind 'r' takes them and leaves out the parent, which would read the
 * same rows again: the demo's positions are most of the time a fingerprint takes).
 */
export async function dataFingerprint(ctx: AppContext): Promise<Map<string, string>> {
  await downloadsSettled(ctx);
  const { db } = ctx.database;
  const tables = (await db.execute(
    sql`SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
  )) as unknown as { rows: { name: string }[] };
  const fingerprint = new Map<string, string>();
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name)) continue;
    const table = sql.identifier(name);
    const result = (await db.execute(
      sql`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    )) as unknown as { rows: { digest: string | null }[] };
    fingerprint.set(name, result.rows[0]?.digest ?? '');
  }
  return fingerprint;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
