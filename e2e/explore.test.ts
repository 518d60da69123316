import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { serverFleet } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
/** Screens load over the network; a poll waits this long for them. */
const WAIT = { timeout: 15_000 };

/** The speeds of the rows in view, top to bottom ("51 km/h" → 51). */
async function speedsInView(page: Page): Promise<number[]> {
  const cells = await page
    .locator('[role=grid] [role=row][aria-rowindex] [role=gridcell]:nth-child(5)')
    .allTextContents();
  return cells.map((text) => Number(text.replace(/[^\d]/g, '')));
}

describe('the fleet explorer', () => {
  it("lists the customer's whole fleet, sorts it and opens a vehicle on the map", async () => {
    const fleet = await serverFleet(baseUrl, 'customer');
    expect(fleet.total_data).toBeGreaterThan(0);
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/explore');
    const grid = page.getByRole('grid', { name: 'Fleet' });
    await expect.poll(() => grid.getAttribute('aria-rowcount'), WAIT).toBe(String(fleet.total_data + 1));
    await expect.poll(() => page.getByText(`${fleet.total_data} in the table`).count(), WAIT).toBe(1);

    const speedHeader = page.getByRole('columnheader', { name: 'Speed' });
    await speedHeader.getByRole('button').click();
    await expect.poll(() => speedHeader.getAttribute('aria-sort'), WAIT).toBe('ascending');
    // Rows follow the header within a frame or two: poll until the rows in view are in order.
    const ascending = (list: number[]) => list.every((v, i) => i === 0 || (list[i - 1] ?? v) <= v);
    await expect.poll(async () => ascending(await speedsInView(page)), WAIT).toBe(true);
    await speedHeader.getByRole('button').click();
    await expect.poll(() => speedHeader.getAttribute('aria-sort'), WAIT).toBe('descending');
    await expect.poll(async () => ascending((await speedsInView(page)).reverse()), WAIT).toBe(true);
    const fastest = Math.max(...fleet.data.map((v) => Math.round(v.properties.speed ?? 0)));
    expect((await speedsInView(page))[0]).toBe(fastest);

    const plate = fleet.data.find((v) => v.vehicle_number)?.vehicle_number ?? '';
    await page.getByPlaceholder('Search name, plate, chassis, IMEI or location').fill(plate);
    await expect.poll(() => grid.getAttribute('aria-rowcount'), WAIT).toBe('2');
    const imei = fleet.data.find((v) => v.vehicle_number === plate)?.imei;
    await grid.getByRole('row', { name: new RegExp(plate) }).click();
    await page.waitForURL(`**/maps?imei=${imei}`);
    await context.close();
  });

  it('keeps one live socket for the tab while moving between the live screens', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signInThroughSso(page, 'dealer');
    await page.waitForURL('**/maps');
    for (const [label, path] of [
      ['Alerts', '/alert'],
      ['Fleet explorer', '/explore'],
      ['Live map', '/maps'],
      ['Wall display', '/mapsv3'],
    ] as const) {
      await page.getByRole('menuitem', { name: label }).click();
      await page.waitForURL(`**${path}`);
    }
    await expect.poll(() => page.getByText('Fleet wall').count(), WAIT).toBe(1);
    expect(sockets.filter((url) => url.endsWith('/live'))).toHaveLength(1);
    await context.close();
  });

  it('tells a phone that the explorer needs a wider screen', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/explore');
    await expect.poll(() => page.getByText('This screen needs a wider screen').count(), WAIT).toBe(1);
    expect(await page.getByRole('grid').count()).toBe(0);
    await context.close();
  });
});
