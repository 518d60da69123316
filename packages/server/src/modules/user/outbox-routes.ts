import type { FastifyInstance } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { Envelope, OutboxPage, PageQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { forbidden } from '../../errors.js';
import { scopeOf } from '../../auth/guard.js';
import { outbox } from '../../db/schema.js';
import { redactOneTimeLinks } from '../../mail/mailer.js';

/** `/api/user/outbox/list_outbox`: mail kept when no SMTP server is configured (administrators). */
export async function outboxRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  app.get(
    '/list_outbox',
    { config: { access: 'read_outbox' }, schema: { querystring: PageQuery, response: { 200: Envelope(OutboxPage) } } },
    async (request) => {
      // Mail is addressed to people of any organisation: only callers who see every organisation may read it.
      if (scopeOf(request).kind !== 'all') throw forbidden();
      const { page, limit } = request.query;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(outbox),
      ]);
      // One-time links go to their addressee only: the reader sees that a mail went out, not its token.
      const data = rows.map((row) => ({
        ...row,
        body: redactOneTimeLinks(row.body),
        created_at: row.created_at.toISOString(),
      }));
      return ok({ data, total_data: Number(totals[0]?.n ?? 0), page, limit });
    },
  );
}
