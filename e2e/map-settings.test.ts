import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MapSettingsView, MonitoringVehicle, Telemetry } from '@armada/domain';
import { JUMP_CONFIRM_FIXES } from '@armada/server/ingest/jump-filter';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { sendTeltonika, startFleetServer, type FleetServer } from './support/fleet-server.js';
import { exposeMap, openMaps } from './support/maps-page.js';
import { callAs, serverFleet, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
let server: FleetServer | undefined;
let baseUrl = '';

/** Moving, idling, off, and moving with a flat battery (abnormal), turned every way. */
const STATES = [
  { speed: 45, properties: { ign: 1 } },
  { speed: 0, properties: { ign: 1 } },
  { speed: 0, properties: { ign: 0 } },
  { speed: 30, properties: { ign: 1, accu: 8.5 } },
] as const;

/** A user's Teltonika trucks in a grid round a point (about 2 km apart), so the map has trucks to draw and fit. */
async function placeFleet(username: string, lat: number, lng: number): Promise<void> {
  const trucks = (await serverFleet(baseUrl, username)).data
    .filter((v) => v.device_type === 'teltonika' && v.device_status === 'active')
    .slice(0, 8);
  const records: Telemetry[] = trucks.map((truck, i) => {
    const state = STATES[i % STATES.length] ?? STATES[0];
    return {
      imei: truck.imei,
      gpstype: 2,
      time: Math.floor(Date.now() / 1000) * 1000 - 5_000,
      lat: lat + (i % 3) * 0.02,
      lng: lng + Math.floor(i / 3) * 0.025,
      alt: 20,
      head: (i * 47) % 360,
      speed: state.speed,
      sat: 10,
      properties: { gps: 1, accu: 25.2, gps_batt: 4.1, gsm_signal: 5, ...state.properties },
    };
  });
  if (records.length < 2) throw new Error(`${username} has too few Teltonika trucks`);
  await sendTeltonika(server?.teltonikaPort ?? 0, records);
  const sent = new Set(records.map((r) => r.imei));
  // Waits (expect.poll is for tests only) until the server lists every truck where it was sent.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const listed = (await serverFleet(baseUrl, username)).data.filter((v) => sent.has(v.imei) && located(v));
    if (listed.length === records.length) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${username}'s trucks were not listed in 30 s`);
}

beforeAll(async () => {
  server = await startFleetServer();
  baseUrl = server.url;
  await placeFleet('customer', -6.25, 106.95);
  await placeFleet('dealer2', -7.3, 112.7);
});
afterAll(async () => {
  await server?.stop();
});

/** The little of MapLibre these tests read through the test hook. */
type TestMap = {
  getSource(id: string): unknown;
  getLayoutProperty(layer: string, name: string): unknown;
  getPaintProperty(layer: string, name: string): unknown;
  getFilter(layer: string): unknown;
  getCenter(): { lng: number; lat: number };
  getBounds(): { contains(point: [number, number]): boolean };
  isMoving(): boolean;
  stop(): void;
  project(point: [number, number]): { x: number; y: number };
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown>; geometry: unknown }[];
};
type MapState = {
  cluster: boolean;
  dots: unknown;
  markers: unknown;
  image: string;
  iconSize: unknown;
  dotRadius: unknown;
  selected: string;
  center: [number, number];
  moving: boolean;
};

/** What the map shows now, read from MapLibre itself; null until the map is ready. */
function mapState(page: Page): Promise<MapState | null> {
  return page.evaluate(() => {
    const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
    if (!map) return null;
    const source = map.getSource('trucks') as { workerOptions: { geojsonVtOptions: { cluster: boolean } } };
    const { lng, lat } = map.getCenter();
    return {
      cluster: source.workerOptions.geojsonVtOptions.cluster,
      dots: map.getLayoutProperty('truck-dots', 'visibility'),
      markers: map.getLayoutProperty('truck-markers', 'visibility'),
      image: JSON.stringify(map.getLayoutProperty('truck-markers', 'icon-image')),
      iconSize: map.getLayoutProperty('truck-markers', 'icon-size'),
      dotRadius: map.getPaintProperty('truck-dots', 'circle-radius'),
      selected: JSON.stringify(map.getFilter('truck-selected')),
      center: [lng, lat] as [number, number],
      moving: map.isMoving(),
    };
  });
}

