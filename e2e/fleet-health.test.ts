import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { VehicleAbnormalPage } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { exposeMap } from './support/maps-page.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const REASONS = ['Power cut', 'No signal', 'Parked long', 'Unknown', 'Never reported'];

type TestMap = {
  getSource(id: string): { getData(): Promise<{ features: { properties: Record<string, unknown> }[] }> } | undefined;
  queryRenderedFeatures(options: { layers: string[] }): unknown[];
  getLayer(id: string): unknown;
};

/** The trucks the map's truck source holds, by imei. */
const trucksOnMap = (page: Page) =>
  page.evaluate(async () => {
    const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
    const source = map?.getSource('trucks');
    return source ? (await source.getData()).features.map((f) => String(f.properties.imei)) : [];
  });

/** Markers or clusters drawn on screen now. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
    const layers = ['truck-markers', 'truck-clusters'].filter((id) => map?.getLayer(id));
    return map && layers.length > 0 ? map.queryRenderedFeatures({ layers }).length : 0;
  });

describe('fleet health screens', () => {
  it('lists silent vehicles with their likely reason, counts per reason and a filter by reason', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'admin', '/omamori/notUpdatedVehicles');
    await page.waitForURL('**/omamori/notUpdatedVehicles');
    await expect.poll(() => page.getByRole('heading', { name: 'Silent vehicles' }).count(), WAIT).toBe(1);
    const tags = page.locator('.ant-table-tbody .ant-tag');
    await expect.poll(() => tags.count(), WAIT).toBeGreaterThan(0);
    const shown = await tags.allInnerTexts();
    expect(shown.every((text) => REASONS.includes(text))).toBe(true);

    // The count bar filters the list to one reason.
    const reason = shown[0] ?? 'Unknown';
    await page.locator('.ant-segmented').getByText(reason, { exact: true }).click();
    await page.waitForURL(/likely_reason=/, WAIT);
    await expect.poll(async () => [...new Set(await tags.allInnerTexts())], WAIT).toEqual([reason]);
    await context.close();
  });

  it('draws the abnormal vehicles on the map, and a click on one in the list shows its kinds', async () => {
    const token = await tokenOf(baseUrl, 'admin');
    const { result: answer } = await callAs<{ result: VehicleAbnormalPage }>(
      baseUrl,
      token,
      '/api/vehicle/vehicle_abnormal/list_vehicle_abnormal?count_perpage=20000',
    );
    expect(answer.total_data).toBeGreaterThan(0);
    const { context, page } = await newPage(browser(), baseUrl);
    await exposeMap(page);
    await signInThroughSso(page, 'admin', '/abnormalVehicles/maps');
    await page.waitForURL('**/abnormalVehicles/maps');
    await expect.poll(() => trucksOnMap(page).then((imeis) => imeis.length), WAIT).toBeGreaterThan(0);
    const onMap = await trucksOnMap(page);
    // The map's health and the list call's are one rule: the vehicles the call names abnormal are on
    // the map (the simulated fleet moves on, so a few may have changed in between).
    const both = answer.data.filter((row) => onMap.includes(row.imei));
    expect(both.length).toBeGreaterThan(0);
    await expect.poll(() => drawn(page), WAIT).toBeGreaterThan(0);

    const first = both[0];
    await page
      .getByText(first?.vehicle_name ?? '', { exact: true })
      .first()
      .click();
    const card = page.getByTestId('abnormal-vehicle-card');
    await expect.poll(() => card.locator('.ant-tag').count(), WAIT).toBe(first?.abnormal_type.length);
    await card.getByText('Open on the live map').click();
    await page.waitForURL((url) => url.pathname === '/maps' && url.searchParams.get('imei') === first?.imei, WAIT);
    await context.close();
  });
});
