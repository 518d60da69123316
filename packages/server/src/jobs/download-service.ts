import { randomBytes } from 'node:crypto';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, lt, ne } from 'drizzle-orm';
import { DOWNLOAD_EXPIRES_AFTER_DAYS, type TokenPayload } from '@armada/domain';
import type { AppContext } from '../context.js';
import { notifications } from '../db/schema.js';
import { pushToUser } from '../live/notification-push.js';
import { downloads } from './download-tables.js';
import { writeXlsx, type RowSource, type XlsxColumn } from './xlsx-writer.js';
import { columnsInZone, rowsInZone, timeZoneOf } from './reader-times.js';

export type DownloadRequest = {
  /** What the file holds, shown in the notification: 'Login logs', 'Vehicle list' ... */
  title: string;
  /** The file name offered to the browser, without extension. */
  fileName: string;
  columns: readonly XlsxColumn[];
  rows: RowSource;
  /** Keys of the columns holding instants (ISO strings): written in the reader's zone, named in their header. */
  timeKeys?: readonly string[];
};

export const DOWNLOAD_FILE_PATH = '/api/report/download/download_file';
const DAY_MS = 86_400_000;

export const downloadDir = (ctx: AppContext) => join(ctx.config.dataDir, 'downloads');
export const downloadPath = (ctx: AppContext, id: string) => join(downloadDir(ctx), `${id}.xlsx`);

async function finish(ctx: AppContext, id: string, viewer: TokenPayload, request: DownloadRequest, expiresAt: Date) {
  const { db } = ctx.database;
  try {
    await mkdir(downloadDir(ctx), { recursive: true });
    const zone = await timeZoneOf(db, viewer.user_id);
    const keys = request.timeKeys ?? [];
    const rows = await writeXlsx(
      downloadPath(ctx, id),
      request.title,
      columnsInZone(request.columns, keys, zone),
      keys.length ? rowsInZone(request.rows, keys, zone) : request.rows,
    );
    const { size } = await stat(downloadPath(ctx, id));
    await db.update(downloads).set({ status: 'done', rows, bytes: size }).where(eq(downloads.id, id));
    const [note] = await db
      .insert(notifications)
      .values({
        user_id: viewer.user_id,
        filter: 'info',
        type: 'report_download',
        type_name: 'Report download',
        text: request.title,
        link: `${DOWNLOAD_FILE_PATH}?id=${id}`,
        data: { download_id: id, rows, file_name: `${request.fileName}.xlsx` },
        expires_at: expiresAt,
      })
      .returning();
    if (note) pushToUser(ctx.bus, note);
    ctx.log.info({ id, rows, bytes: size }, 'download written');
  } catch (error) {
    ctx.log.error({ err: error, id }, 'download failed');
    await db.update(downloads).set({ status: 'failed' }).where(eq(downloads.id, id));
  }
}

/**
 * Starts writing the file in the background and answers at once with the download's id; the user
 * finds the link in a report_download notification, valid for DOWNLOAD_EXPIRES_AFTER_DAYS days.
 * `done` resolves when the file and its notification are written (tests and shutdown wait on it).
 */
export async function startDownload(ctx: AppContext, viewer: TokenPayload, request: DownloadRequest) {
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + DOWNLOAD_EXPIRES_AFTER_DAYS * DAY_MS);
  await ctx.database.db.insert(downloads).values({
    id,
    user_id: viewer.user_id,
    title: request.title,
    file_name: `${request.fileName}.xlsx`,
    expires_at: expiresAt,
  });
  const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
    finish(ctx, id, viewer, request, expiresAt),
  );
  return { id, done };
}

/** Removes the files of expired downloads; the rows and notifications stay, shown as expired. */
export async function removeExpiredDownloads(ctx: AppContext, now = new Date()): Promise<number> {
  const expired = await ctx.database.db
    .update(downloads)
    .set({ status: 'expired' })
    .where(and(lt(downloads.expires_at, now), ne(downloads.status, 'expired')))
    .returning({ id: downloads.id });
  await Promise.all(expired.map(({ id }) => unlink(downloadPath(ctx, id)).catch(() => undefined)));
  return expired.length;
}
