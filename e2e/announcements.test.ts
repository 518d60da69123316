import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const TITLE = `Depot closed for stock-taking ${Date.now()}`;

/** The unread count the bell says. */
async function unread(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? -1);
}

const banner = (page: Page) => page.getByTestId('announcement-banner').filter({ hasText: TITLE });
/** The announcement opened from its notification. */
const reader = (page: Page) => page.getByRole('dialog', { name: TITLE });

describe('announcements', () => {
  it('reach a signed-in customer live (bell and banner), open from the bell and the centre, and a dismissed banner stays dismissed', async () => {
    const customer = await newPage(browser(), baseUrl);
    await signInThroughSso(customer.page, 'customer', '/notification');
    await customer.page.waitForURL('**/notification');
    // Everything read first, so the bell counts the new one (the demo's backlog is above its cap).
    for (const tab of ['Info', 'Activity', 'Promo']) {
      await customer.page.getByRole('tab', { name: tab }).click();
      await customer.page.getByRole('button', { name: 'Mark all as read' }).click();
    }
    await expect.poll(() => unread(customer.page), WAIT).toBe(0);
    expect(await banner(customer.page).count()).toBe(0);

    // The brand publishes one now, for everyone, from its form.
    const admin = await newPage(browser(), baseUrl);
    await signInThroughSso(admin.page, 'admin', '/announcement/form');
    await admin.page.waitForURL('**/announcement/form');
    await admin.page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await admin.page.getByRole('textbox', { name: 'Text' }).fill('Closed **Friday**; deliveries go to the north gate.');
    await expect.poll(() => admin.page.locator('strong', { hasText: 'Friday' }).count(), WAIT).toBeGreaterThan(0);
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.waitForURL('**/announcement');
    await expect.poll(() => admin.page.locator('.ant-table-tbody').getByText(TITLE).count(), WAIT).toBe(1);

    // The customer's page was not reloaded: the bell counts one more and the banner shows.
    await expect.poll(() => banner(customer.page).count(), WAIT).toBe(1);
    await expect.poll(() => unread(customer.page), WAIT).toBe(1);
    await customer.page.screenshot({ path: 'e2e/artifacts/announcement-banner.png' });

    // Read from the bell: the announcement opens in a modal with its text, and the notification is read.
    await customer.page.getByTestId('notification-bell').click();
    const item = customer.page.getByTestId('notification-item').filter({ hasText: TITLE });
    await item.getByRole('button', { name: 'Read' }).click();
    await expect.poll(() => reader(customer.page).locator('strong', { hasText: 'Friday' }).count(), WAIT).toBe(1);
    await expect.poll(() => reader(customer.page).getByText('deliveries go to the north gate').count(), WAIT).toBe(1);
    await expect.poll(() => unread(customer.page), WAIT).toBe(0);
    await customer.page.screenshot({ path: 'e2e/artifacts/announcement-read.png' });
    await reader(customer.page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => reader(customer.page).isVisible(), WAIT).toBe(false);

    await banner(customer.page).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => banner(customer.page).count(), WAIT).toBe(0);
    // A fresh load: it is still in the notification centre's info tab, read, without its banner.
    await customer.page.goto('/notification?tab=info');
    const row = customer.page.locator('.ant-table-tbody tr').filter({ hasText: TITLE });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await banner(customer.page).count()).toBe(0);
    expect(await unread(customer.page)).toBe(0);
    // It opens there from the text it carries (the dismissed banner's full text is no longer asked for).
    await row.getByRole('button', { name: 'Read' }).click();
    await expect.poll(() => reader(customer.page).locator('strong', { hasText: 'Friday' }).count(), WAIT).toBe(1);
    await admin.context.close();
    await customer.context.close();
  });
});
