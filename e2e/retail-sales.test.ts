import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  RETAIL_SALE_COLUMNS,
  RETAIL_SALES_PATHS,
  VEHICLE_ACTIVATION_PATHS,
  type RetailSalesPage,
  type VehicleActivationPage,
} from '@armada/domain';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 30_000 };
/** A day no demo sale falls on, so the file's sales are new whatever the seed. */
const SALE_DAY = '2003-01-15';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow([...RETAIL_SALE_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Chassis of the dealer's customers' trucks. */
async function dealerChassis(count: number): Promise<string[]> {
  const token = await tokenOf(baseUrl, 'dealer');
  const page = await callAs<{ result: VehicleActivationPage }>(
    baseUrl,
    token,
    `${VEHICLE_ACTIVATION_PATHS.list}?count_perpage=50`,
  );
  const chassis = page.result.data.flatMap((row) => (row.chassis_number ? [row.chassis_number] : []));
  if (chassis.length < count) throw new Error('the dealer has too few trucks');
  return chassis.slice(0, count);
}

const pick = (page: Page, name: string, content: Buffer) =>
  page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });

describe('retail sales upload', () => {
  it('a dealer uploads a good file and sees the sales stored, then a bad file and sees each row refused', async () => {
    const chassis = await dealerChassis(3);
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/upload-rs');
    await page.waitForURL('**/upload-rs');
    await expect.poll(() => page.getByRole('button', { name: 'Download template' }).count(), WAIT).toBe(1);

    await pick(
      page,
      'sales.xlsx',
      await xlsx([
        [chassis[0], 'DLR-JKT', 'CUS-LOGNUS', SALE_DAY],
        [chassis[1], 'DLR-JKT', '', SALE_DAY],
      ]),
    );
    await expect.poll(() => page.getByText('2 sales stored from sales.xlsx').count(), WAIT).toBe(1);
    const stored = page.locator('.ant-card').filter({ hasText: 'Stored retail sales' });
    // Other sales (the demo's, other tests') may fill the first page: the list finds it by its chassis.
    await stored.getByPlaceholder('Search chassis, dealer or customer').fill(chassis[0] ?? '');
    await expect.poll(() => stored.getByRole('row', { name: new RegExp(chassis[0] ?? '') }).count(), WAIT).toBe(1);

    await pick(
      page,
      'bad.xlsx',
      await xlsx([
        [chassis[2], 'DLR-JKT', '', SALE_DAY],
        ['NO-SUCH-CHASSIS', 'DLR-JKT', '', SALE_DAY],
        [chassis[0], 'DLR-JKT', '', SALE_DAY],
        [chassis[2], 'DLR-SBY', '', '2999-01-01'],
      ]),
    );
    await expect
      .poll(() => page.getByText('3 of 4 rows have errors: nothing was stored.', { exact: false }).count(), WAIT)
      .toBe(1);
    const errors = page.locator('.ant-table').filter({ hasText: 'This chassis number is not known' });
    expect(await errors.getByRole('row', { name: /^3 Chassis number This chassis number is not known/ }).count()).toBe(
      1,
    );
    expect(await errors.getByText('This sale (chassis and sale date) is stored already').count()).toBe(1);
    expect(await errors.getByText('You may not upload sales of this dealer').count()).toBe(1);
    expect(await errors.getByText('The sale date is in the future').count()).toBe(1);
    await page.screenshot({ path: 'e2e/artifacts/retail-sales.png', fullPage: true });

    // The good row of the bad file was not stored.
    const token = await tokenOf(baseUrl, 'dealer');
    const list = await callAs<{ result: RetailSalesPage }>(
      baseUrl,
      token,
      `${RETAIL_SALES_PATHS.list}?search=${encodeURIComponent(chassis[2] ?? '')}`,
    );
    expect(list.result.data.filter((row) => row.sold_on === SALE_DAY)).toEqual([]);
    await context.close();
  });
});
