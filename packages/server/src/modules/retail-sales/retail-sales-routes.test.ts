import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { count, eq, sql } from 'drizzle-orm';
import {
  REALM_ID,
  RETAIL_SALE_COLUMNS,
  RETAIL_SALES_MAX_BYTES,
  RETAIL_SALES_PATHS as PATHS,
  retailUploadDone,
  type RetailSaleError,
  type RetailSalesPage,
  type RetailSalesUpload,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, getAs, orgIdOf, userRow } from '../../test-support/http-helpers.js';
import { xlsxRows } from '../../test-support/xlsx-rows.js';
import { retailSales } from '../analytic/analytic-tables.js';
import { retailSaleUploads } from './retail-sales-tables.js';
import { removeStaleFiles, salesDir } from './retail-sales-files.js';

let t: TestApp;
/** Chassis the brand built, in no stored sale: each test takes its own. */
let chassis: string[] = [];
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await queryRows<{ chassis: string }>(
    t.ctx.database.db,
    sql`SELECT chassis_number AS chassis FROM chassis_registry r
      WHERE NOT EXISTS (SELECT 1 FROM retail_sales s WHERE s.chassis_number = r.chassis_number)
      ORDER BY chassis_number LIMIT 40`,
  );
  chassis = rows.map((row) => row.chassis);
  // Two customers of the Jakarta dealer with one name: a file must name them by code.
  const dealer = await orgIdOf(t.ctx, 'DLR-JKT');
  await t.ctx.database.db.insert(organizations).values([
    { name: 'CV Kembar', code: 'CUS-KEMBAR-1', realm_id: REALM_ID.customer, dealer_id: dealer },
    { name: 'CV Kembar', code: 'CUS-KEMBAR-2', realm_id: REALM_ID.customer, dealer_id: dealer },
  ]);
  for (const user of ['admin', 'dealer', 'dealer2', 'customer']) tokens.set(user, await t.tokenOf(user));
});
afterAll(() => t.close());

const token = (user: string) => tokens.get(user) ?? '';
const take = () => {
  const next = chassis.shift();
  if (!next) throw new Error('out of test chassis');
  return next;
};

async function xlsx(rows: unknown[][], header: readonly string[] = RETAIL_SALE_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(user: string, content: Buffer, fileName = 'sales.xlsx') {
  const boundary = `armada${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: PATHS.upload,
    headers: { ...bearer(token(user)), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

/** Uploads a file and polls it until it is done. */
async function uploaded(user: string, content: Buffer): Promise<RetailSalesUpload> {
  const started = await upload(user, content);
  expect(started.statusCode, started.body).toBe(200);
  const { id } = bodyOf<{ id: string }>(started).result;
  for (let i = 0; i < 400; i += 1) {
    const view = bodyOf<RetailSalesUpload>(await getAs(t.app, token(user), `${PATHS.view}?id=${id}`)).result;
    if (retailUploadDone(view.status)) return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${id} never finished`);
}

const stored = async () => (await t.ctx.database.db.select({ n: count() }).from(retailSales))[0]?.n ?? 0;
const errorsOf = (upload: RetailSalesUpload) =>
  upload.errors.map((e: RetailSaleError) => [e.row, e.column, e.code] as const);

describe('the retail-sales template', () => {
  it('is an xlsx file whose first row names the columns, with an example row', async () => {
    const response = await getAs(t.app, token('dealer'), PATHS.template);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(response.rawPayload);
    expect(rows[0]).toEqual([...RETAIL_SALE_COLUMNS]);
    expect(rows).toHaveLength(2);
  });
});

