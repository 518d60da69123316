import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import type { MapTiles } from '@armada/domain';
import { BASEMAP_URL, loadConfig } from '../../config.js';
import { bodyOf } from '../../test-support/http-helpers.js';
import { PLACE_NAME, writeBasemapFixture, type BasemapFixture } from '../../test-support/pmtiles-fixture.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

const KARAWANG: [number, number] = [107.3, -6.3];
let dir: string;
let fixture: BasemapFixture;
let served: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'armada-basemap-'));
  const path = join(dir, 'indonesia.pmtiles');
  fixture = writeBasemapFixture(path, KARAWANG);
  const { mapTiles, basemapFile } = loadConfig({ MAP_PMTILES_PATH: path });
  [served, unconfigured] = await Promise.all([buildTestApp({ mapTiles, basemapFile }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([served.close(), unconfigured.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const range = (app: TestApp, value: string) =>
  app.app.inject({ method: 'GET', url: BASEMAP_URL, headers: { range: value, 'accept-encoding': 'gzip, br' } });

/** The PMTiles reader the web uses, reading the file through the route's range answers. */
function injectSource(app: TestApp): Source {
  return {
    getKey: () => BASEMAP_URL,
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const response = await range(app, `bytes=${offset}-${offset + length - 1}`);
      expect(response.statusCode).toBe(206);
      const data = response.rawPayload;
      return { data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer };
    },
  };
}

describe('the self-hosted basemap file', () => {
  it('answers a byte range with 206, its Content-Range and exactly those bytes, uncompressed', async () => {
    const size = fixture.bytes.length;
    const response = await range(served, 'bytes=0-126');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-126/${size}`);
    expect(response.headers['content-length']).toBe('127');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/vnd.pmtiles');
    expect(response.rawPayload.toString('latin1', 0, 7)).toBe('PMTiles');
    const tile = fixture.tiles[12];
    if (!tile) throw new Error('no zoom 12 tile in the fixture');
    const middle = await range(served, `bytes=${tile.offset}-${tile.offset + 9}`);
    expect(middle.headers['content-range']).toBe(`bytes ${tile.offset}-${tile.offset + 9}/${size}`);
    expect([...middle.rawPayload]).toEqual([...fixture.bytes.subarray(tile.offset, tile.offset + 10)]);
  });

  it('answers a suffix range, the whole file, a HEAD and a conditional request', async () => {
    const size = fixture.bytes.length;
    const tail = await range(served, 'bytes=-5');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const whole = await served.app.inject({ method: 'GET', url: BASEMAP_URL });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(Buffer.from(fixture.bytes))).toBe(true);
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^W?\/?".+"$/);
    expect(whole.headers['cache-control']).toBe('public, max-age=3600');
    const again = await served.app.inject({ method: 'GET', url: BASEMAP_URL, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await served.app.inject({ method: 'HEAD', url: BASEMAP_URL });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
  });

  it('refuses a range past the end with 416 and the size', async () => {
    const size = fixture.bytes.length;
    const response = await range(served, `bytes=${size + 10}-${size + 20}`);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('is 404 when no file is configured, and the web is told of no vector basemap', async () => {
    const response = await range(unconfigured, 'bytes=0-126');
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toMatchObject({ code: 'not_found' });
    const config = await unconfigured.app.inject({ method: 'GET', url: '/api/app/config' });
    const tiles = bodyOf<{ map_tiles: MapTiles }>(config).result.map_tiles;
    expect(tiles.vector).toBeNull();
    expect(tiles.street?.url).toContain('openstreetmap');
  });

  it('tells the web where the basemap is, in place of the raster street layer, before sign-in', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/api/app/config' });
    const tiles = bodyOf<{ map_tiles: MapTiles }>(response).result.map_tiles;
    expect(tiles.vector).toEqual({ url: BASEMAP_URL, attribution: expect.stringContaining('OpenStreetMap') });
    expect(tiles.street).toBeNull();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('tile.openstreetmap.org');
  });

  it('gives the PMTiles reader a land polygon, a major road and a town at city zoom', async () => {
    const archive = new PMTiles(injectSource(served));
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([0, 14]);
    const tile = fixture.tiles[12];
    if (!tile) throw new Error('no zoom 12 tile in the fixture');
    const answer = await archive.getZxy(tile.z, tile.x, tile.y);
    if (!answer) throw new Error('the reader found no tile');
    const decoded = new VectorTile(new Pbf(new Uint8Array(answer.data)));
    expect(decoded.layers.earth?.feature(0).type).toBe(3);
    const roads = decoded.layers.roads;
    expect(roads?.length).toBe(2);
    expect(roads?.feature(0).properties.kind).toBe('major_road');
    expect(roads?.feature(0).type).toBe(2);
    const town = decoded.layers.places?.feature(0);
    expect(town?.properties).toEqual({ kind: 'locality', name: PLACE_NAME, min_zoom: 6, population_rank: 12 });
    expect(town?.type).toBe(1);
    expect(await archive.getZxy(tile.z, tile.x + 1, tile.y)).toBeUndefined();
  });
});
