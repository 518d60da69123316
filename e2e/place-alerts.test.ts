import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLACE_RESOURCES, type Geofence, type Telemetry } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { sendTeltonika, startFleetServer, type FleetServer } from './support/fleet-server.js';
import { exposeMap, openMaps } from './support/maps-page.js';
import { choose } from './support/form-fields.js';
import { callAs, serverFleet, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
const WAIT = { timeout: 30_000 };
const PLACE = 'Gerbang Uji Alarm';
const RULE = 'Masuk gerbang uji';
const MAILBOX = 'dispatch@lognus.co.id';
let server: FleetServer | undefined;

beforeAll(async () => {
  server = await startFleetServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Clicks the map canvas `dx`, `dy` pixels from its centre, moving there first as a hand would. */
async function clickMap(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await page.mouse.down();
  await page.mouse.up();
}

/** Draws a four-cornered geofence around the map's centre in the places mode and saves it in `group`. */
async function drawGeofence(page: Page, name: string, group: string): Promise<void> {
  // Terra Draw draws on the map's style: the map has loaded it before the mode starts.
  await page.waitForFunction(
    () => (window as unknown as { __armadaMap?: { isStyleLoaded(): boolean } }).__armadaMap?.isStyleLoaded() === true,
    undefined,
    WAIT,
  );
  await page.locator('.ant-segmented').getByText('Places').click();
  const panel = page.getByRole('list', { name: 'Location groups' });
  await expect.poll(() => panel.getByText(group).count(), WAIT).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add place' }).hover();
  await page.getByRole('menuitem', { name: 'Geofence: draw an outline' }).click();
  await page.getByRole('status').filter({ hasText: 'click the first corner' }).waitFor();
  for (const [dx, dy] of [
    [-90, -70],
    [90, -70],
    [90, 70],
    [-90, 70],
    [-90, -70],
  ] as const)
    await clickMap(page, dx, dy);
  const dialog = page.getByRole('dialog', { name: 'New place' });
  await dialog.getByLabel('Location name').fill(name);
  await choose(page, dialog, 'Location group', group);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A track from 3 km west of `[lng, lat]` through it to 3 km east, a fix a minute, ending a minute ago. */
function trackThrough(imei: string, [lng, lat]: readonly number[]): Telemetry[] {
  const end = Date.now() - 60_000;
  return [-0.03, -0.015, 0, 0.015, 0.03].map((offset, i, all) => ({
    imei,
    gpstype: 2,
    time: Math.floor((end - (all.length - 1 - i) * 60_000) / 1000) * 1000,
    lat: lat ?? 0,
    lng: (lng ?? 0) + offset,
    alt: 20,
    head: 90,
    speed: 50,
    sat: 10,
    properties: { ign: 1, gps: 1, accu: 25.2, gsm_signal: 5 },
  }));
}

describe('alerts from places', () => {
  it('draws a geofence, drives a truck through it, and the entry alert arrives live and in the outbox', async () => {
    const url = server?.url ?? '';
    const { context, page } = await newPage(browser(), url);
    await exposeMap(page);
    await openMaps(page, 'customer');
    await drawGeofence(page, PLACE, 'Pool & Depo');

    // Where the drawn geofence lies, as the server keeps it.
    const token = await tokenOf(url, 'customer');
    const list = `/api/${PLACE_RESOURCES.place.group}/${PLACE_RESOURCES.place.name}/list_geofence`;
    const { result } = await callAs<{ result: { data: Geofence[] } }>(
      url,
      token,
      `${list}?search=${encodeURIComponent(PLACE)}&limit=10`,
    );
    const fence = result.data.find((row) => row.name === PLACE);
    expect(fence?.geometry.type).toBe('Polygon');
    const ring = (fence?.geometry.coordinates as number[][][])[0] ?? [];
    const centre = [0, 1].map((k) => ring.slice(0, -1).reduce((sum, p) => sum + (p[k] ?? 0), 0) / (ring.length - 1));

    // A rule: entries by mail to the dispatch desk, and in the portal.
    await page.goto(`${url}/alert`);
    await page.getByRole('button', { name: 'Alert rules' }).click();
    await page.getByRole('button', { name: 'New rule' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Alert rules' });
    await drawer.getByLabel('Rule name').fill(RULE);
    await drawer.getByLabel('E-mail to').fill('dispatch@lognus');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawer.getByText('Invalid email').count(), WAIT).toBeGreaterThan(0);
    await drawer.getByLabel('E-mail to').fill(MAILBOX);
    await choose(page, drawer, 'Places', PLACE, PLACE);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawer.getByText(RULE).count(), WAIT).toBe(1);
    await page.keyboard.press('Escape');

    // A truck of the customer's with no track yet drives through the geofence.
    const fleet = await serverFleet(url, 'customer');
    const truck = fleet.data.find(
      (v) => v.device_type === 'teltonika' && v.device_status === 'active' && !v.properties.time,
    );
    expect(truck).toBeDefined();
    await sendTeltonika(server?.teltonikaPort ?? 0, trackThrough(truck?.imei ?? '', centre));
    const label = truck?.vehicle_number ?? truck?.vehicle_name ?? '';
    await expect.poll(() => page.getByText(`${label} entered geofence ${PLACE}`).count(), WAIT).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/artifacts/place-alert.png' });
    await context.close();

    // The brand's mail outbox holds the rule's mail (no SMTP is configured here).
    const admin = await newPage(browser(), url);
    await signInThroughSso(admin.page, 'admin', '/reports/cmp-log-viewer');
    await expect.poll(() => admin.page.getByText(`Entered geofence: ${label}`).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => admin.page.getByText(MAILBOX).count(), WAIT).toBeGreaterThan(0);
    await admin.context.close();
  });
});
