import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  MESSAGES,
  GEO_CALLS,
  VEHICLE_GROUP_LIST_PATH,
  type Envelope,
  type TelemetryProperties,
  type VehicleGroupPage,
  type VehicleInGeoPage,
} from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { sendTeltonika } from './support/fleet-server.js';
import { callAs, serverFleet, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const POLL = { timeout: 15_000 };
const NAME = 'E2E Night Fleet';
const RENAMED = 'E2E Night Fleet B';

/** The customer's groups whose name holds `search`, as the server answers them. */
async function serverGroups(search: string) {
  const token = await tokenOf(baseUrl, 'customer');
  const answer = await callAs<Envelope<VehicleGroupPage>>(
    baseUrl,
    token,
    `${VEHICLE_GROUP_LIST_PATH}?count_perpage=100&search=${encodeURIComponent(search)}`,
  );
  return answer.result;
}

/** PT Logistik Nusantara's Karawang Barat pool (the demo seed), where a test parks a truck. */
const POOL_CENTER = { lng: 107.2704, lat: -6.3247 };

/** The customer's pool answer once a truck of theirs stands, ignition off, in the middle of a pool. */
async function parkInPool(token: string) {
  const truck = (await serverFleet(baseUrl, 'customer')).data.find(
    (v) => v.device_type === 'teltonika' && v.device_status === 'active',
  );
  if (!truck) throw new Error('the customer has no active Teltonika truck');
  const properties: TelemetryProperties = { ign: 0, gps: 1, accu: 25.2, gps_batt: 4.1, gsm_signal: 5 };
  const time = Math.floor(Date.now() / 1000) * 1000 - 5_000;
  const record = { imei: truck.imei, gpstype: 2, time, ...POOL_CENTER, alt: 20, head: 0, speed: 0, sat: 10 };
  await sendTeltonika(inject('ingestPorts').teltonika, [{ ...record, properties }]);
  const inPool = () => callAs<Envelope<VehicleInGeoPage>>(baseUrl, token, GEO_CALLS.vehiclesInPool);
  await expect.poll(async () => (await inPool()).result.data.some((row) => row.imei === truck.imei), POLL).toBe(true);
  return inPool;
}

/** Finds a vehicle in one list of the picker by its plate, ticks it and moves it across. */
async function move(page: Page, side: 0 | 1, plate: string, button: 'Add' | 'Remove') {
  const section = page.locator('.ant-transfer-section').nth(side);
  await section.getByPlaceholder('Search name, plate or IMEI').fill(plate);
  await section.locator('li', { hasText: plate }).first().click();
  await page.getByRole('button', { name: button }).click();
  await expect
    .poll(
      () =>
        page
          .locator('.ant-transfer-section')
          .nth(1 - side)
          .getByText(plate)
          .count(),
      POLL,
    )
    .toBe(1);
  await section.getByPlaceholder('Search name, plate or IMEI').fill('');
}

const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('vehicle groups', () => {
  it('lets a customer create a group of two trucks, find it, change it, offer it on the map and delete it', async () => {
    const fleet = (await serverFleet(baseUrl, 'customer')).data.filter((v) => v.vehicle_number);
    const [first, second] = fleet;
    if (!first?.vehicle_number || !second?.vehicle_number) throw new Error('the demo fleet has too few plates');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/vehicles/group_create');
    await page.waitForURL('**/vehicles/group_create');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MESSAGES.vehicle_not_selected).count(), POLL).toBe(1);
    await page.getByLabel('Group name').fill(NAME);
    await page.getByLabel('Description').fill('Trucks on the night routes');
    await move(page, 0, first.vehicle_number, 'Add');
    await move(page, 0, second.vehicle_number, 'Add');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/vehicles/group', POLL);
    const [created] = (await serverGroups(NAME)).data;
    expect(created?.imeis.sort()).toEqual([first.imei, second.imei].sort());
    await page.getByRole('searchbox', { name: 'Search name or description' }).fill(NAME);
    await page.getByRole('searchbox', { name: 'Search name or description' }).press('Enter');
    await expect.poll(() => rowsOf(page).count(), POLL).toBe(1);
    const cells = rowsOf(page).first().locator('td');
    expect(await cells.nth(0).innerText()).toBe(NAME);
    expect(await cells.nth(2).innerText()).toBe('2');
    expect(await cells.nth(3).innerText()).toBe('PT Logistik Nusantara');

    await rowsOf(page).first().getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`**/vehicles/group_edit?id=${created?.id}`);
    await expect.poll(() => page.getByLabel('Group name').inputValue(), POLL).toBe(NAME);
    await page.getByLabel('Group name').fill(RENAMED);
    await move(page, 1, second.vehicle_number, 'Remove');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/vehicles/group', POLL);
    const edited = (await serverGroups(NAME)).data;
    expect(edited.map((g) => [g.id, g.name, g.imeis])).toEqual([[created?.id, RENAMED, [first.imei]]]);

    await page.goto('/maps');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.locator('.ant-popover').getByRole('combobox', { name: 'Vehicle group' }).click();
    await expect
      .poll(() => page.locator('.ant-select-item-option', { hasText: `${RENAMED} (1)` }).count(), POLL)
      .toBe(1);

    await page.goto(`/vehicles/group?search=${encodeURIComponent(RENAMED)}`);
    await expect.poll(() => rowsOf(page).count(), POLL).toBe(1);
    await rowsOf(page).first().getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Vehicle group deleted').count(), POLL).toBe(1);
    await expect.poll(() => rowsOf(page).count(), POLL).toBe(0);
    expect((await serverGroups(NAME)).total_data).toBe(0);
    await context.close();
  });

  it('lists the vehicles in the pool as listvehicleinpool answers, with a link to each on the map', async () => {
    const token = await tokenOf(baseUrl, 'customer');
    const call = await parkInPool(token);
    const inPool = async () => (await call()).result;
    const answer = await inPool();
    expect(answer.total_data).toBeGreaterThan(0);
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/vehicles/in_the_pool');
    await page.waitForURL('**/vehicles/in_the_pool');
    // Trucks drive in and out of pools: the page and a fresh answer of the server must agree.
    await expect.poll(async () => page.getByText(`${(await inPool()).total_data} in total`).count(), POLL).toBe(1);
    const [one] = answer.data;
    if (!one) throw new Error('no vehicle in a pool');
    await page.getByRole('searchbox', { name: 'Search vehicle, plate, IMEI or pool' }).fill(one.imei);
    await page.getByRole('searchbox', { name: 'Search vehicle, plate, IMEI or pool' }).press('Enter');
    await expect.poll(() => rowsOf(page).count(), POLL).toBe(answer.data.filter((r) => r.imei === one.imei).length);
    const row = await rowsOf(page).first().innerText();
    expect(row).toContain(one.geofence_name);
    expect(row).toContain(one.vehicle_name);
    await rowsOf(page).first().getByRole('link', { name: 'Show on map' }).click();
    await page.waitForURL(`**/maps?imei=${one.imei}`);
    await context.close();
  });
});
