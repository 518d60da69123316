import { describe, expect, it } from 'vitest';
import { HISTORY_LIST_PATH, type Envelope, type HistoryResult } from '@armada/domain';
import { fleetSizeFrom } from '@armada/server/demo/fleet/fleet-plan';
import { historyVehicles } from '@armada/server/demo/history/history-plan';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { clickMapAt, exposeMap, lineOf, openMaps, openVehicle, pointOf } from './support/maps-page.js';

const { browser, baseUrl } = useBrowser();

/** The demo vehicle of the customer's fleet that the demo seed left days of track for. */
const vehicle = historyVehicles(fleetSizeFrom(process.env)).find((v) => v.orgCode === 'CUS-LOGNUS');

const playerTime = async (text: Promise<string | null>) => Date.parse((await text) ?? '');

/** The middle of the longest run of moving positions: where a replay moves the truck. */
function longestDrive(positions: readonly { time: string; speed: number }[]): number {
  let best = { from: 0, to: 0 };
  let from = -1;
  positions.forEach((p, i) => {
    if (p.speed > 0 && from < 0) from = i;
    if ((p.speed === 0 || i === positions.length - 1) && from >= 0) {
      if (i - from > best.to - best.from) best = { from, to: i };
      from = -1;
    }
  });
  const middle = positions[Math.floor((best.from + best.to) / 2)];
  if (!middle) throw new Error('the demo track never moves');
  return Date.parse(middle.time);
}

describe('history playback', () => {
  it('draws the route the server answers and replays it with a moving truck', async () => {
    if (!vehicle) throw new Error('no demo vehicle with history');
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    const drawer = await openVehicle(page, vehicle.vehicle_number);
    // The screen's own call: its window ends at the moment of the click, so a call made by the test a moment
    // earlier or later can differ by the position at either edge.
    const answer = page.waitForResponse((response) => response.url().includes(HISTORY_LIST_PATH));
    await drawer.getByRole('button', { name: 'History' }).click();
    const served = (await (await answer).json()) as Envelope<HistoryResult>;
    expect(served.result.positions.length).toBeGreaterThan(300);
    const query = new URL((await answer).url()).searchParams;
    expect(query.get('imei')).toBe(vehicle.imei);
    await expect
      .poll(() => lineOf(page, 'history-route').then((line) => line?.length ?? 0))
      .toBe(served.result.positions.length);
    const line = await lineOf(page, 'history-route');
    expect(line?.[0]).toEqual([served.result.positions[0]?.lng, served.result.positions[0]?.lat]);
    const positions = String(served.result.summary.total_positions);
    expect(await drawer.getByText(positions, { exact: true }).count()).toBeGreaterThan(0);

    await page.screenshot({ path: 'e2e/artifacts/history-route.png' });
    const stop = served.result.stops[0];
    if (!stop) throw new Error('the demo track has no stop');
    // Once the camera has framed the route, a stop's marker opens its popup.
    await page.waitForTimeout(1000);
    // Below and left of the centre: an event badge may sit up and right of the stop.
    await clickMapAt(page, [stop.lng, stop.lat], [-6, 6]);
    const popup = page.locator('.history-popup');
    await popup.waitFor();
    // Stops close together can overlap at this zoom: any stop's popup (its kind and duration) will do.
    expect(await popup.textContent()).toMatch(/(Parked|Idling).*Duration/);
    const time = page.getByTestId('history-player-time');
    const first = served.result.positions[0];
    // The player starts at the first served position (shown to the second).
    expect(Math.abs((await playerTime(time.textContent())) - Date.parse(first?.time ?? ''))).toBeLessThan(1000);
    // The period opens at night with the truck parked: seek into the middle of its longest drive first.
    const drive = longestDrive(served.result.positions);
    const last = served.result.positions.at(-1);
    const span = Date.parse(last?.time ?? '') - Date.parse(first?.time ?? '');
    const rail = await drawer.locator('.ant-slider').boundingBox();
    if (!rail) throw new Error('no scrubber');
    const fraction = (drive - Date.parse(first?.time ?? '')) / span;
    await page.mouse.click(rail.x + rail.width * fraction, rail.y + rail.height / 2);
    await expect.poll(() => playerTime(time.textContent())).toBeGreaterThan(drive - 30 * 60_000);
    const startedAt = await playerTime(time.textContent());
    const before = await pointOf(page, 'history-truck');
    await drawer.getByRole('button', { name: 'Play' }).click();
    await drawer.getByRole('button', { name: 'Pause' }).waitFor();
    // 1× plays a minute of track per second.
    await expect.poll(() => playerTime(time.textContent()), { timeout: 10_000 }).toBeGreaterThan(startedAt + 60_000);
    expect(await pointOf(page, 'history-truck')).not.toEqual(before);
    await page.screenshot({ path: 'e2e/artifacts/history-playback.png' });

    await drawer.getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => lineOf(page, 'history-route')).toBeNull();
    await context.close();
  });
});
