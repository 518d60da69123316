import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, grant, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Org = { id: number; name: string; code: string | null; realm_id: number; dealer_id: number | null };
type OrgPage = { data: Org[]; total_data: number; page: number; limit: number };

const LIST = '/api/user/user_org/list_user_org_customer';
const codesOf = (page: OrgPage) => page.data.map((org) => org.code);
const listAs = async (username: string, query = 'limit=100') =>
  bodyOf<OrgPage>(await getAs(t.app, await t.tokenOf(username), `${LIST}?${query}`)).result;
const viewAs = async (username: string, code: string) =>
  getAs(t.app, await t.tokenOf(username), `/api/user/user_org/view_user_org?id=${await orgIdOf(t.ctx, code)}`);

const ALL_CUSTOMERS = ['CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR', 'CUS-BARU'];

describe('GET list_user_org_customer', () => {
  it("gives a dealer its own customers and never another dealer's", async () => {
    const page = await listAs('dealer');
    expect(codesOf(page).sort()).toEqual(['CUS-LOGNUS', 'CUS-SINAR']);
    expect(page.total_data).toBe(2);
    const jkt = await orgIdOf(t.ctx, 'DLR-JKT');
    expect(page.data.every((org) => org.dealer_id === jkt)).toBe(true);

    expect(codesOf(await listAs('dealer2')).sort()).toEqual(['CUS-BARU', 'CUS-MAJU', 'CUS-TIMUR']);
  });

  it('lists only customer organisations, never the dealer itself', async () => {
    expect(codesOf(await listAs('dealer'))).not.toContain('DLR-JKT');
  });

  it('gives root and the admin every customer organisation', async () => {
    for (const who of ['root', 'admin']) {
      const page = await listAs(who);
      expect(codesOf(page).sort()).toEqual([...ALL_CUSTOMERS].sort());
      expect(page.total_data).toBe(ALL_CUSTOMERS.length);
    }
  });

  it('searches by name within the scope', async () => {
    expect(codesOf(await listAs('dealer', 'search=sinar'))).toEqual(['CUS-SINAR']);
    expect(codesOf(await listAs('dealer', 'search=maju'))).toEqual([]);
    expect(codesOf(await listAs('root', 'search=MAJU'))).toEqual(['CUS-MAJU']);
    // LIKE wildcards are taken literally.
    for (const wildcard of ['%25', '_', 'pt%25sinar'])
      expect(codesOf(await listAs('root', `search=${wildcard}`))).toEqual([]);
  });

  it('pages in the query with the full total', async () => {
    const page = await listAs('root', 'limit=2&page=2');
    expect(page).toMatchObject({ page: 2, limit: 2, total_data: ALL_CUSTOMERS.length });
    expect(page.data).toHaveLength(2);
    const all = await listAs('root');
    expect(page.data).toEqual(all.data.slice(2, 4));
  });

  it('refuses bad paging and a caller without customer_add_user', async () => {
    const bad = await getAs(t.app, await t.tokenOf('dealer'), `${LIST}?limit=0`);
    expect(bodyOf(bad)).toMatchObject({ response: 400, code: 'bad_request' });
    const response = await getAs(t.app, await t.tokenOf('customer'), LIST);
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('keeps a customer given customer_add_user to its own organisation', async () => {
    await grant(t.ctx, 'customer2', 'customer_add_user');
    expect(codesOf(await listAs('customer2'))).toEqual(['CUS-MAJU']);
  });
});

describe('GET view_user_org', () => {
  it("shows a dealer its own customer and itself, but answers 404 for another dealer's", async () => {
    const own = await viewAs('dealer', 'CUS-LOGNUS');
    expect(own.statusCode).toBe(200);
    expect(bodyOf<Org>(own).result).toMatchObject({ code: 'CUS-LOGNUS', name: 'PT Logistik Nusantara' });
    expect((await viewAs('dealer', 'DLR-JKT')).statusCode).toBe(200);

    for (const code of ['CUS-MAJU', 'CUS-TIMUR', 'DLR-SBY', 'LSG-ANDALAN']) {
      const response = await viewAs('dealer', code);
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toMatchObject({ code: 'not_found', message: 'The requested data does not exist' });
    }
  });

  it('shows a customer with list_user_org only its own organisation', async () => {
    expect((await viewAs('customer', 'CUS-LOGNUS')).statusCode).toBe(403);
    await grant(t.ctx, 'customer', 'list_user_org');
    expect((await viewAs('customer', 'CUS-LOGNUS')).statusCode).toBe(200);
    for (const code of ['CUS-SINAR', 'CUS-MAJU', 'DLR-JKT'])
      expect((await viewAs('customer', code)).statusCode).toBe(404);
  });

  it('shows root and the admin any organisation', async () => {
    for (const who of ['root', 'admin']) {
      for (const code of ['CUS-MAJU', 'DLR-JKT', 'LSG-ANDALAN']) expect((await viewAs(who, code)).statusCode).toBe(200);
    }
  });

  it('answers 404 for an id that does not exist and 400 for a bad id', async () => {
    const token = await t.tokenOf('root');
    expect((await getAs(t.app, token, '/api/user/user_org/view_user_org?id=999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '']) {
      const response = await getAs(t.app, token, `/api/user/user_org/view_user_org?id=${id}`);
      expect(bodyOf(response)).toMatchObject({ response: 400, code: 'bad_request' });
    }
  });
});
