import { describe, expect, it } from 'vitest';
import { CUSTOMER_LIST_LIMIT } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

describe('table preferences', () => {
  it("remembers the page size a user picks for a screen's table, 10 until then", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/vehicles/list');
    await page.waitForURL('**/vehicles/list');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBe(10);

    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('20 / page').click();
    await expect.poll(() => rows.count(), WAIT).toBe(20);

    await page.goto('/maps');
    await page.waitForURL('**/maps');
    await page.goto('/vehicles/list');
    await expect.poll(() => rows.count(), WAIT).toBe(20);
    // Another screen's table keeps its own size (the customer list's is the spec's 100).
    await page.goto('/customer/list');
    await expect
      .poll(() => page.locator('.ant-pagination-options').innerText(), WAIT)
      .toBe(`${CUSTOMER_LIST_LIMIT} / page`);
    await context.close();
  });
});
