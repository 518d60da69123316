import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, serverFleet, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

describe('location sharing', () => {
  it('shares a truck through a link that opens without sign-in until it is revoked', async () => {
    const token = await tokenOf(baseUrl, 'customer');
    const listed = await callAs<{ result: { data: { id: number; vehicle_name: string }[] } }>(
      baseUrl,
      token,
      '/api/vehicle/vehicle/list_vehicle?page=1&limit=5',
    );
    const truck = listed.result.data[0];
    expect(truck).toBeDefined();
    if (!truck) return;

    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', `/vehicles/vehicle_detail?id=${truck.id}`);
    await page.waitForURL('**/vehicles/vehicle_detail?id=*', WAIT);
    await page.getByRole('button', { name: 'Share location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share live location' });
    await dialog.getByText('6 hours').click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const shown = dialog.getByTestId('share-link-url');
    await expect.poll(() => shown.count(), WAIT).toBe(1);
    const link = (await shown.textContent()) ?? '';
    expect(link).toMatch(/\/share_location\?token=[\w-]{43}$/);
    await expect.poll(() => dialog.getByTestId('share-link-row').count(), WAIT).toBeGreaterThan(0);

    const visitor = await newPage(browser(), baseUrl);
    await visitor.page.goto(link);
    await expect
      .poll(() => visitor.page.getByText(truck.vehicle_name, { exact: false }).count(), WAIT)
      .toBeGreaterThan(0);
    await expect.poll(() => visitor.page.getByTestId('share-last-update').count(), WAIT).toBe(1);
    expect(visitor.page.url()).toContain('/share_location?token=');

    const rows = await dialog.getByTestId('share-link-row').count();
    await dialog.getByRole('button', { name: 'Revoke' }).first().click();
    await expect.poll(() => dialog.getByTestId('share-link-row').count(), WAIT).toBe(rows - 1);

    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByText('This location link is no longer available').count(), WAIT).toBe(1);
    await visitor.context.close();
    await context.close();
  });

  it("offers sharing from the live map's vehicle panel too", async () => {
    const fleet = await serverFleet(baseUrl, 'customer');
    const vehicle = fleet.data.find((row) => row.vehicle_number);
    expect(vehicle).toBeDefined();
    if (!vehicle) return;
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', `/maps?imei=${vehicle.imei}`);
    await page.waitForURL('**/maps?imei=*', WAIT);
    const panel = page.getByRole('dialog').filter({ hasText: vehicle.vehicle_name_short });
    await panel.getByRole('button', { name: 'Share location' }).click();
    const share = page.getByRole('dialog', { name: 'Share live location' });
    await share.getByRole('button', { name: 'Create link' }).click();
    await expect.poll(() => share.getByTestId('share-link-url').count(), WAIT).toBe(1);
    await context.close();
  });
});
