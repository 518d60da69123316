import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const DRIVER = `E2E Driver ${Date.now().toString(36)}`;

describe('drivers', () => {
  it('lets a customer add a driver, assign it to a truck by hand, see the assignment and end it', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/drivers');
    await page.waitForURL('**/drivers');
    await expect.poll(() => page.getByTestId('page-title').first().innerText(), WAIT).toBe('Drivers');
    const drawer = page.getByRole('dialog');

    await page.getByRole('button', { name: 'Add driver' }).click();
    await drawer.getByLabel('Name', { exact: true }).fill(DRIVER);
    await drawer.getByLabel('Licence (SIM) number', { exact: true }).fill('E2E 1234');
    await drawer.getByRole('button', { name: 'Save' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: DRIVER });
    await expect.poll(() => row.count(), WAIT).toBe(1);

    await row.getByRole('button', { name: DRIVER }).click();
    const section = drawer.getByTestId('driver-assignments');
    await expect.poll(() => section.getByText('Trucks assigned by hand').count(), WAIT).toBe(1);
    await expect.poll(() => section.getByText('No truck assigned by hand').count(), WAIT).toBe(1);

    // The picker offers the driver's organisation's trucks; since defaults to today, until stays open.
    await section.getByRole('button', { name: 'Assign truck' }).click();
    await section.getByRole('combobox', { name: 'Truck', exact: true }).click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect.poll(() => option.count(), WAIT).toBe(1);
    const truck = (await option.innerText()).split(' · ')[0]?.trim() ?? '';
    expect(truck).not.toBe('');
    await option.click();
    expect(await section.getByLabel('Since', { exact: true }).inputValue()).not.toBe('');
    await section.getByRole('button', { name: 'Save' }).click();

    const assignment = section.locator('.ant-table-tbody tr.ant-table-row', { hasText: truck });
    await expect.poll(() => assignment.count(), WAIT).toBe(1);
    expect(await assignment.innerText()).toContain('Still driving');

    await assignment.getByRole('button', { name: 'End today' }).click();
    await expect.poll(() => assignment.getByText('Still driving').count(), WAIT).toBe(0);
    expect(await assignment.getByRole('button', { name: 'End today' }).count()).toBe(0);
    await page.screenshot({ path: 'e2e/artifacts/drivers.png', fullPage: true });

    await assignment.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => section.getByText('No truck assigned by hand').count(), WAIT).toBe(1);
    await context.close();
  });
});
