import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const DAY_MS = 86_400_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('fuel', () => {
  it("shows a sensor truck's level with its refuels, refuses a refuel above the tank and lists a valid one", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    // The demo's two weeks of track, whatever day of the month the run falls on.
    const period = `start_date=${day(Date.now() - 15 * DAY_MS)}&end_date=${day(Date.now())}`;
    await signInThroughSso(page, 'customer', `/fuel?${period}`);
    await page.waitForURL('**/fuel?*');
    await expect.poll(() => rows(page).count(), WAIT).toBeGreaterThan(0);

    // The fleet's truck with a fuel sensor set up opens with its level chart and the refuels found.
    const sensorRow = rows(page)
      .filter({ has: page.getByText('Set up', { exact: true }) })
      .first();
    await sensorRow.getByRole('button').first().click();
    const panel = page.getByRole('dialog');
    await expect.poll(() => panel.getByRole('img', { name: 'Fuel level' }).count(), WAIT).toBe(1);
    const found = panel.getByRole('list', { name: 'Refuels and drains found' });
    await expect.poll(() => found.innerText(), WAIT).toContain('refuel of');
    await page.screenshot({ path: 'e2e/artifacts/fuel-vehicle.png' });

    await panel.getByRole('button', { name: 'Add refuel' }).click();
    await panel.getByLabel('Litres').fill('450');
    await panel.getByLabel('Price per liter (Rp)').fill('6800');
    await panel.getByRole('button', { name: 'Save' }).click();
    const refusal = "A refuel value above the vehicle's maximum capacity is rejected";
    await expect.poll(() => panel.getByText(refusal).count(), WAIT).toBe(1);

    await panel.getByLabel('Litres').fill('123.5');
    await panel.getByRole('button', { name: 'Save' }).click();
    const manual = panel.getByRole('table').last();
    await expect.poll(() => panel.getByText(refusal).count(), WAIT).toBe(0);
    await expect.poll(() => panel.innerText(), WAIT).toContain('123,5');
    expect(await manual.count()).toBe(1);
    await context.close();
  });
});
