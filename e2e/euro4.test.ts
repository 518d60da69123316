import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EURO4_PATHS, type Euro4DealerPage, type Euro4Summary } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

/** A card by its title. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

async function euro4<T>(path: string): Promise<T> {
  return (await callAs<{ result: T }>(baseUrl, await tokenOf(baseUrl, 'euro4'), path)).result;
}

describe('the Euro 4 dashboard and dealer screens', () => {
  it('greets a euro4 user with the Euro 4 figures and charts, then leads to a dealer and its trucks', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'euro4');
    await page.waitForURL('**/dashboardeuro4');
    const summary = await euro4<Euro4Summary>(EURO4_PATHS.summary);
    const totals = card(page, 'Euro 4 trucks');
    await expect.poll(() => totals.innerText(), WAIT).toContain(String(summary.units));
    // Three breakdowns and two monthly ratios, each chart named for screen readers.
    await expect.poll(() => page.getByRole('img', { name: /, Euro 4 trucks$/ }).count(), WAIT).toBe(3);
    await expect.poll(() => page.getByRole('img', { name: /month by month in \d{4}$/ }).count(), WAIT).toBe(2);
    await expect.poll(() => page.locator('canvas').count(), WAIT).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: 'e2e/artifacts/euro4-dashboard-desktop.png', fullPage: true });

    // A movement figure opens the trucks it counts.
    await card(page, 'Movement')
      .getByRole('link', { name: `Not updated: ${summary.movement.notupdate}` })
      .click();
    await page.waitForURL(/\/euro4-dealer\/list\?type=notupdate/);
    await expect.poll(() => page.getByText(`${summary.movement.notupdate} in total`).count(), WAIT).toBe(1);

    // The dealer menu, searched, opens one dealer's trucks.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Euro 4 dealers' }).click();
    await page.waitForURL('**/euro4-dealer/menu');
    const dealers = await euro4<Euro4DealerPage>(`${EURO4_PATHS.dealers}?count_perpage=100`);
    const dealer = dealers.data.find((row) => row.dealer_id > 0 && row.dealer_name);
    if (!dealer?.dealer_name) throw new Error('no dealer holds Euro 4 trucks');
    await page.getByPlaceholder('Search a dealer').fill(dealer.dealer_name);
    await page.getByPlaceholder('Search a dealer').press('Enter');
    await expect.poll(() => page.getByText('1 in total').count(), WAIT).toBe(1);
    await page.getByRole('link', { name: dealer.dealer_name, exact: true }).click();
    await page.waitForURL(new RegExp(`/euro4-dealer/list\\?dealer_id=${dealer.dealer_id}`));
    await expect
      .poll(() => page.getByRole('heading', { name: `Euro 4 trucks of ${dealer.dealer_name}` }).count(), WAIT)
      .toBe(1);
    await expect.poll(() => page.getByText(`${dealer.units} in total`).count(), WAIT).toBe(1);
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT)
      .toBe(Math.min(10, dealer.units));
    // The dealer's trucks as a file: the job starts and says where the link will be.
    await page.getByRole('button', { name: 'Download' }).click();
    await expect
      .poll(() => page.getByText('Download success, link download will be able in notification').count(), WAIT)
      .toBe(1);
    await context.close();
  });

  it('fits a phone: the dashboard stacks its cards', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'euro4');
    await page.waitForURL('**/dashboardeuro4');
    await expect.poll(() => page.getByRole('img', { name: /month by month in \d{4}$/ }).count(), WAIT).toBe(2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'e2e/artifacts/euro4-dashboard-phone.png', fullPage: true });
    await context.close();
  });

  it('keeps a dealer user out of the Euro 4 screens', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer');
    await page.waitForURL('**/maps');
    await page.goto('/dashboardeuro4');
    await page.waitForURL('**/maps');
    await context.close();
  });
});
