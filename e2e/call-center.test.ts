import { describe, expect, it } from 'vitest';
import { CALL_CENTER_CALLS, type CallCenterHit, type CallCenterOrganization } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';
import { callAs, tokenOf } from './support/server-api.js';

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

  it('moves a vehicle to another customer with a reason, kept in its history', async () => {
    const token = await tokenOf(baseUrl, 'callcenter');
    type Answer<T> = { result: T };
    const hits = await callAs<Answer<CallCenterHit[]>>(baseUrl, token, `${CALL_CENTER_CALLS.search}?q=Angkutan`);
    const owner = hits.result.find((hit) => hit.kind === 'organization' && hit.title === 'PT Angkutan Timur');
    if (!owner) throw new Error('PT Angkutan Timur not found');
    const org = await callAs<Answer<CallCenterOrganization>>(
      baseUrl,
      token,
      `${CALL_CENTER_CALLS.organization}?organization_id=${owner.id}`,
    );
    const truck = org.result.vehicles.find((vehicle) => vehicle.vehicle_number);
    if (!truck?.vehicle_number) throw new Error('no truck with a plate at PT Angkutan Timur');

    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'callcenter', '/call-center/change-vehicle-member');
    await page.waitForURL('**/call-center/change-vehicle-member', WAIT);
    const move = async (to: string, reason: string) => {
      await choose(page, page, 'Vehicle', truck.vehicle_number ?? '', truck.vehicle_number ?? '');
      await choose(page, page, 'New customer', to, to.slice(0, 10));
      await page.getByLabel('Reason', { exact: true }).fill(reason);
      await page.getByRole('button', { name: 'Move the vehicle' }).click();
      await expect.poll(() => page.getByText(reason).count(), WAIT).toBeGreaterThan(0);
    };
    await move('PT Sinar Transport', 'Sold to Sinar, contract 7731');
    // Moved back, so the other tests meet the demo fleet as seeded (less its groups and drivers).
    await move('PT Angkutan Timur', 'Sale cancelled by the buyer');
    const history = await callAs<Answer<{ reason: string; to_name: string }[]>>(
      baseUrl,
      token,
      `${CALL_CENTER_CALLS.vehicleMembers}?vehicle_id=${truck.id}`,
    );
    expect(history.result.map((row) => [row.to_name, row.reason])).toEqual(
      expect.arrayContaining([
        ['PT Sinar Transport', 'Sold to Sinar, contract 7731'],
        ['PT Angkutan Timur', 'Sale cancelled by the buyer'],
      ]),
    );
    await context.close();
  });
});
