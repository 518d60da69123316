import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DOWNLOAD_STARTED } from '@armada/domain';
import { notifications } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, getAs, login } from '../test-support/http-helpers.js';
import { downloads } from './download-tables.js';
import { removeExpiredDownloads } from './download-service.js';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'armada-downloads-'));
beforeAll(async () => {
  t = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function finished(id: string) {
  for (let i = 0; i < 200; i += 1) {
    const row = (await t.ctx.database.db.select().from(downloads).where(eq(downloads.id, id)))[0];
    if (row && row.status !== 'running') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('download did not finish');
}

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('downloads delivered through notifications', () => {
  it('answers at once, then writes the file and a report_download notification that expires in 2 days', async () => {
    for (let i = 0; i < 3; i += 1) await login(t.app, 'customer', 'wrong password');
    const token = await t.tokenOf('admin');
    const started = await getAs(t.app, token, '/api/user/user/download_login_log?username=customer');
    expect(started.statusCode).toBe(200);
    const body = bodyOf<{ id: string }>(started);
    expect(body.message).toBe(DOWNLOAD_STARTED);

    const download = await finished(body.result.id);
    expect(download.status).toBe('done');
    const listed = bodyOf<{ total_data: number }>(
      await getAs(t.app, token, '/api/user/user/login_log?username=customer&limit=1'),
    ).result.total_data;
    expect(download.rows).toBe(listed);
    expect(listed).toBeGreaterThanOrEqual(3);

    const [note] = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.type, 'report_download'), sql`${notifications.data}->>'download_id' = ${body.result.id}`),
      );
    expect(note?.link).toBe(`/api/report/download/download_file?id=${body.result.id}`);
    const days = ((note?.expires_at?.getTime() ?? 0) - (note?.created_at.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(2, 2);

    const file = await getAs(t.app, token, note?.link ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('login-logs.xlsx');
    const rows = await sheetRows(file.rawPayload);
    // Times as the reader reads them: local minutes in their zone (WIB until they choose), named in the header.
    expect(rows[0]).toEqual(['Username', 'Status', 'Time (WIB)', 'IP address']);
    expect(rows.slice(1).every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(String(row[2])))).toBe(true);
    expect(rows).toHaveLength(listed + 1);
    expect(rows.slice(1).every((row) => String(row[0]).toLowerCase().includes('customer'))).toBe(true);
  });

  it('gives the file to the user it was written for only, and not after it expires', async () => {
    const token = await t.tokenOf('root');
    const { id } = bodyOf<{ id: string }>(await getAs(t.app, token, '/api/user/user/download_login_log')).result;
    await finished(id);
    const url = `/api/report/download/download_file?id=${id}`;
    expect((await getAs(t.app, await t.tokenOf('admin'), url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await getAs(t.app, token, '/api/report/download/download_file?id=nothex')).statusCode).toBe(400);

    await t.ctx.database.db
      .update(downloads)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(downloads.id, id));
    expect(await removeExpiredDownloads(t.ctx)).toBeGreaterThanOrEqual(1);
    const expired = await getAs(t.app, token, url);
    expect(expired.statusCode).toBe(410);
    expect(bodyOf(expired).message).toBe('Date Expired');
  });

  it('needs the report permission to start one', async () => {
    const response = await getAs(t.app, await t.tokenOf('customer'), '/api/user/user/download_login_log');
    expect(response.statusCode).toBe(403);
  });
});
