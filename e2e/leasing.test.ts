import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOWNLOAD_STARTED, MESSAGES } from '@armada/domain';
import { fleetSizeFrom, planVehicle } from '@armada/server/demo/fleet/fleet-plan';
import { newPage, signInThroughSso, type Viewport } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose, pickDate } from './support/form-fields.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();

/** The spare units this file registers (spares 30 to 39 are the leasing files'; 37 to 39 the demo seed's). */
const approved = planVehicle(fleetSizeFrom(process.env) + 30);
const rejected = planVehicle(fleetSizeFrom(process.env) + 31);
const WAIT = { timeout: 15_000 };
const DEALER_OPTION = 'DLR-JKT';

/** The lease detail page has replaced the form (the address changes before the new page renders). */
const detailShown = (page: Page) => page.getByRole('heading', { name: 'Leased vehicle', exact: true }).waitFor();

async function registerAsLeasing(page: Page, unit: { chassis_number: string; imei: string }, contract: string) {
  await page.getByLabel('Chassis number').fill(unit.chassis_number.toLowerCase());
  await page.getByLabel('IMEI').fill(unit.imei);
  await page.getByLabel('Contract number').fill(contract);
  await page.getByLabel('Owner (contract)').fill('PT Sinar Transport');
  await page.getByLabel('Tenor (months)').fill('36');
  await page.getByLabel('Monthly installment (Rp)').fill('21500000');
  await pickDate(page, 'Contract start date', '2026-03-01');
  await choose(page, page, 'Validating dealer', DEALER_OPTION);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/leasing\/vehicle-detail\?id=\d+/);
  await detailShown(page);
  return Number(new URL(page.url()).searchParams.get('id'));
}

async function openValidation(viewport: Viewport, chassis: string) {
  const { context, page } = await newPage(browser(), baseUrl, viewport);
  await signInThroughSso(page, 'dealer', `/leasing/vehicle-validation?search_by=chassis_number&search=${chassis}`);
  await page.waitForURL('**/leasing/vehicle-validation**');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: chassis });
  await expect.poll(() => row.count(), WAIT).toBe(1);
  await row.getByRole('link', { name: 'Validate' }).click();
  await page.waitForURL(/\/leasing\/validation\?id=\d+/);
  await page.getByText('Registration by the leasing company').waitFor();
  return { context, page };
}

