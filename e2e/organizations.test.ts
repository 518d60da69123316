import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();

describe('organisations (user access)', () => {
  it('lets a dealer create a customer organisation, checked on the client first, and find it listed', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/user-access/organization');
    await page.waitForURL('**/user-access/organization');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    // Other files may add customers under this dealer (customers.test.ts): count from what is there.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    const before = await rows.count();

    await page.getByRole('button', { name: 'Add organisation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('E-mail').fill('not-an-email');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawer.getByText('Please fill in the blank').count()).toBe(1);
    await expect.poll(() => drawer.getByText('This value is not valid').count()).toBe(1);

    await drawer.getByLabel('Name').fill('PT Armada Uji');
    await drawer.getByLabel('Code').fill('CUS-UJI');
    await drawer.getByLabel('E-mail').fill('ops@uji.example');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    await expect.poll(() => page.getByRole('cell', { name: 'PT Armada Uji' }).count()).toBe(1);

    await page.getByPlaceholder('Search name or code').fill('uji');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it("never shows a dealer another dealer's customers", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer2', '/user-access/organization');
    await page.waitForURL('**/user-access/organization');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(4);
    expect(await page.getByRole('cell', { name: 'PT Sinar Transport' }).count()).toBe(0);
    await context.close();
  });
});
