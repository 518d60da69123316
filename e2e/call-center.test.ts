import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

describe('call centre', () => {
  it('finds a customer, resets a password with a consent note, and moves an incident along', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'callcenter', '/call-center');
    await page.waitForURL('**/call-center', WAIT);

    await page.getByRole('searchbox', { name: 'Search customers, users and vehicles' }).fill('Logistik');
    await page.getByRole('button', { name: 'Search' }).click();
    const hits = page.getByTestId('call-center-hits');
    await expect.poll(() => hits.getByText('Customer: PT Logistik Nusantara').count(), WAIT).toBe(1);
    await hits.getByRole('listitem').filter({ hasText: 'Customer: PT Logistik Nusantara' }).getByText('Open').click();
    const detail = page.getByTestId('call-center-detail');
    await expect.poll(() => detail.getByText('Truck shows no position since yesterday').count(), WAIT).toBe(1);
    await detail.getByRole('link', { name: 'Agus Wijaya (customer)' }).click();

    await page.waitForURL('**/call-center/user?id=*', WAIT);
    await choose(page, page, 'Action', 'Send a password reset mail');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Please write a note').count(), WAIT).toBe(1);
    await page.getByLabel('Consent note (who agreed, how it was checked)').fill('Agus asked by phone, verified NPWP');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const audit = page.getByTestId('call-center-audit');
    await expect.poll(() => audit.getByText('Agus asked by phone, verified NPWP').count(), WAIT).toBe(1);
    expect(await audit.getByText('Send a password reset mail').count()).toBe(1);

    await page.goto(`${baseUrl}/call-center/incident`);
    const list = page.getByTestId('incident-list');
    await list.getByRole('link', { name: 'Truck shows no position since yesterday' }).click();
    const incident = page.getByTestId('incident-detail');
    await expect.poll(() => incident.getByText('Open', { exact: true }).count(), WAIT).toBeGreaterThan(0);
    await choose(page, incident, 'Move to', 'Assigned');
    await incident.getByLabel('Note', { exact: true }).fill('Taken by the night shift');
    await incident.getByRole('button', { name: 'Change the state' }).click();
    const trail = page.getByTestId('incident-trail');
    await expect.poll(() => trail.getByText('Open → Assigned').count(), WAIT).toBe(1);
    await choose(page, incident, 'Move to', 'In progress');
    await incident.getByLabel('Note', { exact: true }).fill('Called the driver');
    await incident.getByRole('button', { name: 'Change the state' }).click();
    await expect.poll(() => trail.getByText('Assigned → In progress').count(), WAIT).toBe(1);
    await incident.getByLabel('New note').fill('Tracker power cable loose');
    await incident.getByRole('button', { name: 'Add the note' }).click();
    await expect.poll(() => trail.getByText('Tracker power cable loose').count(), WAIT).toBe(1);
    await context.close();
  });
});
