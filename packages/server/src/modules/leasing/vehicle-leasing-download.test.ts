import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DOWNLOAD_STARTED } from '@armada/domain';
import { downloads } from '../../jobs/download-tables.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { LEASING_BASE, listAs } from '../../test-support/leasing-helpers.js';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'armada-leasing-download-'));
beforeAll(async () => {
  t = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function finished(id: string) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.ctx.database.db.select().from(downloads).where(eq(downloads.id, id));
    if (row && row.status !== 'running') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('download did not finish');
}

async function sheet(token: string, id: string): Promise<unknown[][]> {
  const file = await getAs(t.app, token, `/api/report/download/download_file?id=${id}`);
  expect(file.headers['content-disposition']).toContain('leasing-vehicles.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const start = async (username: string, query: string) => {
  const token = await t.tokenOf(username);
  const response = await getAs(t.app, token, `${LEASING_BASE}/download_vehicle_leasing?${query}`);
  return { token, response };
};

describe('leased vehicle download (download_vehicle_leasing)', () => {
  it("answers the spec's message at once and writes every matching row when count_perpage is 0", async () => {
    const { token, response } = await start(
      'leasing',
      'count_perpage=0&dealer_approval=0,1&sort_by=chassis_number&sort=asc',
    );
    expect(response.statusCode).toBe(200);
    const body = bodyOf<{ id: string }>(response);
    expect(body.message).toBe(DOWNLOAD_STARTED);
    expect((await finished(body.result.id)).status).toBe('done');
    const listed = await listAs(t, 'leasing', 'count_perpage=1000&dealer_approval=0,1&sort_by=chassis_number&sort=asc');
    const rows = await sheet(token, body.result.id);
    expect(rows[0]?.slice(0, 3)).toEqual(['Chassis number', 'Vehicle number', 'IMEI']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.data.map((row) => row.chassis_number));
    expect(rows.slice(1).every((row) => row[5] === 'PT Leasing Andalan')).toBe(true);
  });

  it('writes one page when count_perpage is given, with the filters of the list', async () => {
    const { token, response } = await start('admin', 'count_perpage=3&page=2&dealer_approval=1');
    const { id } = bodyOf<{ id: string }>(response).result;
    await finished(id);
    const listed = await listAs(t, 'admin', 'count_perpage=3&page=2&dealer_approval=1');
    expect((await sheet(token, id)).slice(1).map((row) => row[0])).toEqual(listed.data.map((r) => r.chassis_number));
  });

  it('refuses bad parameters, no token and a caller without the permission', async () => {
    const { response } = await start('admin', 'count_perpage=-1');
    expect(response.statusCode).toBe(400);
    expect((await start('admin', 'search_by=imei')).response.statusCode).toBe(400);
    expect((await start('customer', '')).response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${LEASING_BASE}/download_vehicle_leasing` });
    expect(anonymous.statusCode).toBe(401);
  });
});
