import { unlink } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { RETAIL_SALE_COLUMNS, type MessageCode, type TokenPayload } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../auth/scope.js';
import { dayOf } from '../../reports/report-days.js';
import { retailSaleUploads as uploads } from './retail-sales-tables.js';
import { loadParties } from './retail-sale-parties.js';
import { SaleChecker } from './retail-sale-checks.js';
import { annotatedRows, checkFile, FileRefused, type FileCheck, type SaleColumns } from './retail-sales-check-file.js';
import { errorsPath, uploadPath } from './retail-sales-files.js';
import { SheetWriter } from './sheet-writer.js';

/** One upload to check and store, on behalf of the user who sent it. */
export type UploadJob = {
  db: Db;
  dir: string;
  zone: string;
  scope: Scope;
  viewer: TokenPayload;
  id: string;
  log: FastifyBaseLogger;
};

/** Rows per INSERT while storing. */
const INSERT_BATCH = 5_000;
/** The share of the progress bar given to reading and checking; storing takes the rest. */
const READ_SHARE = 90;

const set = (job: UploadJob, values: Partial<typeof uploads.$inferInsert>) =>
  job.db
    .update(uploads)
    .set({ ...values, updated_at: new Date() })
    .where(eq(uploads.id, job.id));

/** Every sale in one transaction, in batches; a sale another upload stored meanwhile refuses them all. */
async function store(job: UploadJob, sales: SaleColumns): Promise<number> {
  const by = job.viewer.user_id;
  await job.db.transaction(async (tx) => {
    for (let at = 0; at < sales.chassis.length; at += INSERT_BATCH) {
      const part = <T>(values: T[]) => sql.param(values.slice(at, at + INSERT_BATCH));
      await tx.execute(sql`INSERT INTO retail_sales (chassis_number, dealer_id, customer_org_id, sold_on, created_by)
        SELECT c, d, cu, s, ${by}::int
        FROM unnest(${part(sales.chassis)}::text[], ${part(sales.dealer)}::int[], ${part(sales.customer)}::int[],
          ${part(sales.day)}::date[]) AS u(c, d, cu, s)`);
    }
  });
  return sales.chassis.length;
}

async function writeErrors(job: UploadJob, check: FileCheck): Promise<void> {
  const sheet = await SheetWriter.create(errorsPath(job.dir, job.id), 'Errors', [...RETAIL_SALE_COLUMNS, 'errors']);
  try {
    let rows: { row: number; values: unknown[] }[] = [];
    for await (const row of annotatedRows(uploadPath(job.dir, job.id), check.badRows)) {
      rows.push(row);
      if (rows.length === 2_000) {
        await sheet.rows(rows);
        rows = [];
      }
    }
    await sheet.rows(rows);
  } finally {
    await sheet.close();
  }
}

const isConflict = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return code === '23505' || (cause !== undefined && isConflict(cause));
};

async function finish(job: UploadJob, check: FileCheck): Promise<void> {
  const counts = { rows_read: check.rowsRead, rows_rejected: check.rowsRejected, error_count: check.errorCount };
  if (!check.sales) {
    await writeErrors(job, check);
    await set(job, { ...counts, status: 'rejected', progress: 100, errors: check.errors });
    return;
  }
  await set(job, { ...counts, status: 'storing', progress: READ_SHARE });
  try {
    const stored = await store(job, check.sales);
    await set(job, { status: 'stored', progress: 100, rows_stored: stored });
  } catch (error) {
    if (!isConflict(error)) throw error;
    await set(job, { status: 'rejected', progress: 100, failure: 'retail_sales_conflict' });
  }
}

/**
 * Reads, checks and (when every row is good) stores one upload, keeping its row up to date for the
 * page that polls it. Never throws: a file that can not be read ends the upload as failed. The
 * uploaded file is removed at the end; the error file stays for its download.
 */
export async function runUpload(job: UploadJob): Promise<void> {
  const fail = (code: MessageCode) => set(job, { status: 'failed', progress: 100, failure: code });
  try {
    const parties = await loadParties(job.db, job.scope);
    const checker = new SaleChecker(job.db, parties, dayOf(Date.now(), job.zone));
    const check = await checkFile(uploadPath(job.dir, job.id), checker, (share, rowsRead) =>
      set(job, { progress: Math.min(READ_SHARE - 1, Math.floor(share * READ_SHARE)), rows_read: rowsRead }).then(
        () => undefined,
      ),
    );
    await finish(job, check);
  } catch (error) {
    if (!(error instanceof FileRefused)) job.log.warn({ err: error, upload: job.id }, 'retail-sales upload unreadable');
    await fail(error instanceof FileRefused ? error.code : 'retail_sales_unreadable').catch((failure: unknown) =>
      job.log.error({ err: failure, upload: job.id }, 'retail-sales upload left unfinished'),
    );
  } finally {
    await unlink(uploadPath(job.dir, job.id)).catch(() => undefined);
  }
}
