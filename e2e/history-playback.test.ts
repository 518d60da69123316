import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HISTORY_LIST_PATH, type Envelope, type HistoryResult } from '@armada/domain';
import { fleetSizeFrom } from '@armada/server/demo/fleet/fleet-plan';
import { historyVehicles } from '@armada/server/demo/history/history-plan';
import type { Locator, Page } from 'playwright-core';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { clickMapAt, exposeMap, lineOf, openMaps, openVehicle, pointOf } from './support/maps-page.js';

const { browser, baseUrl } = useBrowser();

type MapProjection = {
  project(lngLat: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
  getZoom(): number;
};

/** The demo vehicle of the customer's fleet that the demo seed left days of track for. */
const vehicle = historyVehicles(fleetSizeFrom(process.env)).find((v) => v.orgCode === 'CUS-LOGNUS');

/** Opens the history from the vehicle's drawer and answers what the screen's own call was served. */
async function openHistory(page: Page, drawer: Locator): Promise<HistoryResult> {
  // The screen's own call: its window ends at the moment of the click, so a call made by the test a moment
  // earlier or later can differ by the position at either edge.
  const answer = page.waitForResponse((response) => response.url().includes(HISTORY_LIST_PATH));
  await drawer.getByRole('button', { name: 'History' }).click();
  const response = await answer;
  expect(new URL(response.url()).searchParams.get('imei')).toBe(vehicle?.imei);
  return ((await response.json()) as Envelope<HistoryResult>).result;
}

/** The map canvas's box and, projected on it, a coordinate (page pixels). */
function projected(page: Page, lngLat: [number, number]) {
  return page.evaluate((point) => {
    const map = (window as unknown as { __armadaMap: MapProjection }).__armadaMap;
    const box = map.getCanvas().getBoundingClientRect();
    const at = map.project(point);
    return {
      x: box.left + at.x,
      y: box.top + at.y,
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
    };
  }, lngLat);
}

/** The player's time as it reads: DD MMM YYYY HH:mm:ss in the viewer's zone, WIB (UTC+7) for the demo users. */
const playerTime = async (text: Promise<string | null>) => Date.parse(`${(await text) ?? ''} GMT+0700`);

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
    const served = { result: await openHistory(page, drawer) };
    expect(served.result.positions.length).toBeGreaterThan(300);
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
    // The player opens at 60×, labelled so: a minute of track per second.
    const speed = drawer.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Playback speed' }) });
    expect(await speed.textContent()).toBe('60×');
    const wallStart = Date.now();
    await drawer.getByRole('button', { name: 'Play' }).click();
    await drawer.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => playerTime(time.textContent()), { timeout: 10_000 }).toBeGreaterThan(startedAt + 60_000);
    expect(await pointOf(page, 'history-truck')).not.toEqual(before);
    // What the label says is what it does: track time over wall time, measured from before the click (so at most 60).
    await page.waitForTimeout(4000);
    const ratio = ((await playerTime(time.textContent())) - startedAt) / (Date.now() - wallStart);
    expect(ratio).toBeGreaterThan(40);
    expect(ratio).toBeLessThanOrEqual(61);
    await page.screenshot({ path: 'e2e/artifacts/history-playback.png' });

    await drawer.getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => lineOf(page, 'history-route')).toBeNull();
    await context.close();
  });

  it('lists the stops: a click takes the player and the camera there and opens its popup; GPX holds the track', async () => {
    if (!vehicle) throw new Error('no demo vehicle with history');
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    const drawer = await openVehicle(page, vehicle.vehicle_number);
    const served = await openHistory(page, drawer);
    // The second stop (the first may be cut by the period's start), or the only one.
    const index = Math.min(1, served.stops.length - 1);
    const stop = served.stops[index];
    if (!stop) throw new Error('the demo track has no stop');
    await drawer.getByRole('tab', { name: `Stops (${served.stops.length})` }).waitFor();
    await page.waitForTimeout(1000);
    const zoomBefore = await page.evaluate(() =>
      (window as unknown as { __armadaMap: MapProjection }).__armadaMap.getZoom(),
    );

    const row = drawer.getByRole('button', { name: /^Show on the map: / }).nth(index);
    await row.click();
    const time = page.getByTestId('history-player-time');
    await expect.poll(() => playerTime(time.textContent())).toBe(Date.parse(stop.start));
    // The camera centres the stop in the part of the map the drawer leaves free.
    const sheet = await page.locator('.ant-drawer-open .ant-drawer-content-wrapper').boundingBox();
    if (!sheet) throw new Error('no drawer');
    await expect
      .poll(async () => {
        const at = await projected(page, [stop.lng, stop.lat]);
        const free = { x: (at.box.left + Math.min(at.box.right, sheet.x)) / 2, y: (at.box.top + at.box.bottom) / 2 };
        return Math.hypot(at.x - free.x, at.y - free.y);
      })
      .toBeLessThan(30);
    expect(
      await page.evaluate(() => (window as unknown as { __armadaMap: MapProjection }).__armadaMap.getZoom()),
    ).toBeGreaterThan(zoomBefore);
    // Its popup: the stop's kind and the same times the row shows.
    const popup = page.locator('.history-popup');
    await popup.waitFor();
    const popupLines = await popup.locator('div').allTextContents();
    expect(await popup.locator('strong').textContent()).toBe(stop.kind === 'parked' ? 'Parked' : 'Idling');
    expect(await row.textContent()).toContain(popupLines[0]);
    expect(await row.getAttribute('aria-current')).toBe('true');

    // GPX of the route shown: a track point with its time for each served position.
    await drawer.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /GPX/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^route-history-.+\.gpx$/);
    const gpx = await readFile((await file.path()) ?? '', 'utf8');
    const points = [...gpx.matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)"><time>([^<]+)<\/time><\/trkpt>/g)];
    expect(points).toHaveLength(served.positions.length);
    expect(points.map((p) => [Number(p[1]), Number(p[2]), p[3]])).toEqual(
      served.positions.map((p) => [p.lat, p.lng, p.time]),
    );
    await context.close();
  });

  it('keeps the route in view on a phone: the sheet holds the player, the header stays uncovered', async () => {
    if (!vehicle) throw new Error('no demo vehicle with history');
    const { context, page } = await newPage(browser(), baseUrl, 'phone');
    await exposeMap(page);
    await openMaps(page, 'customer');
    await page.getByRole('button', { name: 'Vehicle list' }).click();
    await page.getByPlaceholder('Search name, plate or IMEI').fill(vehicle.vehicle_number);
    await page.getByText(vehicle.vehicle_number).first().click();
    // The vehicle's sheet (the list's sheet has closed).
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content-wrapper').filter({ hasNotText: 'Vehicle list' });
    const served = await openHistory(page, drawer);
    const play = drawer.getByRole('button', { name: 'Play' });
    await play.waitFor();
    await page.waitForTimeout(1000);

    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    const sheet = await drawer.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    if (!sheet || !header) throw new Error('no sheet or header');
    // The header is whole and nothing lies over its middle.
    expect(header.y).toBeGreaterThanOrEqual(0);
    expect(header.y + header.height).toBeLessThanOrEqual(sheet.y);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('header') !== null,
      [header.x + header.width / 2, header.y + header.height / 2],
    );
    expect(onTop).toBe(true);
    // The map above the sheet keeps at least 45% of the screen (it was a 130 px strip, about 15%): a route
    // fitted there with its margins stays readable.
    const canvas = (await projected(page, [0, 0])).box;
    const mapShare =
      (Math.min(canvas.bottom, sheet.y) - Math.max(canvas.top, header.y + header.height)) / viewport.height;
    expect(mapShare).toBeGreaterThan(0.45);
    // The whole route is framed in that free part.
    const lngs = served.positions.map((p) => p.lng);
    const lats = served.positions.map((p) => p.lat);
    for (const corner of [
      [Math.min(...lngs), Math.max(...lats)],
      [Math.max(...lngs), Math.min(...lats)],
    ] as [number, number][]) {
      const at = await projected(page, corner);
      expect(at.y).toBeGreaterThan(canvas.top);
      expect(at.y).toBeLessThan(sheet.y);
      expect(at.x).toBeGreaterThan(canvas.left);
      expect(at.x).toBeLessThan(canvas.right);
    }
    // The controls are on screen, and the details open and step aside again when a stop is picked.
    const playBox = await play.boundingBox();
    expect((playBox?.y ?? viewport.height) + (playBox?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    await drawer.getByRole('button', { name: 'Details' }).click();
    await drawer.getByRole('tab', { name: /^Stops/ }).waitFor();
    await drawer
      .getByRole('button', { name: /^Show on the map: / })
      .first()
      .click();
    await drawer.getByRole('button', { name: 'Details' }).waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.y).toBeCloseTo(sheet.y, 0);
    await page.screenshot({ path: 'e2e/artifacts/history-phone.png' });
    await context.close();
  });
});
