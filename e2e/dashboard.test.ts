import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  analyticPath,
  DEALER_RANKING_PATH,
  FLEET_SUMMARY_PATH,
  type AnalyticPage,
  type FleetSummary,
  type AnalyticRatio,
  type DealerRanking,
} from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };
const TITLES = [
  'Customer engagement',
  'Vehicle engagement',
  'Vehicle activation',
  'Retail sales activation',
  'Vehicles not updated',
];

/** The server's latest month of a ratio for the admin, for the whole brand or one filter. */
async function latest(ratio: AnalyticRatio, filter = '') {
  const token = await tokenOf(baseUrl, 'admin');
  const year = new Date().getFullYear();
  const answer = await callAs<{ result: AnalyticPage }>(baseUrl, token, `${analyticPath(ratio)}?year=${year}${filter}`);
  return answer.result.data.at(-1);
}

/** A card by its title (another card may name the same ratio in its own controls). */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

describe('the dashboard', () => {
  it("greets an administrator with the brand's five ratios, as the server counts them", async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin');
    await page.waitForURL('**/dashboard');
    for (const title of TITLES) await expect.poll(() => card(page, title).count(), WAIT).toBe(1);
    const activation = await latest('vehicle_activation_ratio');
    if (!activation) throw new Error('no month answered');
    const figure = `${activation.numerator} of ${activation.denominator} registered vehicles`;
    await expect.poll(() => card(page, 'Vehicle activation').innerText(), WAIT).toContain(figure);
    // One chart per card, each named for screen readers.
    await expect.poll(() => page.getByRole('img', { name: /month by month in \d{4}$/ }).count(), WAIT).toBe(5);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-desktop.png', fullPage: true });

    // The latest alerts, newest first: one opens its vehicle's history at that moment.
    const alerts = card(page, 'Last 5 alerts');
    await expect.poll(() => alerts.locator('.armada-alert-row').count(), WAIT).toBe(5);
    await alerts.locator('.armada-alert-row').first().click();
    await page.waitForURL(/\/maps\?imei=\d+&at=\d+/);
    await page.goBack();

    // A figure leads to the list behind it.
    await card(page, 'Vehicle activation').getByRole('link', { name: 'Open the list' }).click();
    await page.waitForURL(/\/vehicles\/status\?activation_status=2/);
    await page.goBack();
    await card(page, 'Vehicles not updated').getByRole('link', { name: 'Open the list' }).click();
    await page.waitForURL('**/vehicle/not-updated');
    await page.goBack();

    // The ranking of dealers, best first, as the server ranks them; a dealer opens its own figures.
    const token = await tokenOf(baseUrl, 'admin');
    const now = new Date();
    const ranking = await callAs<{ result: DealerRanking }>(
      baseUrl,
      token,
      `${DEALER_RANKING_PATH}?year=${now.getFullYear()}&month=${now.getMonth() + 1}&ratio=vehicle_activation_ratio`,
    );
    const [best] = ranking.result.data;
    if (!best) throw new Error('no dealer ranked');
    const top = card(page, 'Top 10 dealers');
    await expect.poll(() => top.locator('tbody tr').count(), WAIT).toBe(ranking.result.data.length);
    expect(await top.locator('tbody tr').first().innerText()).toContain(best.dealer_name);
    await top.getByRole('button', { name: best.dealer_name }).click();
    await page.waitForURL(new RegExp(`by=dealer_id&id=${best.dealer_id}$`));
    await context.close();
  });

  it('shows the last 14 days as the server counts them, each figure leading to the list behind it', async () => {
    const token = await tokenOf(baseUrl, 'admin');
    const summary = (await callAs<{ result: FleetSummary }>(baseUrl, token, FLEET_SUMMARY_PATH)).result;
    const [first] = summary.top_vehicles;
    if (!first) throw new Error('the demo history drove no vehicle');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/dashboard');
    await page.waitForURL('**/dashboard');

    const pulse = card(page, 'Fleet at a glance');
    await expect.poll(() => pulse.innerText(), WAIT).toContain('In 2 x 24 Hours');
    expect(await pulse.innerText()).toContain('In the last 14 days');

    const top = card(page, 'Top 5 vehicles');
    await expect.poll(() => top.locator('tbody tr').count(), WAIT).toBe(summary.top_vehicles.length);
    expect(await top.locator('tbody tr').first().innerText()).toContain(first.vehicle_name);

    // The safety levels: the worst level with vehicles opens first, lowest score first.
    const safety = card(page, 'Safety levels');
    await expect.poll(() => safety.getByRole('img', { name: 'Vehicles per safety level' }).count(), WAIT).toBe(1);
    expect(await safety.innerText()).toContain(`${summary.scored_vehicles} vehicles scored`);
    const worst = [...summary.safety].reverse().find((band) => band.count > 0);
    const lowest = worst?.vehicles[0];
    if (lowest) expect(await safety.locator('.ant-list-item').first().innerText()).toContain(lowest.vehicle_name);

    const fuel = card(page, 'Fuel units');
    await expect.poll(() => fuel.innerText(), WAIT).toContain('Top 5: most fuel used');

    // The not-updated count opens the not-updated list; the first vehicle its daily summary for the 14 days.
    await pulse
      .getByRole('link', { name: String(summary.not_updated) })
      .first()
      .click();
    await page.waitForURL('**/vehicle/not-updated');
    await page.goBack();
    await top.getByRole('link', { name: first.vehicle_name }).first().click();
    await page.waitForURL(
      new RegExp(`/reports/daily_summary\\?imei=${first.imei}&from=${summary.from}&to=${summary.to}`),
    );
    await context.close();
  });

  it('shows one dealer when chosen, keeps the choice in the address, and says which ratio an area does not count', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/dashboard');
    await page.waitForURL('**/dashboard');
    await page.getByRole('radiogroup', { name: 'Whose figures' }).getByText('Dealer', { exact: true }).click();
    await choose(page, page, 'Choose a dealer', 'Dealer Jakarta Timur');
    await page.waitForURL(/by=dealer_id&id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    const own = await latest('vehicle_activation_ratio', `&dealer_id=${id}`);
    if (!own) throw new Error('no month answered for the dealer');
    await expect
      .poll(() => card(page, 'Vehicle activation').innerText(), WAIT)
      .toContain(`${own.numerator} of ${own.denominator} registered vehicles`);
    await page.reload();
    await expect
      .poll(() => card(page, 'Vehicle activation').innerText(), WAIT)
      .toContain(`${own.numerator} of ${own.denominator} registered vehicles`);

    await page.getByRole('radiogroup', { name: 'Whose figures' }).getByText('Dealer area').click();
    await choose(page, page, 'Choose a dealer area', 'Jabodetabek');
    await expect
      .poll(() => card(page, 'Vehicle engagement').innerText(), WAIT)
      .toContain('This ratio is not counted by dealer area');
    await expect
      .poll(() => card(page, 'Retail sales activation').innerText(), WAIT)
      .toContain('This ratio is not counted by dealer area');
    await context.close();
  });

  it('fits a phone: the cards one under the other, the choice of figures a list', async () => {
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'admin', '/dashboard');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => card(page, 'Vehicles not updated').count(), WAIT).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Whose figures' }).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-phone.png', fullPage: true });
    await context.close();
  });
});
