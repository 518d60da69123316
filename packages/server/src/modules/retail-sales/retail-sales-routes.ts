import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Envelope,
  RETAIL_SALES_MAX_BYTES,
  RetailSalesPage,
  RetailSalesQuery,
  RetailSalesUpload,
  RetailSalesUploadQuery,
  RetailSalesUploadStarted,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { sendXlsx, XLSX_FILE_ANSWERS } from '../../jobs/download-routes.js';
import { retailSaleUploads as uploads } from './retail-sales-tables.js';
import {
  errorsPath,
  fileExists,
  removeStaleFiles,
  salesDir,
  templatePath,
  TEMPLATE_NAME,
  uploadPath,
} from './retail-sales-files.js';
import { listRetailSales, uploadOf } from './retail-sales-repository.js';
import { runUpload } from './retail-sales-upload.js';

const access = { access: 'upload_retail_sales' } as const;
const ZIP_MAGIC = 0x04034b50;
const notXlsx = () => new AppError(415, 'retail_sales_not_xlsx');
const MB = RETAIL_SALES_MAX_BYTES / 1024 / 1024;
const tooLarge = () => new AppError(413, 'retail_sales_too_large', { values: { mb: MB }, result: { mb: MB } });

/** Whether a file starts as a zip archive does (every xlsx file is one). */
async function isZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === ZIP_MAGIC;
  } finally {
    await file.close();
  }
}

/** Takes the request's one `file` part onto disk, refusing what is not an xlsx file or is too large. */
async function receive(request: FastifyRequest, path: string): Promise<string> {
  if (!request.isMultipart()) throw notXlsx();
  const part = await request.file({ limits: { fileSize: RETAIL_SALES_MAX_BYTES, files: 1, fields: 0 } });
  if (!part || part.fieldname !== 'file' || !/\.xlsx$/i.test(part.filename)) {
    part?.file.resume();
    throw notXlsx();
  }
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    await unlink(path).catch(() => undefined);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await unlink(path).catch(() => undefined);
    throw tooLarge();
  }
  if (!(await isZip(path))) {
    await unlink(path).catch(() => undefined);
    throw notXlsx();
  }
  return part.filename.slice(-200);
}

/**
 * `/api/analytic/retail_sales/...`: the upload template, the upload (checked in the background,
 * polled by its id), its error file, and the stored sales.
 */
export async function retailSalesRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await base.register(multipart, { limits: { fileSize: RETAIL_SALES_MAX_BYTES, files: 1 } });
  const app = typed(base);
  const { db } = ctx.database;
  const dir = salesDir(ctx.config.dataDir);

  app.get(
    '/download_retail_sales_template',
    { config: access, schema: { response: XLSX_FILE_ANSWERS } },
    async (_request, reply) => sendXlsx(reply, TEMPLATE_NAME, await templatePath(ctx.config.dataDir)),
  );

  app.post(
    '/upload_retail_sales',
    { config: access, schema: { response: { 200: Envelope(RetailSalesUploadStarted) } } },
    async (request) => {
      const scope = scopeOf(request);
      const viewer = viewerOf(request);
      if (scope.kind === 'own') throw new AppError(403, 'retail_sales_dealers_only');
      const id = randomBytes(16).toString('hex');
      await mkdir(dir, { recursive: true });
      const fileName = await receive(request, uploadPath(dir, id));
      await db
        .insert(uploads)
        .values({ id, user_id: viewer.user_id, organization_id: viewer.organization_id, file_name: fileName });
      const job = { db, dir, zone: ctx.config.reports.zone, scope, viewer, id, log: ctx.log };
      setImmediate(() => void runUpload(job));
      void removeStaleFiles(dir).catch((error: unknown) => ctx.log.warn({ err: error }, 'stale retail-sales files'));
      return ok({ id });
    },
  );

  app.get(
    '/view_retail_sales_upload',
    { config: access, schema: { querystring: RetailSalesUploadQuery, response: { 200: Envelope(RetailSalesUpload) } } },
    async (request) => ok(await uploadOf(db, viewerOf(request).user_id, request.query.id)),
  );

  app.get(
    '/download_retail_sales_errors',
    { config: access, schema: { querystring: RetailSalesUploadQuery, response: XLSX_FILE_ANSWERS } },
    async (request, reply) => {
      const upload = await uploadOf(db, viewerOf(request).user_id, request.query.id);
      if (upload.status === 'reading' || upload.status === 'storing') throw new AppError(409, 'download_not_ready');
      const path = errorsPath(dir, upload.id);
      if (upload.status !== 'rejected' || upload.failure !== null || !(await fileExists(path))) throw notFound();
      const name = `${upload.file_name.replace(/\.xlsx$/i, '')}-errors.xlsx`;
      return sendXlsx(reply, name, path);
    },
  );

  app.get(
    '/list_retail_sales',
    { config: access, schema: { querystring: RetailSalesQuery, response: { 200: Envelope(RetailSalesPage) } } },
    async (request) => {
      const { query } = request;
      const { data, total } = await listRetailSales(db, scopeOf(request), query);
      return ok({ data, total_data: total, page: query.page, limit: query.limit });
    },
  );
}
