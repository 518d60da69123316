import { describe, expect, it } from 'vitest';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { serverFleet as fetchFleet } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();

/** What the server answers the same user, to check the screen against. */
const serverFleet = (username: string) => fetchFleet(baseUrl, username);

describe('the live map', () => {
  it('shows a customer exactly its own fleet, filters it like the server derives it, and opens a vehicle', async () => {
    const fleet = await serverFleet('customer');
    const all = (await serverFleet('root')).total_data;
    expect(fleet.total_data).toBeGreaterThan(0);
    expect(fleet.total_data).toBeLessThan(all);
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    const total = fleet.total_data;
    // The map page's code and the fleet arrive after the URL changes: more than the poll's default second.
    await expect.poll(() => page.getByText(`${total} of ${total} vehicles`).count(), { timeout: 15_000 }).toBe(1);

    const stale = fleet.data.filter((v) => v.abnormal_status === 'notupdate').length;
    const healthGroup = (name: string) => page.locator('.ant-segmented-item', { hasText: name });
    await healthGroup('Not updated').click();
    await expect.poll(() => page.getByText(`${stale} of ${total} vehicles`).count()).toBe(1);

    await healthGroup('All vehicles').click();
    const first = fleet.data.find((v) => v.vehicle_number);
    await page.getByPlaceholder('Search name, plate or IMEI').fill(first?.vehicle_number ?? '');
    await page
      .getByText(first?.vehicle_number ?? '', { exact: false })
      .first()
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByText(first?.chassis_number ?? '')
          .count(),
      )
      .toBeGreaterThan(0);
    await context.close();
  });
});
