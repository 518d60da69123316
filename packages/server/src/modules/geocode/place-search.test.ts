import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaceSearch, matchQuality, offlinePlaceSearch } from './place-search.js';

describe('offline place search', () => {
  it('finds a city as its regency first, without repeating the same place', async () => {
    const found = await offlinePlaceSearch('Surabaya', 10);
    expect(found[0]).toMatchObject({ name: 'Kota Surabaya', kind: 'regency', detail: 'Jawa Timur' });
    expect(found[0]?.lat).toBeCloseTo(-7.25, 1);
    expect(found[0]?.lng).toBeCloseTo(112.75, 1);
    // The city of the same name in Lampung is another place; the one in Kota Surabaya is not repeated.
    const places = found.filter((p) => p.name === 'Surabaya');
    expect(places.map((p) => p.detail)).toEqual([expect.stringContaining('Lampung')]);
  });

  it('finds provinces, regencies by their short name, and districts', async () => {
    expect((await offlinePlaceSearch('jawa timur', 5))[0]).toMatchObject({ name: 'Jawa Timur', kind: 'province' });
    expect((await offlinePlaceSearch('DKI Jakarta', 5))[0]?.kind).toBe('province');
    const south = (await offlinePlaceSearch('jakarta selatan', 5))[0];
    expect(south).toMatchObject({ name: 'Kota Administrasi Jakarta Selatan', kind: 'regency' });
    const district = (await offlinePlaceSearch('Cikarang Barat', 5))[0];
    expect(district).toMatchObject({ kind: 'district', detail: 'Kabupaten Bekasi, Jawa Barat' });
    expect(district?.lat).toBeLessThan(-6);
  });

  it('answers nothing for a name nowhere, and keeps to the limit', async () => {
    expect(await offlinePlaceSearch('zzqxw', 10)).toEqual([]);
    expect(await offlinePlaceSearch('ban', 3)).toHaveLength(3);
  });

  it('ranks a whole name over its start, a later word and the middle', () => {
    expect(matchQuality('bekasi', 'bekasi')).toBe(0);
    expect(matchQuality('bekasi utara', 'bekasi')).toBe(1);
    expect(matchQuality('kota bekasi', 'bekasi')).toBe(2);
    expect(matchQuality('tambekasi', 'bekasi')).toBe(3);
    expect(matchQuality('bogor', 'bekasi')).toBeNull();
  });
});

describe('place search with GEOCODER_URL', () => {
  let server: Server;
  let url = '';
  let answer: unknown = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const ok = request.url?.startsWith('/search?') && request.url.includes('q=Jalan+Ahmad+Yani');
      response.writeHead(ok ? 200 : 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? answer : { error: 'nope' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("uses Nominatim's answer, with its box", async () => {
    answer = [
      {
        name: 'Jalan Ahmad Yani',
        display_name: 'Jalan Ahmad Yani, Gayungan, Surabaya, Jawa Timur, Indonesia',
        lat: '-7.3305',
        lon: '112.7300',
        boundingbox: ['-7.34', '-7.32', '112.72', '112.74'],
      },
    ];
    const search = createPlaceSearch({ url, timeoutMs: 2000, cacheSize: 10 });
    expect(await search.search('Jalan Ahmad Yani', 5)).toEqual([
      {
        name: 'Jalan Ahmad Yani',
        detail: 'Gayungan, Surabaya, Jawa Timur, Indonesia',
        kind: 'address',
        lat: -7.3305,
        lng: 112.73,
        zoom: 15,
        bbox: [112.72, -7.34, 112.74, -7.32],
      },
    ]);
  });

  it('falls back to the shipped data when the service fails', async () => {
    const search = createPlaceSearch({ url, timeoutMs: 2000, cacheSize: 10 });
    expect((await search.search('Surabaya', 5))[0]?.name).toBe('Kota Surabaya');
  });
});
