import type { Locator, Page } from 'playwright-core';
import { signInThroughSso } from './browser.js';

/** Asks the web app to hand its MapLibre map to the test (window.__armadaMap); call before the first navigation. */
export async function exposeMap(page: Page): Promise<void> {
  await page.addInitScript('window.__ARMADA_TEST_HOOKS__ = true;');
}

/** Signs in and waits for the live map. */
export async function openMaps(page: Page, username: string): Promise<void> {
  // Asked for by its path: a user whose landing is a dashboard (admin, euro4) opens the map as well.
  await signInThroughSso(page, username, '/maps');
  await page.waitForURL('**/maps');
}

/** Finds a vehicle in the list by its plate and opens its detail drawer; answers the drawer. */
export async function openVehicle(page: Page, plate: string): Promise<Locator> {
  await page.getByPlaceholder('Search name, plate or IMEI').fill(plate);
  await page.getByText(plate, { exact: false }).first().click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: plate });
  await drawer.waitFor();
  return drawer;
}

/** The little of MapLibre and GeoJSON the tests read. */
type Geometry = { type: 'LineString'; coordinates: number[][] } | { type: 'Point'; coordinates: number[] };
type GeoSource = { getData?: () => Promise<{ features: { geometry: Geometry }[] }> };
type MapWindow = { __armadaMap?: { getSource(id: string): unknown } | null };
type MapProjection = {
  project(lngLat: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
};

/** The coordinates of the first line of a GeoJSON source of the map, or null when it has none. */
export function lineOf(page: Page, sourceId: string): Promise<number[][] | null> {
  return page.evaluate(async (id) => {
    const map = (window as unknown as MapWindow).__armadaMap;
    const source = map?.getSource(id) as GeoSource | undefined;
    const data = await source?.getData?.();
    const geometry = data?.features[0]?.geometry;
    return geometry?.type === 'LineString' ? geometry.coordinates : null;
  }, sourceId);
}

/** The first point of a GeoJSON source of the map, or null. */
export function pointOf(page: Page, sourceId: string): Promise<number[] | null> {
  return page.evaluate(async (id) => {
    const map = (window as unknown as MapWindow).__armadaMap;
    const source = map?.getSource(id) as GeoSource | undefined;
    const data = await source?.getData?.();
    const geometry = data?.features[0]?.geometry;
    return geometry?.type === 'Point' ? geometry.coordinates : null;
  }, sourceId);
}

/** Clicks the map where a coordinate is drawn (after the camera settled), `nudge` pixels beside it. */
export async function clickMapAt(
  page: Page,
  lngLat: [number, number],
  nudge: [number, number] = [0, 0],
): Promise<void> {
  const at = await page.evaluate((point) => {
    const map = (window as unknown as { __armadaMap?: MapProjection | null }).__armadaMap;
    const pixel = map?.project(point);
    const box = map?.getCanvas().getBoundingClientRect();
    return pixel && box ? { x: box.left + pixel.x, y: box.top + pixel.y } : null;
  }, lngLat);
  if (!at) throw new Error('the map is not exposed');
  await page.mouse.click(at.x + nudge[0], at.y + nudge[1]);
}
