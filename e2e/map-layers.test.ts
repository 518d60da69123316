import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  GEO_CALLS,
  type GeoGroupPage,
  type SpbuPage,
  type TelemetryProperties,
  type VehicleInGeoPage,
} from '@armada/domain';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { sendTeltonika, startFleetServer, type FleetServer } from './support/fleet-server.js';
import { clickMapAt, exposeMap, openMaps } from './support/maps-page.js';
import { callAs, serverFleet, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
let server: FleetServer | undefined;
let baseUrl = '';

/** PT Logistik Nusantara's Karawang Barat pool: a 700 m circle (the demo seed). */
const POOL = { name: 'Pool Karawang Barat', center: [107.2704, -6.3247] as [number, number] };
const CAWANG: [number, number] = [106.8698, -6.2455];
let parkedPlate = '';

/** A truck of the customer's, parked (ignition off) in the middle of the pool. */
async function parkInPool(): Promise<void> {
  const truck = (await serverFleet(baseUrl, 'customer')).data.find(
    (v) => v.device_type === 'teltonika' && v.device_status === 'active',
  );
  if (!truck) throw new Error('the customer has no active Teltonika truck');
  parkedPlate = truck.vehicle_number ?? '';
  const [lng, lat] = POOL.center;
  const time = Math.floor(Date.now() / 1000) * 1000 - 5_000;
  const properties: TelemetryProperties = { ign: 0, gps: 1, accu: 25.2, gps_batt: 4.1, gsm_signal: 5 };
  await sendTeltonika(server?.teltonikaPort ?? 0, [
    { imei: truck.imei, gpstype: 2, time, lat, lng, alt: 20, head: 0, speed: 0, sat: 10, properties },
  ]);
  const token = await tokenOf(baseUrl, 'customer');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const page = await callAs<{ result: VehicleInGeoPage }>(baseUrl, token, GEO_CALLS.vehiclesInPool);
    if (page.result.data.some((row) => row.imei === truck.imei)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the parked truck was not listed in its pool within 30 s');
}

beforeAll(async () => {
  server = await startFleetServer();
  baseUrl = server.url;
  await parkInPool();
});
afterAll(async () => {
  await server?.stop();
});

/** Map work (tiles, sources, the page after a reload) takes longer than expect.poll's default second. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

type TestMap = {
  getSource(id: string): { getData(): Promise<{ features: unknown[] }> } | undefined;
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[];
  getLayer(id: string): unknown;
};

/** How many features a source of the map holds; -1 when the source is not there. */
const sourceSize = (page: Page, id: string) =>
  page.evaluate(async (source) => {
    const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
    const found = map?.getSource(source);
    return found ? (await found.getData()).features.length : -1;
  }, id);

/** Features of a layer drawn on screen now; 0 when the layer is not there. */
const rendered = (page: Page, layer: string) =>
  page.evaluate((id) => {
    const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
    return map?.getLayer(id) ? map.queryRenderedFeatures({ layers: [id] }).map((f) => f.properties) : [];
  }, layer);

const jumpTo = (page: Page, center: [number, number], zoom: number) =>
  page.evaluate(
    ({ c, z }) => (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap?.jumpTo({ center: c, zoom: z }),
    { c: center, z: zoom },
  );

/** Opens the Layers popover (if closed) and sets a layer's checkbox. */
async function setLayer(page: Page, label: string, on: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name: label });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Layers' }).click();
  if ((await box.isChecked()) !== on) await box.click();
}

async function customerData() {
  const token = await tokenOf(baseUrl, 'customer');
  const stations = await callAs<{ result: SpbuPage }>(baseUrl, token, '/api/fuel/spbu/list_spbu?count_perpage=50000');
  const groups = await callAs<{ result: GeoGroupPage }>(baseUrl, token, GEO_CALLS.groupList);
  const fences = groups.result.data.flatMap((g) => g.geofences);
  return {
    stations: stations.result.total_data,
    areas: fences.filter((f) => f.type_id !== 2).length,
    pools: fences.filter((f) => f.type_id === 2).length,
  };
}

describe('map layers', () => {
  it('switches gas stations and geofences on and off, and remembers them for the user', async () => {
    const expected = await customerData();
    expect(expected.stations).toBeGreaterThan(40);
    expect(expected.areas).toBeGreaterThan(0);
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');

    await setLayer(page, 'Gas stations', true);
    await poll(() => sourceSize(page, 'maplayers-station-points')).toBe(expected.stations);
    await poll(async () => (await rendered(page, 'maplayers-station-icon')).length).toBeGreaterThan(0);
    await setLayer(page, 'Geofences', true);
    await poll(() => sourceSize(page, 'maplayers-geofence-areas')).toBe(expected.areas);
    await jumpTo(page, [107.16, -6.28], 12);
    await poll(async () => (await rendered(page, 'maplayers-geofence-fill')).length).toBeGreaterThan(0);
    // Inside Kawasan Industri Jababeka, away from its pool and stations; none of the customer's trucks is there.
    await clickMapAt(page, [107.17, -6.29]);
    const popup = page.locator('.maplibregl-popup');
    await poll(() => popup.textContent()).toContain('Kawasan Industri Jababeka');
    await poll(() => popup.textContent()).toContain('Vehicles inside (0)');
    await page.waitForTimeout(1500);

    await page.reload();
    await page.waitForURL('**/maps');
    await poll(() => sourceSize(page, 'maplayers-station-points')).toBe(expected.stations);
    await poll(() => sourceSize(page, 'maplayers-geofence-areas')).toBe(expected.areas);

    await setLayer(page, 'Gas stations', false);
    await setLayer(page, 'Geofences', false);
    await poll(() => sourceSize(page, 'maplayers-station-points')).toBe(-1);
    await poll(() => sourceSize(page, 'maplayers-geofence-areas')).toBe(-1);
    expect(await rendered(page, 'maplayers-station-icon')).toEqual([]);
    await context.close();
  });

  it('counts the vehicles standing in a pool, lists them on a click, and shows a station', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    await setLayer(page, 'Pools (depots)', true);
    await setLayer(page, 'Gas stations', true);
    await page.keyboard.press('Escape');
    await jumpTo(page, POOL.center, 14);
    await poll(async () => (await rendered(page, 'maplayers-pool-badge')).map((p) => p.count)).toEqual([1]);

    // Beside the truck standing in the middle, still inside the 700 m circle.
    await clickMapAt(page, POOL.center, [45, 0]);
    const popup = page.locator('.maplibregl-popup');
    await poll(() => popup.textContent()).toContain(POOL.name);
    expect(await popup.textContent()).toContain('Vehicles inside (1)');
    expect(await popup.textContent()).toContain(parkedPlate);

    await jumpTo(page, CAWANG, 15);
    await poll(async () => (await rendered(page, 'maplayers-station-icon')).length).toBeGreaterThan(0);
    await clickMapAt(page, CAWANG);
    await poll(() => popup.last().textContent()).toContain('Pertamina Cawang');
    expect(await popup.last().textContent()).toContain('Rp 6.800 per litre');
    await context.close();
  });
});
