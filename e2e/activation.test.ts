import { describe, expect, it } from 'vitest';
import { VEHICLE_ACTIVATION_PATHS as PATHS, type VehicleActivationPage } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };

/** A truck of PT Logistik Nusantara (the 'customer' sign-in) that is not active yet. */
async function inactiveTruck() {
  const token = await tokenOf(baseUrl, 'dealer');
  const page = await callAs<{ result: VehicleActivationPage }>(baseUrl, token, `${PATHS.list}?count_perpage=500`);
  const truck = page.result.data.find(
    (row) =>
      row.owner_name === 'PT Logistik Nusantara' && row.activation_status !== '2' && row.activation_state === null,
  );
  if (!truck?.chassis_number) throw new Error('the customer has no inactive truck');
  return truck;
}

describe('vehicle activation', () => {
  it('the dealer invites a truck, its owner accepts the disclaimer, and the truck turns active with its history', async () => {
    const truck = await inactiveTruck();
    const dealer = await newPage(browser(), baseUrl);
    await signInThroughSso(dealer.page, 'dealer', '/activation/vehicle');
    await dealer.page.waitForURL('**/activation/vehicle');
    await dealer.page.getByPlaceholder('Search name, plate, chassis, IMEI or owner').fill(truck.chassis_number ?? '');
    await dealer.page.keyboard.press('Enter');
    const row = dealer.page.getByRole('row', { name: new RegExp(truck.chassis_number ?? '') });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await row.click();
    await dealer.page.waitForURL(`**/activation/detail?id=${truck.id}`);
    await dealer.page.getByLabel('Note (optional for a change)').fill('Sold last week');
    await dealer.page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect.poll(() => dealer.page.getByText('Invitation sent').count(), WAIT).toBeGreaterThan(0);
    await dealer.page.screenshot({ path: 'e2e/artifacts/activation-detail.png', fullPage: true });

    // The owner follows the invitation's link, reads the disclaimer and accepts it (at phone width).
    const owner = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(owner.page, 'customer', `/disclaimer-activation?vehicle_id=${truck.id}`);
    await owner.page.waitForURL(`**/disclaimer-activation?vehicle_id=${truck.id}`);
    // The page names the truck it activates.
    await expect.poll(() => owner.page.locator('.ant-descriptions').innerText(), WAIT).toContain(truck.vehicle_name);
    await owner.page.getByRole('button', { name: 'I accept, activate the vehicle' }).click();
    await expect
      .poll(() => owner.page.getByText(`${truck.vehicle_number ?? truck.vehicle_name} is activated`).count(), WAIT)
      .toBe(1);
    await owner.context.close();

    await dealer.page.reload();
    const history = dealer.page.locator('.ant-card').filter({ hasText: 'History' });
    await expect.poll(() => history.innerText(), WAIT).toContain('Activated');
    expect(await history.innerText()).toContain('Sold last week');
    expect(await dealer.page.getByText('Vehicle Active').count()).toBeGreaterThan(0);
    // An active truck is not invited again.
    expect(await dealer.page.getByRole('button', { name: 'Send the invitation' }).count()).toBe(0);
    await dealer.context.close();
  });

  it('says "data not found" when the search finds nothing', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'dealer', '/activation/vehicle_search?search=no-such-truck');
    await page.waitForURL('**/activation/vehicle_search?search=no-such-truck');
    await expect.poll(() => page.getByText('data not found').count(), WAIT).toBe(1);
    await context.close();
  });
});