/** How many features of a layer are drawn on screen. */
const rendered = (page: Page, layer: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap?.queryRenderedFeatures({ layers: [id] })
        .length ?? 0,
    layer,
  );

/** The screen point of the left-most truck drawn on a layer, with its short name. */
const truckOnScreen = (page: Page, layer: string) =>
  page.evaluate((id) => {
    const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
    const canvas = document.querySelector('.maplibregl-canvas')?.getBoundingClientRect();
    const points = (map?.queryRenderedFeatures({ layers: [id] }) ?? []).map((feature) => {
      const [lng, lat] = (feature.geometry as { coordinates: [number, number] }).coordinates;
      const { x, y } = map?.project([lng, lat]) ?? { x: 0, y: 0 };
      return { x: x + (canvas?.left ?? 0), y: y + (canvas?.top ?? 0), name: String(feature.properties.name) };
    });
    return points.sort((a, b) => a.x - b.x)[0] ?? null;
  }, layer);

const settingsOf = async (username: string) =>
  (
    await callAs<{ result: MapSettingsView }>(
      baseUrl,
      await tokenOf(baseUrl, username),
      '/api/user/device_setting/view_device_setting',
    )
  ).result;

const near = (a: [number, number], b: [number, number], degrees: number) =>
  Math.abs(a[0] - b[0]) < degrees && Math.abs(a[1] - b[1]) < degrees;

const located = (vehicle: MonitoringVehicle) =>
  vehicle.position.lat !== null && vehicle.position.lng !== null && vehicle.location_status === 'valid';

/** expect.poll with room for the map to load and fly (its default gives up after a second). */
const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout, interval: 100 });

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search vehicles and places' });
const option = (page: Page, text: string) => page.locator('.ant-select-item-option').filter({ hasText: text }).first();

