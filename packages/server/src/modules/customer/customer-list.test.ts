import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maskEmail, maskPhone, maskUsername, type CustomerDetail, type CustomerRow } from '@armada/domain';
import { organizations, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page = { data: CustomerRow[]; total_data: number; page: number; limit: number };
const BASE = '/api/user/user_org';
const tokens = new Map<string, string>();
const as = async (username: string, path: string) => {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return getAs(t.app, token, `${BASE}${path}`);
};
const page = async (username: string, path: string) => bodyOf<Page>(await as(username, path)).result;
const codes = (p: Page) => p.data.map((row) => row.code);

describe('GET list_user_org_customer', () => {
  it('answers 100 a page by default, with the super admin masked', async () => {
    const result = await page('dealer', '/list_user_org_customer');
    expect(result).toMatchObject({ page: 1, limit: 100, total_data: 2 });
    const lognus = result.data.find((row) => row.code === 'CUS-LOGNUS');
    expect(lognus).toMatchObject({
      username: maskUsername('customer'),
      phone: maskPhone('081234567890'),
      email: maskEmail('customer@demo.armada.local'),
      contact_name: 'Agus Wijaya',
      dealer_name: 'Dealer Jakarta Timur',
      user_status: 1,
    });
    expect(JSON.stringify(result)).not.toContain('081234567890');
    expect(JSON.stringify(result)).not.toContain('customer@demo');
  });

  it('leaves missing values null (the screen shows -)', async () => {
    const timur = (await page('dealer2', '/list_user_org_customer')).data.find((row) => row.code === 'CUS-TIMUR');
    expect(timur).toMatchObject({ username: null, contact_name: null, user_status: null });
  });

  it('filters on the super admin status as u.user_status or user_status', async () => {
    await t.ctx.database.db.update(users).set({ isactive: 0 }).where(eq(users.username, 'customer2'));
    expect(codes(await page('dealer2', '/list_user_org_customer?filter=u.user_status:0'))).toEqual(['CUS-MAJU']);
    expect(codes(await page('dealer2', '/list_user_org_customer?filter=user_status:1'))).toEqual(['CUS-BARU']);
    await t.ctx.database.db.update(users).set({ isactive: 1 }).where(eq(users.username, 'customer2'));
  });

  it('answers every row with all=true and pages otherwise', async () => {
    const all = await page('root', '/list_user_org_customer?all=true&limit=2');
    expect(all.data.length).toBe(all.total_data);
    const second = await page('root', '/list_user_org_customer?limit=2&page=2');
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
  });

  it('refuses an unknown filter or sort and a bad status value', async () => {
    for (const query of ['filter=password:x', 'filter=user_status:abc', 'sort_by=password', 'limit=0']) {
      expect((await as('dealer', `/list_user_org_customer?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET advance_search_user_org_customer', () => {
  it('narrows by any customer field within the scope, 10 a page by default', async () => {
    const bySector = await page('root', '/advance_search_user_org_customer?filter=business_sector:logistics');
    expect(codes(bySector).sort()).toEqual(['CUS-LOGNUS', 'CUS-SINAR']);
    expect(bySector.limit).toBe(10);
    const jatim = await page('root', '/advance_search_user_org_customer?filter=province_id:35,business_type:pt');
    expect(codes(jatim).sort()).toEqual(['CUS-BARU', 'CUS-TIMUR']);
    expect(codes(await page('root', '/advance_search_user_org_customer?filter=contact_name:agus'))).toEqual([
      'CUS-LOGNUS',
    ]);
    expect(codes(await page('root', '/advance_search_user_org_customer?filter=npwp:45.678.901.0'))).toEqual([
      'CUS-LOGNUS',
    ]);
  });

  it("never finds another dealer's customers", async () => {
    expect(codes(await page('dealer', '/advance_search_user_org_customer?filter=province_id:35'))).toEqual([]);
    expect(codes(await page('dealer', '/advance_search_user_org_customer?search=customer2'))).toEqual([]);
    expect(codes(await page('dealer2', '/advance_search_user_org_customer?search=customer2'))).toEqual(['CUS-MAJU']);
  });

  it('searches the super admin e-mail but answers it masked', async () => {
    const found = await page('dealer', '/advance_search_user_org_customer?search=customer@demo');
    expect(found.data.map((row) => row.email)).toEqual([maskEmail('customer@demo.armada.local')]);
  });

  it('refuses a bad filter, and needs a token and customer_add_user', async () => {
    expect((await as('dealer', '/advance_search_user_org_customer?filter=realm_id:2')).statusCode).toBe(400);
    expect((await as('customer', '/advance_search_user_org_customer')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/advance_search_user_org_customer` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET view_user_org_customer', () => {
  it('shows every field in full with the area names', async () => {
    const id = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const detail = bodyOf<CustomerDetail>(await as('dealer', `/view_user_org_customer?id=${id}`)).result;
    expect(detail).toMatchObject({
      name: 'PT Logistik Nusantara',
      username: 'customer',
      phone: '081234567890',
      npwp: '012345678901000',
      province_name: 'Daerah Khusus Ibukota Jakarta',
      city_name: 'Kota Administrasi Jakarta Timur',
      district_name: 'Cakung',
      post_code: '13910',
    });
    expect(detail.vehicle_count).toBeGreaterThan(0);
  });

  it("answers 404 for another dealer's customer, a dealer or an unknown id", async () => {
    for (const code of ['CUS-MAJU', 'DLR-JKT']) {
      const id = await orgIdOf(t.ctx, code);
      expect((await as('dealer', `/view_user_org_customer?id=${id}`)).statusCode, code).toBe(404);
    }
    expect((await as('root', '/view_user_org_customer?id=999999')).statusCode).toBe(404);
    expect((await as('root', '/view_user_org_customer?id=abc')).statusCode).toBe(400);
    expect((await as('customer', '/view_user_org_customer?id=1')).statusCode).toBe(403);
  });

  it("shows 'null' names as they are stored: the screen applies null(index)", async () => {
    const id = await orgIdOf(t.ctx, 'CUS-SINAR');
    await t.ctx.database.db.update(organizations).set({ name: '' }).where(eq(organizations.id, id));
    const rows = (await page('dealer', '/list_user_org_customer')).data;
    expect(rows.find((row) => row.id === id)?.name).toBe('');
    await t.ctx.database.db.update(organizations).set({ name: 'PT Sinar Transport' }).where(eq(organizations.id, id));
  });
});