describe('leasing', () => {
  it('lets a leasing company register a vehicle that the dealer approves, then lists it registered', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'leasing', '/leasing/vehicle/create');
    await page.waitForURL('**/leasing/vehicle/create');
    // Checked on the client first, with the spec's words.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Dealer has not been selected').count(), WAIT).toBe(1);
    await expect.poll(() => page.getByText('Please fill in the blank').count(), WAIT).toBeGreaterThan(2);
    // A chassis the demo leasing company is already registering: the server's message, nothing saved.
    const waiting = planVehicle(fleetSizeFrom(process.env) + 38);
    await page.getByLabel('Chassis number').fill(waiting.chassis_number);
    await page.getByLabel('IMEI').fill(approved.imei);
    await page.getByLabel('Contract number').fill('E2E-LSG-0030');
    await page.getByLabel('Owner (contract)').fill('PT Sinar Transport');
    await page.getByLabel('Tenor (months)').fill('36');
    await page.getByLabel('Monthly installment (Rp)').fill('21500000');
    await pickDate(page, 'Contract start date', '2026-03-01');
    await choose(page, page, 'Validating dealer', DEALER_OPTION);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MESSAGES.chassis_registering).count(), WAIT).toBe(1);

    await page.reload();
    const id = await registerAsLeasing(page, approved, 'E2E-LSG-0030');
    await expect.poll(() => page.getByText('Pending', { exact: true }).count(), WAIT).toBe(1);
    expect(await page.getByText('Registering', { exact: true }).count()).toBe(1);
    await context.close();

    const dealer = await openValidation('desktop', approved.chassis_number);
    await dealer.page.screenshot({ path: 'e2e/artifacts/leasing-validation-desktop.png', fullPage: true });
    // The contract names PT Sinar Transport (a customer the map tests do not count) as owner: the dealer finds it chosen.
    const holder = dealer.page.locator('.ant-form-item', { hasText: 'Customer holding the vehicle' });
    await expect
      .poll(() => holder.locator('.ant-select-content').first().textContent(), WAIT)
      .toContain('PT Sinar Transport');
    await dealer.page.getByRole('button', { name: 'Approve vehicle' }).click();
    await dealer.page.waitForURL(`**/leasing/vehicle-detail?id=${id}`);
    await detailShown(dealer.page);
    await expect.poll(() => dealer.page.getByText('Approved', { exact: true }).count(), WAIT).toBe(1);
    expect(await dealer.page.getByText('Registered', { exact: true }).count()).toBe(1);

    await dealer.page.goto(`/leasing/vehicle-list?search_by=chassis_number&search=${approved.chassis_number}`);
    const row = dealer.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: approved.chassis_number });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.getByText('Approved').count()).toBe(1);
    expect(await row.getByText('PT Sinar Transport').count()).toBe(2);
    await dealer.context.close();

    // The vehicle itself is now registered to the customer the dealer named.
    const token = await tokenOf(baseUrl, 'leasing');
    const lease = await callAs<{ result: { vehicle_id: number } }>(
      baseUrl,
      token,
      `/api/vehicle/vehicle_leasing/view_vehicle_leasing?id=${id}`,
    );
    const vehicle = await callAs<{ result: { registration_status: string; owner_name: string } }>(
      baseUrl,
      token,
      `/api/vehicle/vehicle/view_vehicle?id=${lease.result.vehicle_id}`,
    );
    expect(vehicle.result).toMatchObject({ registration_status: 'registered', owner_name: 'PT Sinar Transport' });
  });

  it('lets the dealer reject a registration with a remark at phone width, freeing the chassis', async () => {
    const leasing = await newPage(browser(), baseUrl);
    await signInThroughSso(leasing.page, 'leasing', '/leasing/vehicle/create');
    await leasing.page.waitForURL('**/leasing/vehicle/create');
    const id = await registerAsLeasing(leasing.page, rejected, 'E2E-LSG-0031');
    await leasing.context.close();

    const { context, page } = await openValidation('phone', rejected.chassis_number);
    await page.screenshot({ path: 'e2e/artifacts/leasing-validation-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Reject registration' }).click();
    await expect.poll(() => page.getByText('Please fill in the blank').count(), WAIT).toBe(1);
    await page.getByLabel('Rejection remark').fill('Contract number not known at the dealer');
    await page.getByRole('button', { name: 'Reject registration' }).click();
    await page.waitForURL(`**/leasing/vehicle-detail?id=${id}`);
    await detailShown(page);
    await expect.poll(() => page.getByText('Rejected', { exact: true }).count(), WAIT).toBe(1);
    expect(await page.getByText('Contract number not known at the dealer').count()).toBe(1);
    await context.close();

    const token = await tokenOf(baseUrl, 'admin');
    const search = await callAs<{ result: { refusal: string | null } }>(
      baseUrl,
      token,
      `/api/vehicle/vehicle/search_chassis?chassis_number=${rejected.chassis_number}`,
    );
    expect(search.result.refusal).toBeNull();
  });

  it("starts the leased vehicle download with the spec's message, at desktop and phone width", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser(), baseUrl, viewport);
      await signInThroughSso(page, 'leasing', '/leasing/vehicle-list');
      await page.waitForURL('**/leasing/vehicle-list');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), WAIT).toBe(10);
      // A phone folds the filters behind one button.
      if (viewport === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('combobox', { name: 'Update', exact: true }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Not updated' }).click();
      await page.waitForURL(/update_status=0/);
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
      const listed = page.locator('.ant-pagination-total-text');
      const total = await callAs<{ result: { total_data: number } }>(
        baseUrl,
        await tokenOf(baseUrl, 'leasing'),
        '/api/vehicle/vehicle_leasing/list_vehicle_leasing?dealer_approval=0,1&update_status=0',
      );
      await expect.poll(() => listed.textContent(), WAIT).toBe(`${total.result.total_data} in total`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `e2e/artifacts/leasing-vehicle-list-${viewport}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Download' }).click();
      await expect.poll(() => page.getByText(DOWNLOAD_STARTED).count(), WAIT).toBe(1);
      await context.close();
    }
  });
});
