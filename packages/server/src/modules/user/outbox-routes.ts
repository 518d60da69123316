import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { Envelope, OutboxAttachmentQuery, OutboxPage, PageQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { forbidden, notFound } from '../../errors.js';
import { scopeOf } from '../../auth/guard.js';
import { sendXlsx, XLSX_FILE_ANSWERS } from '../../jobs/download-routes.js';
import { outbox } from '../../db/schema.js';
import { redactOneTimeLinks } from '../../mail/mailer.js';

// Mail is addressed to people of any organisation: only callers who see every organisation may read it.
const checkSeesAll = (request: FastifyRequest) => {
  if (scopeOf(request).kind !== 'all') throw forbidden();
};

/**
 * `/api/user/outbox/list_outbox`: mail kept when no SMTP server is configured (administrators), and
 * `download_outbox_attachment`: a file kept with one of them.
 */
export async function outboxRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  app.get(
    '/list_outbox',
    { config: { access: 'read_outbox' }, schema: { querystring: PageQuery, response: { 200: Envelope(OutboxPage) } } },
    async (request) => {
      checkSeesAll(request);
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
        attachments: row.attachments.map((attachment) => attachment.filename),
      }));
      return ok({ data, total_data: Number(totals[0]?.n ?? 0), page, limit });
    },
  );

  app.get(
    '/download_outbox_attachment',
    {
      config: { access: 'read_outbox' },
      schema: {
        querystring: OutboxAttachmentQuery,
        response: XLSX_FILE_ANSWERS,
      },
    },
    async (request, reply) => {
      checkSeesAll(request);
      const [mail] = await db
        .select({ attachments: outbox.attachments })
        .from(outbox)
        .where(eq(outbox.id, request.query.id));
      const attachment = mail?.attachments[request.query.index];
      const path = attachment && join(ctx.config.dataDir, attachment.file);
      // A file removed from the data directory (a cleaned or moved DATA_DIR) is gone, not a server error.
      if (!attachment || !path || !(await stat(path).catch(() => null))) throw notFound();
      return sendXlsx(reply, attachment.filename, path);
    },
  );
}
