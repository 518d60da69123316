import { createReadStream, type ReadStream } from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DownloadFile, DownloadFileQuery, ErrorBody, XLSX_CONTENT_TYPE } from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError, notFound } from '../errors.js';
import { typed } from '../http.js';
import { viewerOf } from '../auth/guard.js';
import { downloads } from './download-tables.js';
import { downloadPath } from './download-service.js';

/** The domain's binary answer, typed as what the server sends: the file streamed from disk. */
const FILE = Type.Unsafe<ReadStream>(DownloadFile);

/** The answers of a call that sends an xlsx file: the file, or the error envelope. */
export const XLSX_FILE_ANSWERS = {
  200: { description: 'the file, as an attachment', content: { [XLSX_CONTENT_TYPE]: { schema: FILE } } },
  '4xx': ErrorBody,
};

/** Sends an xlsx file from disk as an attachment with the name the browser offers. */
export const sendXlsx = (reply: FastifyReply, fileName: string, path: string) =>
  reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`)
    .send(createReadStream(path));

/** `/api/report/download/download_file`: a finished file, for the user it was written for, until it expires. */
export async function downloadRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  app.get(
    '/download_file',
    {
      config: { access: 'signed-in' },
      schema: {
        querystring: DownloadFileQuery,
        response: XLSX_FILE_ANSWERS,
      },
    },
    async (request, reply) => {
      const rows = await ctx.database.db
        .select()
        .from(downloads)
        .where(and(eq(downloads.id, request.query.id), eq(downloads.user_id, viewerOf(request).user_id)));
      const download = rows[0];
      if (!download) throw notFound();
      if (download.status === 'expired' || download.expires_at.getTime() < Date.now()) {
        throw new AppError(410, 'download_expired');
      }
      if (download.status !== 'done') throw new AppError(409, 'download_not_ready');
      return sendXlsx(reply, download.file_name, downloadPath(ctx, download.id));
    },
  );
}