describe('uploading retail sales', () => {
  it('stores every row of a good file, customers by code, by name or none, dates as dates or text', async () => {
    const before = await stored();
    const sales = [take(), take(), take()];
    const result = await uploaded(
      'admin',
      await xlsx([
        [sales[0], 'DLR-JKT', 'CUS-LOGNUS', new Date(Date.UTC(2025, 4, 2))],
        [sales[1], 'dlr-jkt', 'PT Sinar Transport', '2025-05-03'],
        [sales[2], 'DLR-SBY', null, '04/05/2025'],
      ]),
    );
    expect(result).toMatchObject({ status: 'stored', rows_read: 3, rows_stored: 3, error_count: 0, progress: 100 });
    expect(await stored()).toBe(before + 3);
    const rows = await t.ctx.database.db
      .select()
      .from(retailSales)
      .where(eq(retailSales.chassis_number, sales[2] ?? ''));
    expect(rows[0]).toMatchObject({
      dealer_id: await orgIdOf(t.ctx, 'DLR-SBY'),
      customer_org_id: null,
      sold_on: '2025-05-04',
    });
    const sinar = await t.ctx.database.db
      .select()
      .from(retailSales)
      .where(eq(retailSales.chassis_number, sales[1] ?? ''));
    expect(sinar[0]?.customer_org_id).toBe(await orgIdOf(t.ctx, 'CUS-SINAR'));
  });

  it('stores nothing from a file with a bad row of every kind, and names each row, column and fault', async () => {
    const [good, repeated, old] = [take(), take(), take()];
    const first = await uploaded('admin', await xlsx([[old, 'DLR-JKT', '', '2024-01-10']]));
    expect(first.status).toBe('stored');
    const before = await stored();
    const result = await uploaded(
      'dealer',
      await xlsx([
        [good, 'DLR-JKT', 'CUS-LOGNUS', '2025-06-01'], // row 2: good
        ['NO-SUCH-CHASSIS', 'DLR-JKT', '', '2025-06-01'], // 3
        [null, 'DLR-JKT', '', '2025-06-01'], // 4
        [take(), null, '', '2025-06-01'], // 5
        [take(), 'DLR-NOPE', '', '2025-06-01'], // 6
        [take(), 'DLR-SBY', '', '2025-06-01'], // 7
        [take(), 'DLR-JKT', 'CUS-MAJU', '2025-06-01'], // 8: another dealer's customer
        [take(), 'DLR-JKT', '', null], // 9
        [take(), 'DLR-JKT', '', '2025-02-30'], // 10
        [take(), 'DLR-JKT', '', '2999-01-01'], // 11
        [take(), 'DLR-JKT', '', '1999-12-31'], // 12
        [repeated, 'DLR-JKT', '', '2025-06-02'], // 13
        [repeated, 'DLR-JKT', '', '2025-06-02'], // 14: the same sale again
        [old, 'DLR-JKT', '', '2024-01-10'], // 15: stored already
        [take(), 'DLR-JKT', 'CV Kembar', '2025-06-03'], // 16: two customers of that name
        [take(), 'DLR-JKT', 'cus-kembar-2', '2025-06-03'], // 17: good, by code
      ]),
    );
    expect(result).toMatchObject({ status: 'rejected', rows_read: 16, rows_stored: 0, rows_rejected: 13 });
    expect(errorsOf(result)).toEqual([
      [3, 'chassis_number', 'chassis_unknown'],
      [4, 'chassis_number', 'chassis_missing'],
      [5, 'dealer_code', 'dealer_missing'],
      [6, 'dealer_code', 'dealer_unknown'],
      [7, 'dealer_code', 'dealer_not_yours'],
      [8, 'customer', 'customer_unknown'],
      [9, 'sale_date', 'date_missing'],
      [10, 'sale_date', 'date_invalid'],
      [11, 'sale_date', 'date_future'],
      [12, 'sale_date', 'date_too_old'],
      [14, 'chassis_number', 'duplicate_in_file'],
      [15, 'chassis_number', 'duplicate_stored'],
      [16, 'customer', 'customer_ambiguous'],
    ]);
    expect(result.errors.find((e) => e.code === 'duplicate_in_file')).toMatchObject({ other_row: 13 });
    expect(await stored()).toBe(before);

    const file = await getAs(t.app, token('dealer'), `${PATHS.errors}?id=${result.id}`);
    expect(file.statusCode).toBe(200);
    const rows = await xlsxRows(file.rawPayload);
    expect(rows[0]).toEqual([...RETAIL_SALE_COLUMNS, 'errors']);
    expect(rows).toHaveLength(17);
    expect(rows[1]?.[4]).toBeUndefined();
    expect(String(rows[6]?.[4])).toContain('dealer_code: You may not upload sales of this dealer');
    // Another user can not see the upload nor its errors.
    expect((await getAs(t.app, token('admin'), `${PATHS.view}?id=${result.id}`)).statusCode).toBe(404);
    expect((await getAs(t.app, token('dealer2'), `${PATHS.errors}?id=${result.id}`)).statusCode).toBe(404);
  });

  it("refuses a dealer's upload of another dealer's sales, storing nothing", async () => {
    const before = await stored();
    const result = await uploaded(
      'dealer2',
      await xlsx([
        [take(), 'DLR-SBY', 'CUS-MAJU', '2025-07-01'],
        [take(), 'DLR-JKT', 'CUS-LOGNUS', '2025-07-01'],
      ]),
    );
    expect(result.status).toBe('rejected');
    expect(errorsOf(result)).toEqual([[3, 'dealer_code', 'dealer_not_yours']]);
    expect(await stored()).toBe(before);
  });

  it('fails a file without the template header, or without rows', async () => {
    const headless = await uploaded('admin', await xlsx([[take(), 'DLR-JKT', '', '2025-07-01']], ['a', 'b', 'c', 'd']));
    expect(headless).toMatchObject({ status: 'failed', failure: 'retail_sales_header' });
    const empty = await uploaded('admin', await xlsx([]));
    expect(empty).toMatchObject({ status: 'failed', failure: 'retail_sales_empty' });
  });

  it('refuses with a 4xx what is not an xlsx file, is too large, or comes from a non-dealer', async () => {
    const before = await stored();
    const text = await upload('admin', Buffer.from('chassis_number,dealer_code\n'), 'sales.xlsx');
    expect([text.statusCode, bodyOf(text).code]).toEqual([415, 'retail_sales_not_xlsx']);
    const csv = await upload('admin', await xlsx([]), 'sales.csv');
    expect([csv.statusCode, bodyOf(csv).code]).toEqual([415, 'retail_sales_not_xlsx']);
    const big = await upload(
      'admin',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(RETAIL_SALES_MAX_BYTES)]),
    );
    expect([big.statusCode, bodyOf(big).code]).toEqual([413, 'retail_sales_too_large']);
    const form = await t.app.inject({
      method: 'POST',
      url: PATHS.upload,
      headers: bearer(token('admin')),
      payload: {},
    });
    expect([form.statusCode, bodyOf(form).code]).toEqual([415, 'retail_sales_not_xlsx']);
    expect((await upload('customer', await xlsx([]))).statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });
});

