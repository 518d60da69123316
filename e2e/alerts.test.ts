import { describe, expect, it } from 'vitest';
import {
  ALERT_MUTE_LIST_PATH,
  HISTORY_LIST_PATH,
  NOTIFICATION_LIST_PATH,
  type AlertMutePage,
  type NotificationPage,
} from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
/** Screens load over the network; a poll waits this long for them. */
const WAIT = { timeout: 15_000 };

/** The first page of activity notifications as the feed asks for it, less the vehicles the user muted. */
async function firstPage(token: string, type?: string) {
  const query = `filter=activity&page=1&limit=50${type ? `&type=${type}` : ''}`;
  const { result } = await callAs<{ result: NotificationPage }>(baseUrl, token, `${NOTIFICATION_LIST_PATH}?${query}`);
  const mutes = await callAs<{ result: AlertMutePage }>(baseUrl, token, ALERT_MUTE_LIST_PATH);
  const muted = new Set(mutes.result.data.map((row) => row.imei));
  return { ...result, data: result.data.filter((row) => !muted.has(row.imei ?? '')) };
}

describe('the alert feed', () => {
  it('lists the activity notifications the server has, narrows by type and opens a vehicle on the map', async () => {
    const token = await tokenOf(baseUrl, 'customer');
    const all = await firstPage(token);
    const stops = await firstPage(token, 'vehicle_stop');
    expect(all.data.length).toBeGreaterThan(0);
    expect(stops.data.length).toBeGreaterThan(0);
    expect(stops.total_data).toBeLessThan(all.total_data);

    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/alert');
    const rows = page.getByRole('list', { name: 'Alert feed' }).getByRole('listitem');
    await expect.poll(() => rows.count(), WAIT).toBe(all.data.length);
    const newest = all.data[0];
    await expect.poll(() => rows.first().textContent(), WAIT).toContain(newest?.vehicle_number ?? '');

    await page.getByRole('combobox', { name: 'Alert type' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Vehicle stopped' }).click();
    await page.waitForURL('**/alert?type=vehicle_stop');
    // A multiple select stays open for more choices; close it as a user would.
    await page.keyboard.press('Escape');
    // With more than a page of alerts both lists are full pages: wait for the narrowed one's rows.
    await expect.poll(() => rows.filter({ hasText: 'Vehicle stopped' }).count(), WAIT).toBe(stops.data.length);
    expect(await rows.count()).toBe(stops.data.length);
    await expect.poll(() => page.getByText(`${stops.data.length} of ${stops.total_data} alerts`).count(), WAIT).toBe(1);

    // The alert opens the vehicle's history at the event, not its live position.
    const event = stops.data[0];
    const at = Date.parse(event?.created_at ?? '');
    const history = page.waitForResponse((response) => response.url().includes(HISTORY_LIST_PATH));
    await rows.first().getByRole('button').click();
    await page.waitForURL(`**/maps?imei=${event?.imei}&at=${at}*`);
    const window = new URL((await history).url()).searchParams;
    expect(window.get('imei')).toBe(event?.imei);
    expect(Date.parse(window.get('start') ?? '')).toBeLessThan(at);
    expect(Date.parse(window.get('end') ?? '')).toBeGreaterThan(at);
    await page.getByText('Route history').waitFor();
    await context.close();
  });

  it('fits a phone: the feed shows the same alerts at 390 px', async () => {
    const token = await tokenOf(baseUrl, 'customer2');
    const all = await firstPage(token);
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await signInThroughSso(page, 'customer2');
    await page.waitForURL('**/maps');
    await page.goto('/alert');
    const rows = page.getByRole('list', { name: 'Alert feed' }).getByRole('listitem');
    await expect.poll(() => rows.count(), WAIT).toBe(all.data.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
