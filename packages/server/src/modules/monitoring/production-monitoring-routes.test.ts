import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVEMENTS, type MonitoringPage } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { insertFleet } from '../../test-support/vehicle-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFleet(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const LIST = '/api/vehicle/production_monitoring/list_production_monitoring';
const listAs = async (username: string, query = '', perPage = 1000) =>
  bodyOf<MonitoringPage>(await getAs(t.app, await t.tokenOf(username), `${LIST}?count_perpage=${perPage}${query}`))
    .result;
/** The fixture fleet's vehicles by the last two digits of their imei, in answer order. */
const ours = (page: MonitoringPage) =>
  page.data.filter((v) => v.imei.startsWith('3500000000000')).map((v) => v.imei.slice(-2));

describe('GET vehicle/production_monitoring/list_production_monitoring', () => {
  it("gives a euro4 user its organisation's euro4 vehicles only, sorted by name", async () => {
    const page = await listAs('euro4');
    expect(ours(page)).toEqual(['10', '11']);
    expect(page.data.every((v) => v.euro_std === 'euro4')).toBe(true);
    expect(page.data.find((v) => v.imei.endsWith('10'))).toMatchObject({ movement: 'moving', euro_std: 'euro4' });
  });

  it("writes the location in the reader's language", async () => {
    const token = await t.tokenOf('euro4');
    const locationIn = async (language: string) =>
      bodyOf<MonitoringPage>(await getAs(t.app, token, `${LIST}?search=000000000010`, language)).result.data[0]
        ?.location;
    expect(await locationIn('en-US')).toMatch(/(Near|km)/);
    expect(await locationIn('id')).toMatch(/(Dekat|km)/);
    expect(await locationIn('ja')).toMatch(/(付近|km)/);
    expect(await locationIn('ja')).not.toBe(await locationIn('en-US'));
  });

  it('searches name, number, chassis and imei', async () => {
    expect(ours(await listAs('euro4', '&search=BRAVO'))).toEqual(['11']);
    expect(ours(await listAs('euro4', '&search=000000000010'))).toEqual(['10']);
    expect(ours(await listAs('euro4', '&search=CH-350000000000011'))).toEqual(['11']);
    expect(ours(await listAs('euro4', '&search=charlie'))).toEqual([]);
    expect(ours(await listAs('euro4', '&search=%25'))).toEqual([]);
  });

  it('sorts by name and time both ways', async () => {
    expect(ours(await listAs('euro4', '&sort=-vehicle_name'))).toEqual(['11', '10']);
    const byTime = ours(await listAs('root', '&sort=-time'));
    expect(byTime.indexOf('04')).toBeGreaterThan(byTime.indexOf('01'));
    expect(byTime.at(-1)).toBe('05');
  });

  it('filters by movement exactly as the list derives it', async () => {
    const all = await listAs('root');
    for (const type of MOVEMENTS) {
      const page = await listAs('root', `&type=${type}`);
      expect(page.data.every((v) => v.movement === type)).toBe(true);
      expect(page.total_data).toBe(all.data.filter((v) => v.movement === type).length);
    }
    expect(ours(await listAs('root', '&type=idling'))).toEqual(['02']);
    expect(ours(await listAs('root', '&type=notupdate'))).toEqual(['04']);
  });

  it('pages with count_perpage and page', async () => {
    const all = await listAs('root');
    const page = await listAs('root', '&page=2', 2);
    expect(page).toMatchObject({ page: 2, limit: 2, total_data: all.total_data });
    expect(page.data.map((v) => v.imei)).toEqual(all.data.slice(2, 4).map((v) => v.imei));
  });

  it('keeps callers to their scope', async () => {
    expect(ours(await listAs('customer'))).toEqual(['02', '01', '06', '05', '04']);
    expect(ours(await listAs('customer2'))).toEqual(['08']);
    expect(ours(await listAs('leasing'))).toEqual(['09']);
  });

  it('refuses a bad sort or type, no token and no view_realtime', async () => {
    const token = await t.tokenOf('euro4');
    for (const query of ['sort=speed', 'type=parked', 'count_perpage=0'])
      expect(bodyOf(await getAs(t.app, token, `${LIST}?${query}`))).toMatchObject({ response: 400 });
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('driver'), LIST)).statusCode).toBe(403);
  });
});
