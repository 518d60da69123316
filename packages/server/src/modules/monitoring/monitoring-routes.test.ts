import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringPage, MonitoringVehicle } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, updateUser } from '../../test-support/http-helpers.js';
import { insertFleet } from '../../test-support/vehicle-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFleet(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const LIST = '/api/monitoringservice/vehicle/list';
/** Only the fixture fleet, should a seed ever add vehicles of its own. */
const ours = (page: MonitoringPage) => page.data.filter((v) => v.imei.startsWith('3500000000000'));
const listAs = async (username: string, query = '', language?: string) =>
  bodyOf<MonitoringPage>(await getAs(t.app, await t.tokenOf(username), `${LIST}${query}`, language)).result;
const imeisOf = (page: MonitoringPage) =>
  ours(page)
    .map((v) => v.imei.slice(-2))
    .sort();
const byImei = (page: MonitoringPage, suffix: string): MonitoringVehicle => {
  const found = page.data.find((v) => v.imei.endsWith(suffix));
  if (!found) throw new Error(`no vehicle ${suffix}`);
  return found;
};

describe('GET monitoringservice/vehicle/list', () => {
  it('derives movement, health and sensors from the latest state', async () => {
    const page = await listAs('customer');
    expect(page).toMatchObject({ page: 1, limit: 50000, total_data: page.data.length });
    const movement = Object.fromEntries(ours(page).map((v) => [v.imei.slice(-2), v.movement]));
    expect(movement).toEqual({
      '01': 'moving',
      '02': 'idling',
      '03': 'off',
      '04': 'notupdate',
      '05': 'inactive',
      '06': 'off',
    });

    const moving = byImei(page, '01');
    expect(moving).toMatchObject({
      vehicle_name: 'Moving truck',
      euro_std: 'euro4',
      device_type: 'teltonika',
      abnormal_status: 'normal',
      abnormal_type: [],
      location_status: 'valid',
      device_status: 'active',
      activation_status: '2',
      gsm_signal: 'Excellent',
      position: { lat: -6.26111, lng: 107.15278 },
      heading: 90,
      sensor_data: [],
    });
    expect(moving.properties).toMatchObject({ ign: 1, speed: 62, sat: 10, gpstype: 2, accu: 24.5, temp: [] });
    expect(Date.now() - Date.parse(moving.properties.time ?? '')).toBeLessThan(5 * 60_000);
    expect(byImei(page, '03').euro_std).toBe('euro2');
    expect(byImei(page, '04').abnormal_status).toBe('notupdate');
  });

  it('reads each sensor from the state property its source names', async () => {
    const reefer = byImei(await listAs('customer'), '06');
    expect(reefer.vehicle_name_short).toBe('Reefer with an open ...');
    expect(reefer.temperature).toEqual([12.5, 3]);
    expect(reefer.sensor_data).toMatchObject([
      { code_sensor: 'DOOR-1', source: 'door1', current_value: 0, normal: 1, sensor_status_name: 'door_open' },
      { code_sensor: 'TEMP-1', source: 'temp.0', current_value: 12.5, upper_limit: 8, sensor_status_name: 'too_hot' },
    ]);
    expect(reefer).toMatchObject({ abnormal_status: 'abnormal', abnormal_type: ['sensor'] });
  });

  it('answers a vehicle that never reported with empty state', async () => {
    const silent = byImei(await listAs('customer'), '05');
    expect(silent).toMatchObject({
      movement: 'inactive',
      abnormal_status: 'notupdate',
      location_status: 'invalid',
      position: { lat: null, lng: null },
      gsm_signal: null,
      location: null,
    });
    expect(silent.properties).toMatchObject({ time: null, ign: null, temp: [] });
  });

  it("writes each vehicle's location in the reader's language, from the shipped place data", async () => {
    const located = async (language?: string) => byImei(await listAs('customer', '', language), '01').location;
    // Near Cikarang, east of Jakarta: the regency's official name in every language, the province translated.
    expect(await located()).toMatch(/Bekasi, West Java$/);
    expect(await located('id')).toMatch(/^(Dekat .+|\d+ km .+), .*Jawa Barat$/);
    expect(await located('ja-JP,ja;q=0.9')).toMatch(/^西ジャワ州、.*(付近| km)$/);
    expect(await located('en-US')).toBe(await located());
  });

  it('keeps every caller to its scope', async () => {
    expect(imeisOf(await listAs('customer'))).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(imeisOf(await listAs('customer2'))).toEqual(['08']);
    expect(imeisOf(await listAs('dealer'))).toEqual(['01', '02', '03', '04', '05', '06', '07']);
    expect(imeisOf(await listAs('dealer2'))).toEqual(['08', '09']);
    expect(imeisOf(await listAs('leasing'))).toEqual(['09']);
    expect(imeisOf(await listAs('root'))).toHaveLength(12);
  });

  it('pages with ndata and page', async () => {
    const all = ours(await listAs('root'));
    const second = await listAs('root', '?ndata=5&page=2');
    expect(second).toMatchObject({ page: 2, limit: 5 });
    const root = await listAs('root');
    expect(second.total_data).toBe(root.total_data);
    expect(second.data.map((v) => v.imei)).toEqual(root.data.slice(5, 10).map((v) => v.imei));
    expect(all).toHaveLength(12);
    const total = (await listAs('customer')).total_data;
    const past = await listAs('customer', `?ndata=5&page=${Math.ceil(total / 5) + 1}`);
    expect(past).toMatchObject({ data: [], total_data: total });
  });

  it('refuses bad paging, no token and a caller without view_realtime', async () => {
    const bad = await getAs(t.app, await t.tokenOf('customer'), `${LIST}?ndata=0`);
    expect(bodyOf(bad)).toMatchObject({ response: 400, code: 'bad_request' });
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('driver'), LIST)).statusCode).toBe(403);
    await updateUser(t.ctx, 'customer2', { user_access: { view_user: true } });
    expect((await getAs(t.app, await t.tokenOf('customer2'), LIST)).statusCode).toBe(403);
  });
});
