import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoGroupPage, VehicleInGeoPage } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, grant, orgIdOf } from '../../test-support/http-helpers.js';
import { insertFleet, insertVehicle } from '../../test-support/vehicle-fixtures.js';
import { DEMO_GEO_GROUPS, DEMO_GEOFENCES } from '../../demo/seeds/geo-demo-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The monitoring fixtures stand at Jababeka, Cikarang: inside PT Logistik Nusantara's pool and area.
  await insertFleet(t.ctx);
  // Inside the bounding box of the Karawang Barat pool (a 700 m circle) but 920 m from its centre.
  await insertVehicle(t.ctx, {
    imei: '350000000000101',
    org: 'CUS-LOGNUS',
    name: 'Corner truck',
    state: { lat: -6.3247 + 650 / 111_320, lng: 107.2704 + 650 / 110_680 },
  });
});
afterAll(async () => {
  await t.close();
});

const GROUPS = '/api/geo-service/geogroup/list';
const IN_GEO = '/api/geo-service/geodata/getvehicleingeo';
const asUser = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), url);
const groupsOf = async (username: string, query = '') =>
  bodyOf<GeoGroupPage>(await asUser(username, `${GROUPS}${query}`)).result;
const demoGroups = (...orgs: string[]) => DEMO_GEO_GROUPS.filter((g) => orgs.includes(g.org)).length;
const demoFences = (...orgs: string[]) => DEMO_GEOFENCES.filter((f) => orgs.includes(f.org)).length;

