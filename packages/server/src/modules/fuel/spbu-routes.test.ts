import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpbuPage } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';
import { seedGeo } from '../../demo/seeds/seed-geo.js';
import { OWN_TANKS, PUBLIC_STATIONS } from '../../demo/seeds/spbu-demo-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIST = '/api/fuel/spbu/list_spbu';
const ALL = 'count_perpage=50000&page=1';
const asUser = async (username: string, query: string) => getAs(t.app, await t.tokenOf(username), `${LIST}?${query}`);
const listOf = async (username: string, query = ALL) => bodyOf<SpbuPage>(await asUser(username, query)).result;
const tanksOf = (...orgs: string[]) => OWN_TANKS.filter(([org]) => orgs.includes(org)).length;

describe('GET fuel/spbu/list_spbu', () => {
  it("gives a customer the public stations and its own tanks, never another organisation's", async () => {
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const page = await listOf('customer');
    expect(page.total_data).toBe(PUBLIC_STATIONS.length + tanksOf('CUS-LOGNUS'));
    expect(page.data.every((s) => s.organization_id === null || s.organization_id === lognus)).toBe(true);
    const cawang = page.data.find((s) => s.code === '31.136.02');
    expect(cawang).toMatchObject({ name: 'Pertamina Cawang', type: 0, brand: 'Pertamina', organization_id: null });
    expect(cawang?.alamat).toContain('Cawang');
    expect(cawang?.lat).toBeCloseTo(-6.2455, 6);
    expect(cawang?.lon).toBeCloseTo(106.8698, 6);
  });

  it('filters by type: 0 public stations, 1 own tanks', async () => {
    const own = await listOf('customer', `${ALL}&type=1`);
    expect(own.total_data).toBe(tanksOf('CUS-LOGNUS'));
    expect(own.data.every((s) => s.type === 1 && s.organization_id !== null)).toBe(true);
    const pub = await listOf('customer', `${ALL}&type=0`);
    expect(pub.total_data).toBe(PUBLIC_STATIONS.length);
    expect(pub.data.every((s) => s.type === 0 && s.organization_id === null)).toBe(true);
    expect((await listOf('admin', `${ALL}&type=1`)).total_data).toBe(OWN_TANKS.length);
  });

  it("narrows tanks to a visible organisation, and answers another organisation's id as unknown", async () => {
    const sinar = await orgIdOf(t.ctx, 'CUS-SINAR');
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const dealerSinar = await listOf('dealer', `${ALL}&type=1&organization_id=${sinar}`);
    expect(dealerSinar.total_data).toBe(tanksOf('CUS-SINAR'));
    expect(dealerSinar.data.every((s) => s.organization_id === sinar)).toBe(true);
    expect((await listOf('dealer', `${ALL}&organization_id=${sinar}`)).total_data).toBe(
      PUBLIC_STATIONS.length + tanksOf('CUS-SINAR'),
    );
    for (const who of ['customer', 'dealer']) {
      const response = await asUser(who, `${ALL}&organization_id=${maju}`);
      expect(response.statusCode, who).toBe(404);
      expect(bodyOf(response).code).toBe('not_found');
    }
    expect((await asUser('admin', `${ALL}&organization_id=999999`)).statusCode).toBe(404);
    expect((await listOf('admin', `${ALL}&type=1&organization_id=${maju}`)).data.map((s) => s.code)).toEqual([
      'MAJU-T01',
    ]);
  });

  it('pages by count_perpage and page: public stations first, pages adding up to the whole list', async () => {
    const first = await listOf('customer', 'count_perpage=10&page=1');
    const second = await listOf('customer', 'count_perpage=10&page=2');
    expect(first).toMatchObject({ page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    const whole = (await listOf('customer')).data;
    expect([...first.data, ...second.data].map((s) => s.id)).toEqual(whole.slice(0, 20).map((s) => s.id));
    expect(whole.findIndex((s) => s.type === 1)).toBe(PUBLIC_STATIONS.length);
    expect((await listOf('customer', 'page=1')).limit).toBe(10);
  });

  it('searches name, address and code, taking LIKE wildcards literally', async () => {
    const found = await listOf('customer', `${ALL}&search=cawang`);
    expect(found.data.map((s) => s.code)).toContain('31.136.02');
    expect(found.data.every((s) => `${s.name} ${s.alamat} ${s.code}`.toLowerCase().includes('cawang'))).toBe(true);
    expect((await listOf('customer', `${ALL}&search=Rest%20Area`)).total_data).toBeGreaterThanOrEqual(5);
    expect((await listOf('customer', `${ALL}&search=%25`)).total_data).toBe(0);
    expect((await listOf('customer', `${ALL}&search=MAJU-T01`)).total_data).toBe(0);
  });

  it('refuses bad input, no token and no list_spbu', async () => {
    for (const query of [
      'type=2',
      'type=-1',
      'page=0',
      'count_perpage=0',
      'count_perpage=50001',
      'organization_id=abc',
    ]) {
      const response = await asUser('customer', query);
      expect(response.statusCode, query).toBe(400);
      expect(bodyOf(response).code).toBe('bad_request');
    }
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?${ALL}` })).statusCode).toBe(401);
    expect((await asUser('leasing', ALL)).statusCode).toBe(403);
  });

  it('is seeded once: seeding again adds no station or geofence', async () => {
    expect(await seedGeo(t.ctx.database.db)).toEqual({ geofencesAdded: 0, stationsAdded: 0 });
    expect((await listOf('admin')).total_data).toBe(PUBLIC_STATIONS.length + OWN_TANKS.length);
  });
});
