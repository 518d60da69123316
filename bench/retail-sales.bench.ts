import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { RETAIL_SALE_COLUMNS, REALM_ID, type TokenPayload } from '@armada/domain';
import { queryRows } from '@armada/server/db/client';
import { migrate } from '@armada/server/db/migrate';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '@armada/server/db/seed-base';
import { freshDatabase } from '@armada/server/test-support/test-database';
import { retailSaleUploads } from '@armada/server/modules/retail-sales/retail-sales-tables';
import { uploadPath } from '@armada/server/modules/retail-sales/retail-sales-files';
import { runUpload, type UploadJob } from '@armada/server/modules/retail-sales/retail-sales-upload';

/**
 * A retail-sales upload of 50,000 rows, read, checked and stored as the upload call's job does it
 * (in process, so its memory is this process's): once with every row good (all stored in one
 * transaction), once again with every row now a stored duplicate (rejected, the error file written).
 * Memory is sampled every 10 ms: the resident set's and the JS heap's rise over where they stood.
 */
const ROWS = Number(process.env.BENCH_RETAIL_ROWS ?? 50_000);
const DEALERS = 20;
const MB = 1024 * 1024;

async function seed(job: Pick<UploadJob, 'db'>): Promise<void> {
  await job.db.execute(sql`INSERT INTO organizations (code, name, realm_id)
    SELECT 'RS-DLR-' || g, 'Retail dealer ' || g, ${REALM_ID.dealer} FROM generate_series(1, ${DEALERS}) g`);
  await job.db.execute(sql`INSERT INTO organizations (code, name, realm_id, dealer_id)
    SELECT 'RS-CUS-' || g, 'Retail customer ' || g, ${REALM_ID.customer},
      (SELECT id FROM organizations WHERE code = 'RS-DLR-' || (1 + g % ${DEALERS}))
    FROM generate_series(1, 2000) g`);
  await job.db.execute(sql`INSERT INTO chassis_registry (chassis_number, model)
    SELECT 'MHRS' || lpad(g::text, 13, '0'), 'Bench model' FROM generate_series(1, ${ROWS}) g`);
  await job.db.execute(sql`ANALYZE`);
}

/** The file as Excel writes one: shared strings, real date cells. */
async function writeFile(path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow([...RETAIL_SALE_COLUMNS]).commit();
  const first = Date.UTC(2024, 0, 1);
  for (let g = 1; g <= ROWS; g += 1) {
    const row = sheet.addRow([
      `MHRS${String(g).padStart(13, '0')}`,
      `RS-DLR-${1 + (g % DEALERS)}`,
      g % 3 === 0 ? '' : `RS-CUS-${20 * (1 + (g % 99)) + (g % 20)}`,
      new Date(first + (g % 600) * 86_400_000),
    ]);
    row.getCell(4).numFmt = 'yyyy-mm-dd';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Runs the job, sampling memory; answers the time and the peaks over the start. */
async function timed(job: UploadJob) {
  global.gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  const started = performance.now();
  await runUpload(job);
  const ms = performance.now() - started;
  clearInterval(sampler);
  const [row] = await job.db
    .select()
    .from(retailSaleUploads)
    .where(sql`id = ${job.id}`);
  return { ms, rss: rss - base.rss, heap: heap - base.heapUsed, peakRss: rss, row };
}

function print(name: string, figures: Awaited<ReturnType<typeof timed>>): void {
  const { ms, rss, heap, peakRss, row } = figures;
  const fmt = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  process.stdout.write(
    `${name.padEnd(44)} ${(ms / 1000).toFixed(2)} s  ${Math.round((ROWS / ms) * 1000)} rows/s  ` +
      `rss +${fmt(rss)} (peak ${fmt(peakRss)})  heap +${fmt(heap)}  ${row?.status} stored ${row?.rows_stored} ` +
      `rejected ${row?.rows_rejected}\n`,
  );
}

export async function benchRetailSales(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'armada-retail-'));
  const database = await freshDatabase();
  try {
    await migrate(database);
    await seedBase(database.db);
    const db = database.db;
    await seed({ db });
    const source = join(dir, 'source.xlsx');
    await writeFile(source);
    const { size } = await stat(source);
    process.stdout.write(`retail sales: ${ROWS} rows, file ${(size / MB).toFixed(1)} MB\n`);
    const org = await orgIdByCode(db, BRAND_ORG_CODE);
    const viewer = { user_id: 1, organization_id: org } as TokenPayload;
    const log = pino({ level: 'silent' });
    const run = async (id: string) => {
      await copyFile(source, uploadPath(dir, id));
      await db.insert(retailSaleUploads).values({ id, user_id: 1, organization_id: org, file_name: 'bench.xlsx' });
      return timed({ db, dir, zone: 'Asia/Jakarta', scope: { kind: 'all' }, viewer, id, log });
    };
    print('upload, every row good: checked and stored', await run('a'.repeat(32)));
    print('upload again, every row a duplicate: errors', await run('b'.repeat(32)));
    const [stored] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM retail_sales`);
    process.stdout.write(`retail_sales rows after both: ${stored?.n}\n`);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
