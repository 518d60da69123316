import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceSearchPage } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL_OF = (query: string) => `/api/monitoring-service/others/getaddress?${query}`;

describe('GET monitoring-service/others/getaddress', () => {
  it('answers a text address', async () => {
    const response = await getAs(t.app, await t.tokenOf('customer'), URL_OF('zoom=18&lat=-6.26111&lon=107.15278'));
    expect(response.statusCode).toBe(200);
    expect(bodyOf<string>(response)).toMatchObject({
      response: 200,
      result: 'Near Cikarang, Kabupaten Bekasi, West Java',
    });
    const noZoom = await getAs(t.app, await t.tokenOf('leasing'), URL_OF('lat=1.29&lon=103.85'));
    expect(bodyOf<string>(noZoom).result).toBe('1.29000, 103.85000');
  });

  it('answers in the language of Accept-Language (the web sends its own), English otherwise', async () => {
    const token = await t.tokenOf('customer');
    const inLanguage = async (language: string | undefined) => {
      const headers = { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) };
      const response = await t.app.inject({ method: 'GET', url: URL_OF('lat=-6.274&lon=107.334'), headers });
      expect(response.statusCode).toBe(200);
      return bodyOf<string>(response).result;
    };
    expect(await inLanguage('id')).toBe('4 km timur laut Karawang, Jawa Barat');
    expect(await inLanguage('ja,en;q=0.8')).toBe('西ジャワ州、Karawang の北東 4 km');
    expect(await inLanguage('en-US')).toBe('4 km north-east of Karawang, West Java');
    expect(await inLanguage('fr-FR, id;q=0.5')).toBe('4 km timur laut Karawang, Jawa Barat');
    expect(await inLanguage(undefined)).toBe('4 km north-east of Karawang, West Java');
  });

  it('refuses a bad latitude or longitude with a message naming it', async () => {
    const token = await t.tokenOf('customer');
    const cases: [string, string][] = [
      ['lat=91&lon=106', 'lat'],
      ['lat=-6&lon=181', 'lon'],
      ['lat=abc&lon=106', 'lat'],
      ['lat=&lon=106', 'lat'],
      ['lon=106', 'lat'],
    ];
    for (const [query, field] of cases) {
      const response = await getAs(t.app, token, URL_OF(query));
      expect(response.statusCode).toBe(400);
      const body = bodyOf<{ errors: { field: string; message: string }[] }>(response);
      expect(body.result.errors[0]?.field).toBe(field);
    }
    const range = bodyOf<{ errors: { message: string }[] }>(await getAs(t.app, token, URL_OF('lat=91&lon=106')));
    expect(range.result.errors[0]?.message).toBe('lat must be a number from -90 to 90');
  });

  it('refuses no token and a caller without view_realtime', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL_OF('lat=-6&lon=106') })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('driver'), URL_OF('lat=-6&lon=106'))).statusCode).toBe(403);
  });
});

describe('GET monitoring-service/others/search', () => {
  const SEARCH = '/api/monitoring-service/others/search';

  it('answers places from the shipped data, Indonesian areas first', async () => {
    const response = await getAs(t.app, await t.tokenOf('customer'), `${SEARCH}?q=Surabaya`);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<PlaceSearchPage>(response);
    expect(body.result).toMatchObject({ page: 1, limit: 10 });
    expect(body.result.total_data).toBe(body.result.data.length);
    expect(body.result.data[0]).toMatchObject({ name: 'Kota Surabaya', kind: 'regency', detail: 'Jawa Timur' });
  });

  it('refuses an empty or blank q, and too large a limit', async () => {
    const token = await t.tokenOf('customer');
    for (const query of ['q=', 'q=%20%20%20', '', 'q=a', 'q=Surabaya&limit=500']) {
      const response = await getAs(t.app, token, `${SEARCH}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).code).toBe('bad_request');
    }
  });

  it('refuses no token and a caller without view_realtime', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${SEARCH}?q=Surabaya` })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('driver'), `${SEARCH}?q=Surabaya`)).statusCode).toBe(403);
  });
});
