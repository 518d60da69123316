import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapTiles } from '@armada/domain';
import { loadConfig } from '../../config.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf } from '../../test-support/http-helpers.js';

const TRAFFIC = 'https://traffic.example.com/{z}/{x}/{y}.png';
let t: TestApp;
beforeAll(async () => {
  const { mapTiles } = loadConfig({ MAP_TRAFFIC_URL: TRAFFIC, MAP_TRAFFIC_ATTRIBUTION: 'Traffic © Example' });
  t = await buildTestApp({ mapTiles });
});
afterAll(async () => {
  await t.close();
});

describe('map tile configuration', () => {
  it('offers OpenStreetMap by default; satellite and traffic only when set (no public imagery server)', () => {
    const tiles = loadConfig({}).mapTiles;
    expect(tiles.street?.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(tiles.satellite).toBeNull();
    expect(tiles.traffic).toBeNull();
    const imagery = 'https://imagery.example.com/{z}/{y}/{x}.jpg';
    const licensed = loadConfig({ MAP_SATELLITE_URL: imagery, MAP_SATELLITE_ATTRIBUTION: 'Imagery © Example' });
    expect(licensed.mapTiles.satellite).toEqual({ url: imagery, attribution: 'Imagery © Example' });
    const own = loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).mapTiles;
    expect(own.street).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '' });
    expect(own.vector).toBeNull();
  });

  it('refuses a tile address MapLibre could not fill', () => {
    expect(() => loadConfig({ MAP_SATELLITE_URL: 'https://example.com/tile.png' })).toThrow('MAP_SATELLITE_URL');
    expect(() => loadConfig({ MAP_TRAFFIC_URL: 'ftp://example.com/{z}/{x}/{y}' })).toThrow('http(s) tile address');
  });

  it('sends the layers in GET /api/app/config, before sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(response.statusCode).toBe(200);
    const tiles = bodyOf<{ map_tiles: MapTiles }>(response).result.map_tiles;
    expect(tiles.traffic).toEqual({ url: TRAFFIC, attribution: 'Traffic © Example' });
    expect(tiles.street?.attribution).toContain('OpenStreetMap');
  });
});
