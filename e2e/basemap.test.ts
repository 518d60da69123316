import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '@armada/server/test-support/server-process';
import { PLACE_NAME, writeBasemapFixture } from '@armada/server/test-support/pmtiles-fixture';
import { chooseLanguage, newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { exposeMap, openMaps } from './support/maps-page.js';

const { browser } = useBrowser();
const root = new URL('..', import.meta.url).pathname;
/** Karawang: the fixture's tiles, one per zoom, hold this point. */
const CENTER: [number, number] = [107.3, -6.3];
const BASEMAP = '/map/basemap.pmtiles';
let dir = '';
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'armada-e2e-basemap-'));
  const file = join(dir, 'basemap.pmtiles');
  writeBasemapFixture(file, CENTER);
  server = await startServerProcess({
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: '',
    DEMO: 'true',
    DEMO_HISTORY_DAYS: '1',
    INGEST: 'false',
    WEB_DIST: join(root, 'packages/web/dist'),
    MAP_PMTILES_PATH: file,
  });
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

type TestMap = {
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  getLayer(id: string): unknown;
  getLayoutProperty(layer: string, name: string): unknown;
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[];
};

/** Jumps to the fixture's point at city zoom and answers the features a basemap layer draws there. */
const renderedAt = (page: Page, layer: string) =>
  page.evaluate(
    ({ id, center }) => {
      const map = (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap;
      if (!map?.getLayer(id)) return [];
      map.jumpTo({ center, zoom: 13 });
      return map.queryRenderedFeatures({ layers: [id] }).map((f) => f.properties);
    },
    { id: layer, center: CENTER },
  );

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

describe('the self-hosted basemap', () => {
  it('reads the PMTiles file by byte ranges and draws its land, roads and a town label; satellite hides them; a new language relabels it', async () => {
    const { context, page } = await newPage(browser(), server?.url ?? '');
    const ranges: { range: string | null; status: number; contentRange: string | null }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith(BASEMAP)) return;
      ranges.push({
        range: await response.request().headerValue('range'),
        status: response.status(),
        contentRange: await response.headerValue('content-range'),
      });
    });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await exposeMap(page);
    await openMaps(page, 'customer');

    await poll(async () => (await renderedAt(page, 'basemap_earth')).length).toBeGreaterThan(0);
    await poll(async () => (await renderedAt(page, 'basemap_roads_major')).map((p) => p.kind)).toContain('major_road');
    await poll(async () => (await renderedAt(page, 'basemap_roads_highway')).length).toBeGreaterThan(0);
    // A label, its text drawn from the browser's fonts: the style needs no glyph server.
    await poll(async () => (await renderedAt(page, 'basemap_places_locality')).map((p) => p.name)).toContain(
      PLACE_NAME,
    );

    // The header first, then directories and tiles: every answer a 206 of the range asked for.
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges.some((r) => r.range?.startsWith('bytes=0-') === true)).toBe(true);
    for (const answer of ranges) {
      expect(answer.range).toMatch(/^bytes=\d+-\d+$/);
      expect(answer.status).toBe(206);
      const [from, to] = (answer.range ?? '').slice('bytes='.length).split('-').map(Number);
      expect(answer.contentRange).toMatch(new RegExp(`^bytes ${from}-\\d+/\\d+$`));
      expect(Number(answer.contentRange?.split(/[-/]/)[1])).toBeLessThanOrEqual(to ?? -1);
    }
    // No raster street layer beside it.
    const osm = await page.evaluate(() =>
      Boolean((window as unknown as { __armadaMap?: TestMap | null }).__armadaMap?.getLayer('osm')),
    );
    expect(osm).toBe(false);

    await page.getByRole('group', { name: 'Base map' }).getByText('Satellite').click();
    await poll(async () => (await renderedAt(page, 'basemap_earth')).length).toBe(0);
    await page.getByRole('group', { name: 'Base map' }).getByText('Street').click();
    await poll(async () => (await renderedAt(page, 'basemap_earth')).length).toBeGreaterThan(0);

    // Another language relabels the same map in place.
    const textField = () =>
      page.evaluate(() =>
        JSON.stringify(
          (window as unknown as { __armadaMap?: TestMap | null }).__armadaMap?.getLayoutProperty(
            'basemap_places_locality',
            'text-field',
          ),
        ),
      );
    expect(await textField()).not.toContain('name:ja');
    // A mark on the map object: still there afterwards, it is the same map.
    const marked = () =>
      page.evaluate(() => (window as unknown as { __armadaMap?: { testMark?: boolean } }).__armadaMap?.testMark);
    await page.evaluate(() => {
      const map = (window as unknown as { __armadaMap?: { testMark?: boolean } }).__armadaMap;
      if (map) map.testMark = true;
    });
    await chooseLanguage(page, '日本語');
    await poll(textField).toContain('name:ja');
    expect(await marked()).toBe(true);
    await poll(async () => (await renderedAt(page, 'basemap_places_locality')).map((p) => p.name)).toContain(
      PLACE_NAME,
    );
    expect(blocked).toEqual([]);
    await context.close();
  });
});
