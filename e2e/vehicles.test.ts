import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOWNLOAD_STARTED, MESSAGES, NOTIFICATION_LIST_PATH, type NotificationPage } from '@armada/domain';
import { fleetSizeFrom, planVehicle } from '@armada/server/demo/fleet/fleet-plan';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };
/** A spare chassis and tracker in the demo stock that no other test registers. */
const spare = planVehicle(fleetSizeFrom(process.env) + 23);
const PLATE = 'B 9023 VHC';

/** Picks an option of an antd select found by its form label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function searchChassis(page: Page, chassis: string) {
  await page.getByRole('searchbox', { name: 'Chassis number' }).fill(chassis);
  await page.getByRole('button', { name: 'Search' }).click();
}

describe('vehicle management', () => {
  it('lets a dealer register a vehicle on a spare chassis, with the form checked first, and find it listed', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/vehicles/list_create');
    await page.waitForURL('**/vehicles/list_create');

    await searchChassis(page, 'MJE123');
    await expect.poll(() => page.getByText(MESSAGES.chassis_invalid).count(), WAIT).toBe(1);
    await searchChassis(page, spare.chassis_number);
    await expect.poll(() => page.getByText('Chassis found', { exact: false }).count(), WAIT).toBe(1);
    expect(await page.getByLabel('Chassis number', { exact: true }).last().inputValue()).toBe(spare.chassis_number);

    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      MESSAGES.customer_not_selected,
      MESSAGES.color_not_selected,
      MESSAGES.transmission_not_selected,
      MESSAGES.stnk_not_selected,
    ]) {
      await expect.poll(() => page.getByText(message).count(), WAIT).toBe(1);
    }

    await choose(page, 'Owner', 'PT Sinar Transport');
    await page.getByLabel('Vehicle name').fill('E2E Registered Truck');
    await page.getByLabel('Plate number').fill(PLATE);
    await page.getByLabel('IMEI device').fill(spare.imei);
    await choose(page, 'Color', 'White');
    await choose(page, 'Transmission', 'Manual');
    await page.getByLabel('STNK validity').fill('2028-03-31');
    await page.getByLabel('STNK validity').press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/vehicles/vehicle_detail?id=*', WAIT);
    await expect.poll(() => page.getByText(MESSAGES.vehicle_registered).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'E2E Registered Truck' }).count(), WAIT).toBe(1);

    await page.goto(`/vehicles/list?search=${spare.chassis_number}`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.first().innerText()).toContain(PLATE);
    expect(await row.first().innerText()).toContain('PT Sinar Transport');

    await page.goto('/vehicles/list_create');
    await searchChassis(page, spare.chassis_number);
    await expect.poll(() => page.getByText(MESSAGES.chassis_registered).count(), WAIT).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await context.close();
  });

  it('never submits the registration on Enter, nor twice on a double click', async () => {
    const other = planVehicle(fleetSizeFrom(process.env) + 24);
    const { context, page } = await newPage(browser(), baseUrl);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/add_vehicle')) adds.push(request.url());
    });
    await signInThroughSso(page, 'dealer', '/vehicles/list_create');
    await page.waitForURL('**/vehicles/list_create');
    await searchChassis(page, other.chassis_number);
    await expect.poll(() => page.getByText('Chassis found', { exact: false }).count(), WAIT).toBe(1);

    // Enter confirming a date in a form half filled in sends nothing.
    await page.getByLabel('STNK validity').fill('2028-04-30');
    await page.getByLabel('STNK validity').press('Enter');
    await page.getByLabel('Vehicle name').fill('E2E Double Click');
    await page.getByLabel('Vehicle name').press('Enter');
    await page.waitForTimeout(1000);
    expect(adds).toHaveLength(0);
    expect(await page.getByText(MESSAGES.customer_not_selected).count()).toBe(0);

    await choose(page, 'Owner', 'PT Sinar Transport');
    await page.getByLabel('Plate number').fill('B 9024 VHC');
    await page.getByLabel('IMEI device').fill(other.imei);
    await choose(page, 'Color', 'White');
    await choose(page, 'Transmission', 'Manual');
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.waitForURL('**/vehicles/vehicle_detail?id=*', WAIT);
    expect(adds.length).toBeGreaterThan(0);

    const token = await tokenOf(baseUrl, 'dealer');
    const listed = await callAs<{ result: { total_data: number } }>(
      baseUrl,
      token,
      `/api/vehicle/vehicle/list_vehicle?search=${other.chassis_number}`,
    );
    expect(listed.result.total_data).toBe(1);
    await context.close();
  });

  it('downloads the vehicle list as a job delivered through a report_download notification', async () => {
    const started = Date.now() - 1_000;
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/vehicles/list');
    await page.waitForURL('**/vehicles/list');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Download' }).click();
    await expect.poll(() => page.getByText(DOWNLOAD_STARTED).count(), WAIT).toBe(1);
    await context.close();

    const token = await tokenOf(baseUrl, 'dealer');
    const delivered = async () => {
      const { result } = await callAs<{ result: NotificationPage }>(
        baseUrl,
        token,
        `${NOTIFICATION_LIST_PATH}?filter=info&page=1&limit=50`,
      );
      return result.data.find(
        (note) =>
          note.type === 'report_download' && note.text === 'Vehicle list' && Date.parse(note.created_at) >= started,
      );
    };
    await expect.poll(delivered, { timeout: 30_000 }).toBeDefined();
    const note = await delivered();
    const file = await fetch(`${baseUrl}${note?.link ?? ''}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('vehicle-list.xlsx');
  });

  it('lets a customer fit a sensor, refusing limits that do not hold together, and remove it again', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/vehicles/sensor_create');
    await page.waitForURL('**/vehicles/sensor_create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MESSAGES.vehicle_not_selected).count(), WAIT).toBe(1);

    await page.getByLabel('Vehicle', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await choose(page, 'Sensor type', 'Temperature');
    await choose(page, 'Reads', 'Temperature probe 2');
    await page.getByLabel('Code').fill('E2E-T9');
    await page.getByLabel('Lower limit').fill('10');
    await page.getByLabel('Upper limit').fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MESSAGES.sensor_limits_invalid).count(), WAIT).toBe(1);
    await page.getByLabel('Lower limit').fill('-18');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/vehicles/sensor', WAIT);
    await page.getByPlaceholder('Search code or name').fill('E2E-T9');
    await page.getByPlaceholder('Search code or name').press('Enter');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    expect(await rows.first().innerText()).toContain('Temperature probe 2');
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => rows.count(), WAIT).toBe(0);
    await context.close();
  });

  it('keeps the vehicle list inside a phone screen, the table scrolling on its own', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'dealer', '/vehicles/list');
    await page.waitForURL('**/vehicles/list');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
