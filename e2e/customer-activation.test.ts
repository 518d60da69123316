import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };
const CUSTOMER = 'PT Sinar Transport';

describe('customer activation', () => {
  it('the dealer finds a customer, opens it, adds a note and sees it in the history', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/activation/customer');
    await page.waitForURL('**/activation/customer');
    await page.getByPlaceholder('Search name, code, dealer or super admin').fill(CUSTOMER);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(CUSTOMER) });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toContain('Dealer Jakarta Timur');
    await row.click();
    await page.waitForURL('**/activation/detailcs?id=*');
    await expect.poll(() => page.getByRole('heading', { name: CUSTOMER }).count(), WAIT).toBe(1);
    const note = `Called the fleet manager ${Date.now()}`;
    await page.getByLabel('Note (optional for a change)').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => page.getByText('Note added').count(), WAIT).toBeGreaterThan(0);
    const history = page.locator('.ant-card').filter({ hasText: 'History' });
    await expect.poll(() => history.innerText(), WAIT).toContain(note);
    expect(await history.innerText()).toContain('Budi Santoso');
    // A dealer may invite, never deactivate or force.
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Force activation' }).count()).toBe(0);
    await page.screenshot({ path: 'e2e/artifacts/customer-activation-detail.png', fullPage: true });
    await context.close();
  });

  it('says "data not found" when the customer search finds nothing', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/activation/customer_search?search=no-such-customer');
    await page.waitForURL('**/activation/customer_search?search=no-such-customer');
    await expect.poll(() => page.getByText('data not found').count(), WAIT).toBe(1);
    await context.close();
  });
});

describe('dealer performance', () => {
  it('shows the brand every dealer, and a dealer only itself', async () => {
    const brand = await newPage(browser(), baseUrl);
    await signInThroughSso(brand.page, 'admin', '/activation/dealer_perfomance');
    await brand.page.waitForURL('**/activation/dealer_perfomance');
    const rows = brand.page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThanOrEqual(2);
    const text = await brand.page.locator('.ant-table-tbody').innerText();
    expect(text).toContain('Dealer Jakarta Timur');
    expect(text).toContain('Dealer Surabaya');
    expect(await brand.page.getByRole('img', { name: /Monthly activation ratio of/ }).count()).toBeGreaterThanOrEqual(
      2,
    );
    await brand.page.screenshot({ path: 'e2e/artifacts/dealer-performance.png', fullPage: true });
    await brand.context.close();

    const dealer = await newPage(browser(), baseUrl);
    await signInThroughSso(dealer.page, 'dealer', '/activation/dealer_perfomance');
    await dealer.page.waitForURL('**/activation/dealer_perfomance');
    const own = dealer.page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => own.count(), WAIT).toBe(1);
    expect(await own.innerText()).toContain('Dealer Jakarta Timur');
    expect(await dealer.page.locator('.ant-table-tbody').innerText()).not.toContain('Surabaya');
    await dealer.context.close();
  });
});
