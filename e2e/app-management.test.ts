import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const firstCells = (page: Page) => rows(page).locator('td:first-child').allInnerTexts();

/** Opens a catalogue through the side menu's App management section, as an administrator does. */
async function openCatalogue(page: Page, entry: string, path: string) {
  const item = page.getByRole('menuitem', { name: entry, exact: true });
  // The section stays open while one of its screens is shown: clicking it then would fold it away.
  if (!(await item.isVisible())) await page.getByRole('menuitem', { name: 'App management', exact: true }).click();
  await item.click();
  await page.waitForURL(`**${path}`);
  await expect.poll(() => rows(page).count(), WAIT).toBeGreaterThan(0);
}

describe('app management catalogues', () => {
  it('searches the services and describes one', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'root');
    await page.waitForURL('**/dashboard');
    await openCatalogue(page, 'Services', '/app-management/services');
    await page.getByPlaceholder('Search service').fill('sensor');
    await expect.poll(() => firstCells(page), WAIT).toEqual(['Sensors sensor']);
    await rows(page).getByRole('button', { name: 'Edit' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit description' });
    await panel.getByLabel('Description').fill('  Fuel and temperature probes  ');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows(page).first().innerText(), WAIT).toContain('Fuel and temperature probes');
    await context.close();
  });

  it('filters the functions by service and origin, and lists the realms', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin');
    await page.waitForURL('**/dashboard');
    await openCatalogue(page, 'Functions', '/app-management/functions');
    await choose(page, page, 'Service', 'Monitoring');
    await choose(page, page, 'Origin', 'Added');
    await page.waitForURL(/service=monitoring.*added=true|added=true.*service=monitoring/);
    // Both at once: the rows of the service filter alone (before the origin one) also hold Dashboards.
    const addedOnly = async () => {
      const cells = await firstCells(page);
      return cells.includes('Dashboards\nview_dashboard') && !cells.includes('Live map and monitoring\nview_realtime');
    };
    await expect.poll(addedOnly, WAIT).toBe(true);
    await page.getByPlaceholder('Search key or description').fill('view_dashboard');
    await expect.poll(() => rows(page).count(), WAIT).toBe(1);

    await openCatalogue(page, 'Realms', '/app-management/realm');
    await page.getByPlaceholder('Search realm').fill('dealer');
    await expect.poll(() => rows(page).count(), WAIT).toBe(1);
    expect(await rows(page).innerText()).toMatch(/Dealer\s+dealer/);
    await context.close();
  });
});
