import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_STARTED,
  NOTIFICATION_LIST_PATH,
  type DailySummaryRow,
  type Envelope,
  type LocationRow,
  type NotificationPage,
  type ReportPage,
} from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { exposeMap, lineOf } from './support/maps-page.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 15_000 };
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A truck of the customer's fleet that drove in the last two weeks, as the daily summary says. */
async function truckWithTrips(token: string): Promise<DailySummaryRow> {
  const now = Date.now();
  const query = new URLSearchParams({
    start_date: day(now - 13 * DAY_MS),
    end_date: day(now + DAY_MS),
    count_perpage: '1',
    sort: '-distance_km',
  });
  const path = `/api/report/report_daily_summary/list_report_daily_summary?${query}`;
  const answer = await callAs<Envelope<ReportPage<DailySummaryRow>>>(baseUrl, token, path);
  const row = answer.result.data[0];
  if (!row || row.distance_km <= 0) throw new Error('no truck of the customer drove in the last two weeks');
  return row;
}

describe('reports', () => {
  it('runs the trip report for a truck, draws a trip on the map and delivers the download', async () => {
    const token = await tokenOf(baseUrl, 'customer');
    const truck = await truckWithTrips(token);
    const plate = truck.vehicle_number ?? truck.vehicle_name;
    const started = Date.now() - 1_000;

    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await signInThroughSso(page, 'customer', '/reports/trip');
    await page.waitForURL('**/reports/trip');
    await page.getByRole('combobox', { name: 'Vehicles' }).fill(plate);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: plate }).click();
    await page.getByRole('combobox', { name: 'Quick range' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Last 14 days', { exact: true }).click();
    await page.getByRole('button', { name: 'Run report' }).click();

    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(0);
    expect(await rows.first().textContent()).toContain(plate);
    expect(await page.getByTestId('report-totals').textContent()).toMatch(/Distance [\d.,]+ km/);

    await rows.first().click();
    await expect.poll(() => lineOf(page, 'history-route').then((line) => line?.length ?? 0), WAIT).toBeGreaterThan(1);
    await page.screenshot({ path: 'e2e/artifacts/report-trip.png', fullPage: true });

    await page.getByRole('button', { name: 'Download' }).click();
    await expect.poll(() => page.getByText(DOWNLOAD_STARTED).count(), WAIT).toBe(1);
    await context.close();

    const delivered = async () => {
      const path = `${NOTIFICATION_LIST_PATH}?filter=info&page=1&limit=50`;
      const { result } = await callAs<{ result: NotificationPage }>(baseUrl, token, path);
      return result.data.find(
        (note) =>
          note.type === 'report_download' && note.text === 'Trip report' && Date.parse(note.created_at) >= started,
      );
    };
    await expect.poll(delivered, { timeout: 30_000 }).toBeDefined();
  });

  it("lists the fleet's stays in its geofences at phone width, as the server counts them", async () => {
    const token = await tokenOf(baseUrl, 'customer');
    const now = Date.now();
    const query = new URLSearchParams({ start_date: day(now - 6 * DAY_MS), end_date: day(now + DAY_MS) });
    const path = `/api/report/report_location/list_report_location?${query}&count_perpage=10&sort=-duration_s`;
    const served = await callAs<Envelope<ReportPage<LocationRow>>>(baseUrl, token, path);
    const longest = served.result.data[0];
    if (!longest) throw new Error("the demo fleet's trucks never entered one of its geofences");

    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    const search = `from=${day(now - 6 * DAY_MS)}&to=${day(now)}&sort_by=-duration_s`;
    const answer = page.waitForResponse((response) => response.url().includes('/list_report_location'), WAIT);
    await signInThroughSso(page, 'customer', `/reports/location?${search}`);
    await page.waitForURL('**/reports/location**');
    const shown = (await (await answer).json()) as Envelope<ReportPage<LocationRow>>;
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(0);
    expect(await rows.first().textContent()).toContain(longest.geofence_name);
    // Its own answer's count: a tracker test may have moved a truck into a geofence since the call above.
    expect(await page.getByText(`${shown.result.total_data} in total`).count()).toBe(1);
    await page.screenshot({ path: 'e2e/artifacts/report-location-phone.png', fullPage: true });
    await context.close();
  });
});
