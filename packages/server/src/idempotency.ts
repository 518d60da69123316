import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from './context.js';
import { queryRows } from './db/client.js';
import { AppError } from './errors.js';

/** The header a client sends with a write it may repeat (a double click, a retry after a lost answer). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const KEEP = '1 day';
const SWEEP_MS = 3_600_000;

type Prior = {
  route: string;
  body_hash: string;
  status: number | null;
  answer: string | null;
  content_type: string | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    idempotency: { userId: number; key: string } | null;
  }
}

/**
 * Idempotent writes: a signed-in POST carrying an Idempotency-Key runs once per caller and key. The
 * first request is remembered (caller, key, route and a hash of its validated body) while it runs; a
 * repeat of it answers 409 `request_in_progress` meanwhile, then the first one's answer once it
 * succeeded, creating nothing new; the key sent with another route or body answers 422. An answer
 * that is not a success is forgotten, so the caller may correct and send again with the same key.
 * Keys are kept a day.
 */
export const idempotency = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const db = ctx.database.db;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || key === undefined || !request.viewer) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw new AppError(400, 'idempotency_key_invalid');
    const userId = request.viewer.user_id;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const bodyHash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    const claimed = await queryRows<{ key: string }>(
      db,
      sql`INSERT INTO idempotent_requests (user_id, key, route, body_hash) VALUES (${userId}, ${key}, ${route}, ${bodyHash})
          ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    );
    if (claimed.length > 0) {
      request.idempotency = { userId, key };
      return;
    }
    const [prior] = await queryRows<Prior>(
      db,
      sql`SELECT route, body_hash, status, answer, content_type FROM idempotent_requests WHERE user_id = ${userId} AND key = ${key}`,
    );
    if (!prior || prior.status === null || prior.answer === null) throw new AppError(409, 'request_in_progress');
    if (prior.route !== route || prior.body_hash !== bodyHash) throw new AppError(422, 'idempotency_key_reused');
    return reply
      .code(prior.status)
      .header('content-type', prior.content_type ?? 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(prior.answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const mark = request.idempotency;
    if (!mark) return payload;
    const success = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    if (success) {
      const type = reply.getHeader('content-type');
      await db.execute(sql`UPDATE idempotent_requests SET status = ${reply.statusCode}, answer = ${payload},
          content_type = ${typeof type === 'string' ? type : null}
        WHERE user_id = ${mark.userId} AND key = ${mark.key}`);
    } else {
      await db.execute(sql`DELETE FROM idempotent_requests WHERE user_id = ${mark.userId} AND key = ${mark.key}`);
    }
    return payload;
  });

  const sweep = setInterval(() => {
    db.execute(sql`DELETE FROM idempotent_requests WHERE created_at < now() - ${KEEP}::interval`).catch(
      () => undefined,
    );
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
