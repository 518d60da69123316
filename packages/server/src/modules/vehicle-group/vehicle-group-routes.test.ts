import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { VEHICLE_GROUP_LIST_PATH as LIST, type VehicleGroupPage } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const listAs = async (username: string, query = '') =>
  getAs(t.app, await t.tokenOf(username), `${LIST}${query ? `?${query}` : ''}`);
const pageAs = async (username: string, query = 'count_perpage=100') =>
  bodyOf<VehicleGroupPage>(await listAs(username, query)).result;

/** The imeis of these organisations' vehicles, from the database. */
async function fleetOf(...codes: string[]): Promise<Set<string>> {
  const ids = await Promise.all(codes.map((code) => orgIdOf(t.ctx, code)));
  const rows = await t.ctx.database.db
    .select({ imei: vehicles.imei })
    .from(vehicles)
    .where(inArray(vehicles.organization_id, ids));
  return new Set(rows.map((row) => row.imei));
}

describe('GET vehicle/vehicle_group/list_vehicle_group', () => {
  it("lists a customer's own groups with their trucks, ten a page by default", async () => {
    const first = bodyOf<VehicleGroupPage>(await listAs('customer'));
    expect(first).toMatchObject({ response: 200, result: { page: 1, limit: 10 } });
    const page = await pageAs('customer');
    expect(page.total_data).toBe(page.data.length);
    expect(page.data.length).toBeGreaterThan(1);
    const own = await fleetOf('CUS-LOGNUS');
    const orgId = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    for (const group of page.data) {
      expect(group).toMatchObject({ organization_id: orgId, organization_name: 'PT Logistik Nusantara' });
      expect(group.vehicle_count).toBe(group.imeis.length);
      expect(group.imeis.length).toBeGreaterThan(0);
      for (const imei of group.imeis) expect(own.has(imei)).toBe(true);
    }
    expect(page.data.map((g) => g.name)).toEqual([...page.data.map((g) => g.name)].sort());
  });

  it("gives a dealer its customers' groups, another dealer none of them, root all", async () => {
    const dealer = await pageAs('dealer');
    const orgs = new Set(dealer.data.map((g) => g.organization_name));
    expect(orgs).toEqual(new Set(['PT Logistik Nusantara', 'PT Sinar Transport']));
    const dealer2 = await pageAs('dealer2');
    expect(dealer2.data.some((g) => orgs.has(g.organization_name))).toBe(false);
    expect(dealer2.total_data).toBeGreaterThan(0);
    const root = await pageAs('root');
    expect(root.total_data).toBe(
      dealer.total_data + dealer2.total_data + (await pageAs('euro4')).total_data + (await pageAs('agro')).total_data,
    );
  });

  it('pages, searches name and description and keeps the groups a user created', async () => {
    const all = await pageAs('dealer');
    const second = await pageAs('dealer', 'count_perpage=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total_data: all.total_data });
    expect(second.data.map((g) => g.id)).toEqual(all.data.slice(2, 4).map((g) => g.id));
    const found = await pageAs('dealer', 'count_perpage=100&search=JAKARTA');
    expect(found.data.length).toBeGreaterThan(0);
    for (const g of found.data) expect(`${g.name} ${g.description}`.toLowerCase()).toContain('jakarta');
    expect((await pageAs('dealer', 'search=%25')).total_data).toBe(0);
    const agus = await userRow(t.ctx, 'customer');
    const mine = await pageAs('dealer', `count_perpage=100&user_id=${agus.id}`);
    expect(mine.data.length).toBeGreaterThan(0);
    for (const g of mine.data) expect(g.created_by).toBe(agus.id);
    expect(mine.total_data).toBeLessThan(all.total_data);
  });

  it('refuses bad input, no token and no list_vehicle_group', async () => {
    for (const query of [
      'count_perpage=0',
      'page=0',
      'user_id=abc',
      'count_perpage=50001',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await listAs('customer', query);
      expect(response.statusCode, query).toBe(400);
      expect(bodyOf(response)).toMatchObject({ response: 400, code: 'bad_request' });
    }
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await listAs('leasing')).statusCode).toBe(403);
  });
});