describe('GET geo-service/geogroup/list', () => {
  it("gives a customer its own organisation's groups, each with its geofences", async () => {
    const page = await groupsOf('customer');
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    expect(page.total_data).toBe(demoGroups('CUS-LOGNUS'));
    expect(page.data.every((g) => g.organization_id === lognus)).toBe(true);
    const fences = page.data.flatMap((g) => g.geofences);
    expect(fences).toHaveLength(demoFences('CUS-LOGNUS'));
    const pool = fences.find((f) => f.name === 'Pool Karawang Barat');
    expect(pool).toMatchObject({ type_id: 2, type_name: 'pool', shape: 'circle', radius: 700 });
    expect(pool?.geometry).toEqual({ type: 'Point', coordinates: [107.2704, -6.3247] });
    const area = fences.find((f) => f.name === 'Kawasan Industri Jababeka');
    expect(area).toMatchObject({ type_id: 1, shape: 'polygon', radius: null });
    expect(area?.geometry.type === 'Polygon' && area.geometry.coordinates[0]?.length).toBe(6);
  });

  it("shows a dealer its customers' groups and an administrator everyone's", async () => {
    expect((await groupsOf('dealer')).total_data).toBe(demoGroups('CUS-LOGNUS', 'CUS-SINAR'));
    expect((await groupsOf('dealer2')).total_data).toBe(demoGroups('CUS-MAJU', 'CUS-TIMUR', 'CUS-BARU'));
    expect((await groupsOf('admin')).total_data).toBe(DEMO_GEO_GROUPS.length);
    const maju = (await groupsOf('customer2')).data.flatMap((g) => g.geofences.map((f) => f.name));
    expect(maju).toContain('Depo Sidoarjo');
    expect(maju).not.toContain('Pool Cikarang Jababeka');
  });

  it('pages by ndata and page', async () => {
    const first = await groupsOf('admin', '?ndata=2&page=1');
    const second = await groupsOf('admin', '?ndata=2&page=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total_data: DEMO_GEO_GROUPS.length });
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(2);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('refuses bad paging, no token and no list_geofence', async () => {
    for (const query of ['?page=0', '?ndata=0', '?ndata=50001', '?page=abc']) {
      const response = await asUser('customer', `${GROUPS}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(bodyOf(response).code).toBe('bad_request');
    }
    expect((await t.app.inject({ method: 'GET', url: GROUPS })).statusCode).toBe(401);
    expect((await asUser('leasing', GROUPS)).statusCode).toBe(403);
  });
});

describe('GET geo-service/geodata/getvehicleingeo', () => {
  const inGeo = async (username: string, typeId: number) =>
    bodyOf<VehicleInGeoPage>(await asUser(username, `${IN_GEO}?type_id=${typeId}`)).result;

  it("lists a customer's vehicles inside its areas (type 1), with the geofence", async () => {
    const page = await inGeo('customer', 1);
    // The demo's own trucks may stand in the demo's route areas too: the fixtures are what this counts.
    const fixtures = page.data.filter((row) => row.imei.startsWith('3500000000000'));
    const imeis = fixtures.map((row) => row.imei).sort();
    // Fixtures 1-4 and 6 have a position at Jababeka; 5 has none.
    expect(imeis).toEqual([
      '350000000000001',
      '350000000000002',
      '350000000000003',
      '350000000000004',
      '350000000000006',
    ]);
    expect(page.total_data).toBe(page.data.length);
    expect(fixtures[0]).toMatchObject({ geofence_name: 'Kawasan Industri Jababeka', type_id: 1 });
    expect(Date.parse(fixtures[0]?.time ?? '')).toBeGreaterThan(0);
  });

  it("never counts another organisation's truck in a customer's geofence", async () => {
    // The Sinar and Maju fixtures stand at Jababeka too, inside PT Logistik Nusantara's area.
    const dealer = (await inGeo('dealer', 1)).data.map((row) => row.imei);
    expect(dealer).not.toContain('350000000000007');
    expect(dealer).toContain('350000000000001');
    expect((await inGeo('customer2', 1)).data.map((row) => row.imei)).not.toContain('350000000000001');
  });

  it('answers checkpoints (type 3) with nobody standing at a toll gate', async () => {
    expect((await inGeo('customer', 3)).data).toEqual([]);
  });

  it('refuses a missing or unknown type, no token and no list_geofence', async () => {
    for (const query of ['', '?type_id=0', '?type_id=4', '?type_id=pool']) {
      expect((await asUser('customer', `${IN_GEO}${query}`)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${IN_GEO}?type_id=1` })).statusCode).toBe(401);
    expect((await asUser('callcenter', `${IN_GEO}?type_id=1`)).statusCode).toBe(403);
  });
});

describe('GET geoservice/geofunction/listvehicleinpool', () => {
  const POOL = '/api/geoservice/geofunction/listvehicleinpool';
  const inPool = async (username: string) => bodyOf<VehicleInGeoPage>(await asUser(username, POOL)).result;

  it('lists the vehicles standing in a pool, with which pool, exactly inside its shape', async () => {
    const page = await inPool('customer');
    expect(page.data.every((row) => row.geofence_name === 'Pool Cikarang Jababeka' && row.type_id === 2)).toBe(true);
    expect(page.total_data).toBe(5);
    expect(page.data.map((row) => row.imei)).not.toContain('350000000000101');
  });

  it("shows each organisation only its own pools' vehicles", async () => {
    // The demo's seeded truck of PT Angkutan Timur (load over limit) stands in its Singosari pool.
    const timur = await inPool('dealer2');
    expect(timur.data.some((row) => row.geofence_name === 'Pool Singosari')).toBe(true);
    expect(timur.data.some((row) => row.geofence_name === 'Pool Cikarang Jababeka')).toBe(false);
    const customer = await inPool('customer');
    expect(customer.data.some((row) => row.geofence_name === 'Pool Singosari')).toBe(false);
    const everyone = await inPool('root');
    expect(everyone.total_data).toBeGreaterThanOrEqual(customer.total_data + timur.total_data);
  });

  it('needs vehicle_in_pool, not list_geofence, and a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: POOL })).statusCode).toBe(401);
    await grant(t.ctx, 'callcenter', 'list_geofence');
    expect((await asUser('callcenter', POOL)).statusCode).toBe(403);
    expect((await asUser('callcenter', `${IN_GEO}?type_id=2`)).statusCode).toBe(200);
  });
});