describe('the stored retail sales', () => {
  it("lists a dealer's own sales only, searchable; the brand sees every dealer's", async () => {
    const [jkt, sby] = [take(), take()];
    const result = await uploaded(
      'admin',
      await xlsx([
        [jkt, 'DLR-JKT', 'CUS-LOGNUS', '2025-08-01'],
        [sby, 'DLR-SBY', 'CUS-MAJU', '2025-08-01'],
      ]),
    );
    expect(result.status).toBe('stored');
    const list = async (user: string, search: string) =>
      bodyOf<RetailSalesPage>(await getAs(t.app, token(user), `${PATHS.list}?search=${search}`)).result;
    expect((await list('dealer', jkt)).data).toMatchObject([
      { chassis_number: jkt, dealer_code: 'DLR-JKT', customer_name: 'PT Logistik Nusantara', sold_on: '2025-08-01' },
    ]);
    expect((await list('dealer', sby)).total_data).toBe(0);
    expect((await list('dealer2', sby)).total_data).toBe(1);
    expect((await list('admin', jkt)).total_data).toBe(1);
    expect((await list('admin', 'dlr-sby')).total_data).toBeGreaterThan(0);
    const all = bodyOf<RetailSalesPage>(await getAs(t.app, token('dealer2'), `${PATHS.list}?limit=200`)).result;
    const sbyId = await orgIdOf(t.ctx, 'DLR-SBY');
    expect(all.data.every((row) => row.dealer_id === sbyId)).toBe(true);
    expect((await getAs(t.app, token('customer'), PATHS.list)).statusCode).toBe(403);
  });
});

describe('uploads that went wrong', () => {
  it('answers an upload that stopped moving as interrupted, so the page stops waiting', async () => {
    const user = await userRow(t.ctx, 'dealer');
    const id = 'c'.repeat(32);
    await t.ctx.database.db.insert(retailSaleUploads).values({
      id,
      user_id: user.id,
      organization_id: user.organization_id,
      file_name: 'lost.xlsx',
      updated_at: new Date(Date.now() - 11 * 60_000),
    });
    const view = bodyOf<RetailSalesUpload>(await getAs(t.app, token('dealer'), `${PATHS.view}?id=${id}`)).result;
    expect(view).toMatchObject({ status: 'failed', failure: 'retail_sales_interrupted' });
    expect((await getAs(t.app, token('dealer'), `${PATHS.errors}?id=${id}`)).statusCode).toBe(404);
  });

  it('removes error files older than a week and keeps newer ones', async () => {
    const dir = salesDir(t.ctx.config.dataDir);
    await mkdir(dir, { recursive: true });
    const [old, recent] = [join(dir, `${'d'.repeat(32)}-errors.xlsx`), join(dir, `${'e'.repeat(32)}-errors.xlsx`)];
    await writeFile(old, 'x');
    await writeFile(recent, 'x');
    const weekAgo = new Date(Date.now() - 8 * 86_400_000);
    await utimes(old, weekAgo, weekAgo);
    expect(await removeStaleFiles(dir)).toBe(1);
    await expect(stat(old)).rejects.toThrow();
    expect((await stat(recent)).size).toBe(1);
  });
});