describe('map settings, base layers and search', () => {
  it('applies settings saved on /device_setting to the map, and keeps them after a reload', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'dealer2');
    await eventually(() => mapState(page)).toMatchObject({
      cluster: true,
      markers: 'visible',
      dots: 'none',
      iconSize: 1,
    });
    expect((await mapState(page))?.image).toContain('marker-truck-');

    await page.goto('/device_setting');
    await page.locator('label').filter({ hasText: /^Dot$/ }).click();
    await page
      .locator('label')
      .filter({ hasText: /^Large$/ })
      .click();
    await page.getByRole('switch', { name: 'Clustering' }).click();
    await page.getByRole('switch', { name: 'Tooltip' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Map settings saved').waitFor();
    expect(await settingsOf('dealer2')).toMatchObject({
      tooltip_status: false,
      cluster_status: false,
      marker_icon: 'Dot',
      marker_size: 'Large',
    });

    await page.getByRole('link', { name: 'Open the map' }).click();
    await page.waitForURL('**/maps');
    const applied = { cluster: false, dots: 'visible', markers: 'none', dotRadius: 8 };
    await eventually(() => mapState(page)).toMatchObject(applied);
    await page.reload();
    await eventually(() => mapState(page)).toMatchObject(applied);
    await eventually(() => rendered(page, 'truck-dots')).toBeGreaterThan(0);
    expect(await rendered(page, 'truck-clusters')).toBe(0);
    await context.close();
  });

  it('changes the markers and the tooltip from the quick settings on the map', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'dealer');
    await eventually(() => mapState(page)).toMatchObject({ cluster: true, markers: 'visible' });

    await page.getByRole('button', { name: 'Map settings' }).click();
    const popover = page.locator('.ant-popover');
    await popover.getByRole('switch', { name: 'Clustering' }).click();
    await popover
      .locator('label')
      .filter({ hasText: /^Arrow$/ })
      .click();
    await eventually(() => mapState(page)).toMatchObject({ cluster: false, markers: 'visible' });
    // The two choices apply one after the other: wait for the second as well.
    await eventually(async () => (await mapState(page))?.image).toContain('marker-arrow-');
    await eventually(async () => (await settingsOf('dealer')).marker_icon).toBe('Arrow');
    expect((await settingsOf('dealer')).cluster_status).toBe(false);
    await page.getByRole('button', { name: 'Map settings' }).click();
    await popover.waitFor({ state: 'hidden' });

    // The tooltip follows the pointer over a truck, and stays away once switched off.
    await eventually(() => rendered(page, 'truck-markers')).toBeGreaterThan(0);
    // Any camera animation still running (slow on a busy machine) ends here: the pointer needs a still map.
    const stillMap = async () => {
      await page.evaluate(() => (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap?.stop());
      return (await mapState(page))?.moving;
    };
    await eventually(stillMap).toBe(false);
    const truck = await truckOnScreen(page, 'truck-markers');
    if (!truck) throw new Error('no truck drawn');
    await page.mouse.move(truck.x, truck.y);
    await eventually(() => page.locator('.maplibregl-popup').textContent()).toContain(truck.name);
    await page.getByRole('button', { name: 'Map settings' }).click();
    await popover.getByRole('switch', { name: 'Tooltip' }).click();
    await page.getByRole('button', { name: 'Map settings' }).click();
    await eventually(async () => (await settingsOf('dealer')).tooltip_status).toBe(false);
    await page.mouse.move(5, 5);
    await page.mouse.move(truck.x, truck.y);
    await page.waitForTimeout(300);
    expect(await page.locator('.maplibregl-popup').count()).toBe(0);
    await context.close();
  });

  it('first shows the whole fleet, and live updates do not move the camera', async () => {
    const fleet = (await serverFleet(baseUrl, 'customer')).data.filter(located);
    expect(fleet.length).toBeGreaterThan(1);
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    await eventually(async () => (await mapState(page))?.center[0] ?? 118).not.toBe(118);
    const inView = (points: [number, number][]) =>
      page.evaluate((all) => {
        const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
        return all.filter((p) => map?.getBounds().contains(p)).length;
      }, points);
    const positions = fleet.map((v) => [v.position.lng ?? 0, v.position.lat ?? 0] as [number, number]);
    expect(await inView(positions)).toBe(fleet.length);
    const before = (await mapState(page))?.center;

    // A truck turns up far out of view: the map shows it there, the camera stays. Its fixes there
    // are consistent with each other, as the jump filter needs before it moves a vehicle so far.
    const [first] = fleet;
    if (!first) throw new Error('no truck');
    const away: [number, number] = [108.5, -6.9];
    await sendTeltonika(
      server?.teltonikaPort ?? 0,
      Array.from({ length: JUMP_CONFIRM_FIXES }, (_, i) => ({
        imei: first.imei,
        gpstype: 2,
        time: Date.now() - (JUMP_CONFIRM_FIXES - i) * 1_000,
        lat: away[1],
        lng: away[0],
        alt: 20,
        head: 90,
        speed: 50,
        sat: 10,
        properties: { gps: 1, ign: 1, accu: 25.2, gps_batt: 4.1, gsm_signal: 5 },
      })),
    );
    const drawnAt = () =>
      page.evaluate(async (imei) => {
        const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
        const source = map?.getSource('trucks') as
          | {
              getData(): Promise<{ features: { properties: { imei: string }; geometry: { coordinates: number[] } }[] }>;
            }
          | undefined;
        const data = await source?.getData();
        const at = data?.features.find((f) => f.properties.imei === imei)?.geometry.coordinates;
        return at ? at.map((n) => Math.round(n * 1e5) / 1e5) : null;
      }, first.imei);
    await eventually(drawnAt).toEqual(away);
    expect(await inView([away])).toBe(0);
    expect((await mapState(page))?.center).toEqual(before);
    await context.close();
  });

  it('finds a vehicle by chassis and a place by name from the box on the map', async () => {
    const vehicle = (await serverFleet(baseUrl, 'customer')).data.find((v) => located(v) && v.chassis_number);
    if (!vehicle?.chassis_number) throw new Error('no located vehicle with a chassis number');
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    await eventually(() => mapState(page)).not.toBeNull();

    await searchBox(page).fill(vehicle.chassis_number);
    await option(page, vehicle.vehicle_name).click();
    await eventually(() =>
      page
        .getByRole('dialog')
        .getByText(vehicle.chassis_number ?? '')
        .count(),
    ).toBeGreaterThan(0);
    await eventually(async () => (await mapState(page))?.selected).toContain(vehicle.imei);

    await searchBox(page).fill('Surabaya');
    await searchBox(page).press('Enter');
    await option(page, 'Kota Surabaya').click();
    await eventually(async () => near((await mapState(page))?.center ?? [0, 0], [112.75, -7.25], 0.3)).toBe(true);
    await context.close();
  });

  it('opens /maps?imei= on that vehicle, and /search results on the map', async () => {
    const vehicle = (await serverFleet(baseUrl, 'customer')).data.find((v) => located(v) && v.vehicle_number);
    if (!vehicle?.vehicle_number) throw new Error('no located vehicle with a plate');
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');

    await page.goto(`/maps?imei=${vehicle.imei}`);
    await eventually(() =>
      page
        .getByRole('dialog')
        .getByText(vehicle.vehicle_number ?? '')
        .count(),
    ).toBeGreaterThan(0);
    await eventually(async () => (await mapState(page))?.selected).toContain(vehicle.imei);
    const position: [number, number] = [vehicle.position.lng ?? 0, vehicle.position.lat ?? 0];
    await eventually(async () => near((await mapState(page))?.center ?? [0, 0], position, 0.05)).toBe(true);

    await page.goto(`/search?q=${encodeURIComponent('Surabaya')}`);
    await page.getByRole('link', { name: /Kota Surabaya/ }).click();
    await page.waitForURL(/\/maps\?lat=/);
    await eventually(async () => near((await mapState(page))?.center ?? [0, 0], [112.75, -7.25], 0.3)).toBe(true);

    await page.goto(`/search?q=${encodeURIComponent(vehicle.vehicle_number)}`);
    await page
      .getByRole('link', { name: new RegExp(vehicle.vehicle_name) })
      .first()
      .click();
    await page.waitForURL(/\/maps\?imei=/);
    await eventually(async () => (await mapState(page))?.selected).toContain(vehicle.imei);
    await context.close();
  });

  it('switches the base layer to satellite and back, remembered in this browser; traffic only when configured', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await openMaps(page, 'customer');
    const shown = () =>
      page.evaluate(() => {
        const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
        return map
          ? [map.getLayoutProperty('osm', 'visibility'), map.getLayoutProperty('satellite', 'visibility')]
          : null;
      });
    await eventually(shown).toEqual(['visible', 'none']);
    const switcher = page.getByRole('group', { name: 'Base map' });
    expect(await switcher.getByText('Traffic').count()).toBe(0);
    await switcher.getByText('Satellite').click();
    await eventually(shown).toEqual(['none', 'visible']);
    await page.reload();
    await eventually(shown).toEqual(['none', 'visible']);
    await page.getByRole('group', { name: 'Base map' }).getByText('Street').click();
    await eventually(shown).toEqual(['visible', 'none']);
    await context.close();
  });

  it('draws the trucks as truck icons at desktop and phone widths', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser(), baseUrl, viewport);
      await exposeMap(page);
      await openMaps(page, 'customer');
      await eventually(() => mapState(page)).toMatchObject({ markers: 'visible' });
      // Where placeFleet put the customer's trucks, close enough to see each one.
      await page.evaluate(() => {
        const map = (window as unknown as { __armadaMap?: { jumpTo(options: object): void } }).__armadaMap;
        map?.jumpTo({ center: [106.98, -6.23], zoom: 12.5 });
      });
      await eventually(() => rendered(page, 'truck-markers')).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `e2e/artifacts/map-settings-${viewport}.png` });
      await context.close();
    }
  });
});
