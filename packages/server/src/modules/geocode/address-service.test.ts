import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, createLru } from './address-cache.js';
import { createAddressService } from './address-service.js';
import { geocoderConfig } from './geocoder-config.js';

type Stub = { server: Server; url: string; hits: string[]; mode: 'ok' | 'fail' | 'hang' };

/** A Nominatim stand-in on 127.0.0.1 that records the queries it gets. */
async function startStub(): Promise<Stub> {
  const stub: Stub = { server: createServer(), url: '', hits: [], mode: 'ok' };
  stub.server.on('request', (request, response) => {
    stub.hits.push(request.url ?? '');
    if (stub.mode === 'hang') return;
    if (stub.mode === 'fail') return response.writeHead(500).end('down');
    const query = new URL(request.url ?? '', 'http://stub').searchParams;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ display_name: `Jalan Stub ${query.get('lat')},${query.get('lon')} z${query.get('zoom')}` }),
    );
  });
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}/`;
  return stub;
}

let stub: Stub;
beforeAll(async () => {
  stub = await startStub();
});
afterAll(async () => {
  stub.server.closeAllConnections();
  await new Promise((resolve) => stub.server.close(resolve));
});

const serviceFor = (url: string | undefined, timeoutMs = 3000) =>
  createAddressService({ ...geocoderConfig({ GEOCODER_URL: url }), timeoutMs });

describe('address service', () => {
  it('asks the configured Nominatim service, then answers from the cache', async () => {
    stub.mode = 'ok';
    stub.hits = [];
    const service = serviceFor(stub.url);
    const first = await service.address(-6.2, 106.8, 16);
    expect(first).toBe('Jalan Stub -6.2,106.8 z16');
    expect(stub.hits[0]).toMatch(/^\/reverse\?format=jsonv2&lat=-6.2&lon=106.8&zoom=16$/);
    // 20 m away is the same ~100 m cell: no second request.
    expect(await service.address(-6.20002, 106.80001, 16)).toBe(first);
    expect(stub.hits).toHaveLength(1);
    expect(service.cached(-6.2, 106.8, 16)).toBe(first);
    expect(service.cached(-6.2, 106.8, 18)).toBeNull();
  });

  it('falls back to the shipped data when the service fails or hangs', async () => {
    stub.mode = 'fail';
    expect(await serviceFor(stub.url).address(-6.26111, 107.15278)).toBe('Near Cikarang, Kabupaten Bekasi, West Java');
    stub.mode = 'hang';
    const started = Date.now();
    expect(await serviceFor(stub.url, 200).address(-6.92, 107.61)).toBe('Near Bandung, West Java');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers offline without a service, computing once per cell', async () => {
    const service = serviceFor(undefined);
    expect(service.cached(-7.25, 112.75)).toBeNull();
    const text = await service.address(-7.25, 112.75);
    expect(text).toBe('Near Surabaya, East Java');
    expect(service.cached(-7.25, 112.75)).toBe(text);
  });

  it("answers offline in the reader's language, each language cached apart", async () => {
    const service = serviceFor(undefined);
    expect(await service.address(-6.274, 107.334, 16, 'id')).toBe('4 km timur laut Karawang, Jawa Barat');
    expect(service.cached(-6.274, 107.334, 16, 'ja')).toBeNull();
    expect(await service.address(-6.274, 107.334, 16, 'ja')).toBe('西ジャワ州、Karawang の北東 4 km');
    expect(await service.address(-6.274, 107.334, 16)).toBe('4 km north-east of Karawang, West Java');
    expect(service.cached(-6.274, 107.334, 16, 'id')).toBe('4 km timur laut Karawang, Jawa Barat');
  });

  it('refuses a GEOCODER_URL that is not http(s)', () => {
    expect(() => geocoderConfig({ GEOCODER_URL: 'nominatim.local' })).toThrow(/GEOCODER_URL/);
    expect(geocoderConfig({ GEOCODER_URL: 'http://geo.local/' }).url).toBe('http://geo.local');
  });
});

describe('address cache', () => {
  it('forgets the least recently used entry', () => {
    const lru = createLru<string>(2);
    lru.set('a', '1');
    lru.set('b', '2');
    expect(lru.get('a')).toBe('1');
    lru.set('c', '3');
    expect([lru.peek('a'), lru.peek('b'), lru.peek('c'), lru.size]).toEqual(['1', undefined, '3', 2]);
  });

  it('rounds keys to ~100 m at street zooms and coarser below', () => {
    expect(addressKey(-6.20001, 106.80004, 18)).toBe(addressKey(-6.2, 106.8, 18));
    expect(addressKey(-6.201, 106.8, 18)).not.toBe(addressKey(-6.2, 106.8, 18));
    expect(addressKey(-6.211, 106.805, 10)).toBe(addressKey(-6.21, 106.8, 10));
    expect(addressKey(-6.2, 106.8, 10)).not.toBe(addressKey(-6.2, 106.8, 18));
  });
});
