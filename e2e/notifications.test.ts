import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };

const bellLabel = (page: Page) => page.getByTestId('notification-bell').getAttribute('aria-label');

async function openBell(page: Page) {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Latest notifications' });
  await panel.waitFor();
  return panel;
}

describe('notification centre and bell', () => {
  it('counts a finished download on the bell, lists it, and fetches its file; an expired one is greyed', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/reports/login-logs');
    await page.waitForURL('**/reports/login-logs');

    const panel = await openBell(page);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bellLabel(page), WAIT).toBe('Notifications: 0 unread');
    await page.getByTestId('notification-bell').click();

    await page.getByRole('main').getByRole('button', { name: 'Download' }).click();
    // Pushed on the live socket when the file is written: no reload, no poll in between.
    await expect.poll(() => bellLabel(page), WAIT).toBe('Notifications: 1 unread');
    const latest = await openBell(page);
    await expect.poll(() => latest.getByText(/Login logs is ready/).count(), WAIT).toBe(1);
    await latest.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL('**/notification');

    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const ready = rows.filter({ hasText: 'Login logs is ready' }).first();
    await ready.waitFor();
    expect(await page.getByRole('tab', { name: /Info/ }).getAttribute('aria-selected')).toBe('true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ready.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('login-logs.xlsx');
    expect(await download.failure()).toBeNull();
    await expect.poll(() => bellLabel(page), WAIT).toBe('Notifications: 0 unread');

    const expired = rows.filter({ hasText: 'Date Expired' });
    await expect.poll(() => expired.count(), WAIT).toBeGreaterThanOrEqual(1);
    expect(await expired.first().getAttribute('class')).toContain('armada-notification-expired');
    expect(await expired.first().getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
    await context.close();
  });

  it("shows the demo's announcements in the reader's language", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer2', '/notification');
    await page.waitForURL('**/notification');
    await page.evaluate(() => localStorage.setItem('armada.lang', 'id'));
    await page.reload();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const upgrade = 'Portal tidak dapat diakses sebentar pada hari Minggu';
    await expect.poll(() => rows.filter({ hasText: upgrade }).count(), WAIT).toBe(1);
    expect(await rows.filter({ hasText: 'briefly unavailable' }).count()).toBe(0);
    await context.close();
  });

  it('shows the activity tab as cards at phone width, searched on the server, a card opening the map', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'admin', '/notification?tab=activity');
    await page.waitForURL('**/notification?tab=activity');
    const cards = page.getByTestId('notification-item');
    await expect.poll(() => cards.count(), WAIT).toBe(10);
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const plate = /\b[A-Z]{1,2} \d{1,4} [A-Z]{1,3}\b/.exec(await cards.first().innerText())?.[0] ?? '';
    expect(plate).not.toBe('');
    await page.getByLabel('Search notifications').fill(plate);
    await page.getByLabel('Search notifications').press('Enter');
    const matching = async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes(plate));
    };
    await expect.poll(matching, WAIT).toBe(true);
    expect(new URL(page.url()).searchParams.get('search')).toBe(plate);

    await cards.first().getByRole('button', { name: 'Show on map' }).click();
    await page.waitForURL(/\/maps\?imei=\d+/);
    await context.close();
  });
});
