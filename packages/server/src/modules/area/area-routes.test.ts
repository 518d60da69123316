import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaOption } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { areaChainExists, areaName, csvFields } from './area-data.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.tokenOf('dealer');
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/user/user';
const get = (path: string) => getAs(t.app, token, `${BASE}${path}`);
const options = async (path: string) => bodyOf<AreaOption[]>(await get(path)).result;

describe('GET user/user/province, city, district', () => {
  it('lists the 38 provinces of the official data, by name', async () => {
    const provinces = await options('/province');
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ id: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    const names = provinces.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
  });

  it("lists a province's cities and a city's districts", async () => {
    const cities = await options('/city?id_province=31');
    expect(cities.map((c) => c.id).sort()).toEqual(['31.01', '31.71', '31.72', '31.73', '31.74', '31.75']);
    const districts = await options('/district?id_city=31.75');
    expect(districts).toContainEqual({ id: '31.75.06', name: 'Cakung' });
    expect(districts.every((d) => d.id.startsWith('31.75.'))).toBe(true);
  });

  it("answers 'City, district and province not found.' for an id that does not exist", async () => {
    for (const path of ['/city?id_province=99', '/district?id_city=31.99']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(bodyOf(response)).toMatchObject({
        code: 'area_not_found',
        message: 'City, district and province not found.',
      });
    }
  });

  it('refuses a missing or malformed id', async () => {
    for (const path of ['/city', '/city?id_province=3', '/city?id_province=31.75', '/district?id_city=31']) {
      expect((await get(path)).statusCode, path).toBe(400);
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/province` })).statusCode).toBe(401);
  });
});

describe('area data', () => {
  it('reads quoted CSV fields', () => {
    expect(csvFields('35.29.22,35.29,"Ra""as"')).toEqual(['35.29.22', '35.29', 'Ra"as']);
    expect(csvFields('a,"b,c",d')).toEqual(['a', 'b,c', 'd']);
  });

  it('checks that a district lies in its city and the city in its province', async () => {
    expect(await areaChainExists('31', '31.75', '31.75.06')).toBe(true);
    expect(await areaChainExists('32', '31.75', '31.75.06')).toBe(false);
    expect(await areaChainExists('31', '31.75', '35.78.03')).toBe(false);
    expect(await areaName('35.29.22')).toBe('Ra"as');
    expect(await areaName('99')).toBeNull();
  });
});
