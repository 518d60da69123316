import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { maskEmail, maskPhone, maskUsername, MESSAGES } from '@armada/domain';
import { DEFAULT_FLEET_SIZE, planVehicle } from '@armada/server/demo/fleet/fleet-plan';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose, pickDate, waitForSavedURL } from './support/form-fields.js';

const { browser, baseUrl } = useBrowser();

/** The spare chassis and tracker this file registers (other files use other spares). */
const spare = planVehicle(DEFAULT_FLEET_SIZE + 10);
const CUSTOMER = {
  name: 'PT Cahaya Armada Logistik',
  code: 'CUS-CAHAYA',
  email: 'siti.aminah@cahaya.example',
  phone: '081299990011',
  contact: 'Siti Aminah',
};
const WAIT = { timeout: 15_000 };

async function fillCustomer(page: Page): Promise<void> {
  await page.getByLabel('Company name').fill(CUSTOMER.name);
  await page.getByLabel('Customer ID').fill(CUSTOMER.code);
  await choose(page, page, 'Business sector', 'Logistics and transport');
  await choose(page, page, 'Business type', 'PT (limited company)');
  await page.getByLabel('NPWP').fill('01.234.567.8-901.999');
  await choose(page, page, 'Province', 'Daerah Khusus Ibukota Jakarta', 'Jakarta');
  await choose(page, page, 'City', 'Kota Administrasi Jakarta Timur', 'Jakarta Timur');
  await choose(page, page, 'Sub district', 'Cakung', 'Cakung');
  await page.getByLabel('Post code').fill('13910');
  await page.getByLabel('Contact person').fill(CUSTOMER.contact);
  await page.getByLabel('Job title').fill('Fleet Manager');
  await page.getByLabel('Super admin phone').fill(CUSTOMER.phone);
  await page.getByLabel('Super admin e-mail').fill(CUSTOMER.email);
}

async function registerVehicle(page: Page): Promise<void> {
  await page.getByLabel('Chassis number', { exact: true }).fill(spare.chassis_number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Chassis found' }).waitFor();
  await page.getByLabel('Vehicle name').fill('Cahaya 01');
  await page.getByLabel('Plate number').fill('B 9010 CHY');
  await page.getByLabel('IMEI device').fill(spare.imei);
  await choose(page, page, 'Color', 'White');
  await choose(page, page, 'Transmission', 'Manual');
  await pickDate(page, 'STNK validity', '2027-05-01');
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('customers', () => {
  it('lets a dealer create a customer with its area, register its vehicle, and list both', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/customer/create');
    await page.waitForURL('**/customer/create');

    // Checked on the client with the spec's messages before anything is sent.
    await page.getByLabel('NPWP').fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const text of [
      'Business sector has not been selected',
      'Province has not been selected',
      'Sub district has not been selected',
      'NPWP must have 15 or 16 digits',
      'Please fill in the blank',
    ]) {
      await expect.poll(() => page.getByText(text).count(), WAIT).toBeGreaterThan(0);
    }

    // Required fields are marked; optional ones are not.
    const label = (text: string) => page.locator('.ant-form-item-label label', { hasText: text }).first();
    const marked = async (text: string) => (await label(text).locator('.armada-required-mark').count()) === 1;
    for (const text of ['Company name', 'Customer ID', 'Province', 'Post code', 'Super admin e-mail']) {
      expect(await marked(text), text).toBe(true);
    }
    expect(await marked('NPWP')).toBe(false);

    // A post code of another province (Surabaya's, for East Jakarta) is refused before sending.
    await fillCustomer(page);
    await page.getByLabel('Post code').fill('60293');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MESSAGES.post_code_province).count(), WAIT).toBe(1);
    await page.getByLabel('Post code').fill('13910');
    await expect.poll(() => page.getByText(MESSAGES.post_code_province).count(), WAIT).toBe(0);

    // The server's refusal of one attempt (a customer ID taken) goes when the next attempt is made.
    await page.getByLabel('Customer ID').fill('CUS-MAJU');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MESSAGES.org_code_taken).count(), WAIT).toBe(1);
    await page.getByLabel('Contact person').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Please fill in the blank').count(), WAIT).toBe(1);
    expect(await page.getByText(MESSAGES.org_code_taken).count()).toBe(0);

    await fillCustomer(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/customer\/view\?id=\d+/);
    await expect.poll(() => page.getByRole('cell', { name: 'Cakung' }).count(), WAIT).toBe(1);
    expect(await page.getByRole('cell', { name: '01.234.567.8-901.999' }).count()).toBe(1);

    await page.getByRole('link', { name: 'Register vehicle' }).click();
    await page.waitForURL(/\/customer\/vehicle\/create\?id=\d+/);
    await registerVehicle(page);
    await waitForSavedURL(page, /\/customer\/view\?id=\d+/);
    const vehicles = page.locator('.ant-card', { hasText: 'Vehicles' }).locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => vehicles.count(), WAIT).toBe(1);
    expect(await vehicles.first().textContent()).toContain(spare.chassis_number);

    await page.goto('/customer/list');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CUSTOMER.name });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(maskUsername(CUSTOMER.email));
    expect(text).toContain(maskPhone(CUSTOMER.phone));
    expect(text).toContain(maskEmail(CUSTOMER.email));
    expect(text).not.toContain(CUSTOMER.phone);
    expect(text).not.toContain('siti.aminah@');
    expect(text).toContain('Waiting for activation');
    await context.close();
  });

  it("shows masked values and '-' for a missing contact, never another dealer's customers", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer2', '/customer/list');
    await page.waitForURL('**/customer/list');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const maju = rows.filter({ hasText: 'CV Maju Jaya' });
    await expect.poll(() => maju.count(), WAIT).toBe(1);
    expect(await maju.textContent()).toContain(maskEmail('customer2@demo.armada.local'));
    const timur = rows.filter({ hasText: 'PT Angkutan Timur' });
    expect(await timur.locator('td').nth(6).textContent()).toBe('-');
    expect(await rows.filter({ hasText: 'PT Logistik Nusantara' }).count()).toBe(0);
    expect(await rows.filter({ hasText: CUSTOMER.name }).count()).toBe(0);
    await context.close();
  });

  it('finds customers by area in the advanced search', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer2', '/customer/advanced_search');
    await page.waitForURL('**/customer/advanced_search');
    await choose(page, page, 'Province', 'Jawa Timur', 'Jawa Timur');
    await choose(page, page, 'City', 'Kota Surabaya', 'Surabaya');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/city_id=35\.78/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    expect(await rows.first().textContent()).toContain('CV Maju Jaya');
    await context.close();
  });
});
