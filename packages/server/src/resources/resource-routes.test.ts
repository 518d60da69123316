import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { maskPhone, REALM_ID } from '@armada/domain';
import { organizations } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Org = {
  id: number;
  name: string;
  code: string | null;
  realm_id: number;
  dealer_id: number | null;
  isactive: number;
};
type OrgPage = { data: Org[]; total_data: number; page: number; limit: number };

const BASE = '/api/user/user_org';
const tokens = new Map<string, string>();
async function tokenOf(username: string): Promise<string> {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return token;
}
const list = async (username: string, query = '') =>
  getAs(t.app, await tokenOf(username), `${BASE}/list_user_org?${query}`);
const listed = async (username: string, query = '') => bodyOf<OrgPage>(await list(username, query)).result;
const add = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/add_user_org`, fields, { headers: bearer(await tokenOf(username)) });
const edit = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/edit_user_org`, fields, { headers: bearer(await tokenOf(username)), method: 'PUT' });
const remove = async (username: string, endpoint: 'delete' | 'deactivate', id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/${endpoint}_user_org?id=${id}`,
    headers: bearer(await tokenOf(username)),
  });
const orgCount = async () => Number((await t.ctx.database.db.select({ n: count() }).from(organizations))[0]?.n);

describe('generic resource list (user/user_org/list_user_org)', () => {
  it('pages 10 by default, sorts by name, and counts the whole scope', async () => {
    const page = await listed('root');
    expect(page.limit).toBe(10);
    expect(page.total_data).toBe(await orgCount());
    const names = page.data.map((org) => org.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('filters, searches and sorts descending within the scope', async () => {
    const dealers = await listed('root', `filter=realm_id:${REALM_ID.dealer}&sort_by=-code&limit=50`);
    expect(dealers.data.map((org) => org.code)).toEqual(['DLR-SBY', 'DLR-JKT']);
    const either = await listed('root', `filter=realm_id:${REALM_ID.dealer}|${REALM_ID.leasing}&limit=50`);
    expect(either.total_data).toBe(3);
    expect((await listed('root', 'search=sinar')).data.map((org) => org.code)).toEqual(['CUS-SINAR']);
  });

  it('answers a deep page as the same slice of the whole sorted list, in the same order', async () => {
    const all = (await listed('root', 'sort_by=-code&limit=50')).data;
    expect(all.length).toBeGreaterThan(6);
    const third = await listed('root', 'sort_by=-code&limit=3&page=3');
    expect(third.data).toEqual(all.slice(6, 9));
    expect(third.total_data).toBe(all.length);
  });

  it('finds a search within one field only, never across two joined (name and code)', async () => {
    const sinar = (await listed('root', 'search=sinar&limit=50')).data[0];
    expect(sinar?.code).toBe('CUS-SINAR');
    const tail = sinar?.name.slice(-3) ?? '';
    const across = encodeURIComponent(`${tail} cus-sin`);
    expect((await listed('root', `search=${across}`)).data).toEqual([]);
    expect((await listed('root', 'search=us-sin')).data.map((org) => org.code)).toEqual(['CUS-SINAR']);
  });

  it("shows a dealer its own organisation and its customers, never another dealer's", async () => {
    const codes = (await listed('dealer', 'limit=100')).data.map((org) => org.code).sort();
    expect(codes).toEqual(['CUS-LOGNUS', 'CUS-SINAR', 'DLR-JKT']);
  });

  it('refuses a filter or sort on a field the resource does not offer', async () => {
    for (const query of ['filter=password:x', 'filter=realm_id:abc', 'sort_by=password', 'limit=50001', 'page=0']) {
      const response = await list('root', query);
      expect(response.statusCode, query).toBe(400);
    }
    expect(bodyOf(await list('root', 'filter=secret:1')).code).toBe('invalid_list_parameter');
  });

  it('needs a token and the permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_user_org` })).statusCode).toBe(401);
    expect((await list('driver')).statusCode).toBe(403);
  });
});

describe('generic resource writes', () => {
  it('lets a dealer add a customer under itself, and refuses anything else', async () => {
    const jkt = await orgIdOf(t.ctx, 'DLR-JKT');
    const created = await add('dealer', {
      name: 'PT Baru Jaya',
      code: 'CUS-BARUJAYA',
      realm_id: String(REALM_ID.customer),
    });
    expect(created.statusCode).toBe(200);
    const id = bodyOf<{ id: number }>(created).result.id;
    const view = bodyOf<Org>(await getAs(t.app, await tokenOf('dealer'), `${BASE}/view_user_org?id=${id}`)).result;
    expect(view).toMatchObject({ name: 'PT Baru Jaya', dealer_id: jkt, realm_id: REALM_ID.customer, isactive: 1 });

    const before = await orgCount();
    expect((await add('dealer', { name: 'Another dealer', realm_id: String(REALM_ID.dealer) })).statusCode).toBe(403);
    const sby = await orgIdOf(t.ctx, 'DLR-SBY');
    const elsewhere = { name: 'Elsewhere', realm_id: String(REALM_ID.customer), dealer_id: String(sby) };
    expect((await add('dealer', elsewhere)).statusCode).toBe(403);
    expect((await add('customer', { name: 'Nope', realm_id: String(REALM_ID.customer) })).statusCode).toBe(403);
    expect(await orgCount()).toBe(before);
  });

  it('validates the body before writing anything', async () => {
    const before = await orgCount();
    const bad: Record<string, string>[] = [
      { realm_id: String(REALM_ID.customer) },
      { name: '  ', realm_id: String(REALM_ID.customer) },
      { name: 'X', realm_id: '99' },
      { name: 'X', realm_id: String(REALM_ID.customer), email: 'not-an-email' },
      { name: 'X', realm_id: String(REALM_ID.customer), latitude: '95' },
      { name: 'X', realm_id: String(REALM_ID.customer), dealer_id: String(await orgIdOf(t.ctx, 'CUS-MAJU')) },
    ];
    for (const fields of bad) expect((await add('admin', fields)).statusCode, JSON.stringify(fields)).toBe(400);
    const taken = await add('admin', { name: 'Copy', code: 'cus-maju', realm_id: String(REALM_ID.customer) });
    expect(taken.statusCode).toBe(409);
    expect(bodyOf(taken).code).toBe('org_code_taken');
    expect(await orgCount()).toBe(before);
  });

  it("edits only what is given, and never another dealer's customer", async () => {
    const sinar = await orgIdOf(t.ctx, 'CUS-SINAR');
    expect((await edit('dealer', { id: String(sinar), phone: '021 555 0101' })).statusCode).toBe(200);
    const view = bodyOf<Org & { phone: string }>(
      await getAs(t.app, await tokenOf('root'), `${BASE}/view_user_org?id=${sinar}`),
    );
    expect(view.result).toMatchObject({ phone: '021 555 0101', code: 'CUS-SINAR', name: 'PT Sinar Transport' });
    // The list masks the phone and the e-mail, as the customer list does; the view above has them whole.
    const row = bodyOf<{ data: (Org & { phone: string | null; email: string | null })[] }>(
      await list('root', 'search=CUS-SINAR'),
    ).result.data.find((org) => org.id === sinar);
    expect(row?.phone).toBe(maskPhone('021 555 0101'));
    expect(row?.phone).not.toBe('021 555 0101');
    if (row?.email) expect(row.email).toMatch(/\*/);

    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    expect((await edit('dealer', { id: String(maju), name: 'Taken over' })).statusCode).toBe(404);
    expect((await getAs(t.app, await tokenOf('dealer'), `${BASE}/view_user_org?id=${maju}`)).statusCode).toBe(404);
  });

  it('deactivates in scope; delete is not implemented for organisations', async () => {
    const timur = await orgIdOf(t.ctx, 'CUS-TIMUR');
    expect((await remove('dealer', 'deactivate', timur)).statusCode).toBe(404);
    expect((await remove('dealer2', 'deactivate', timur)).statusCode).toBe(200);
    expect((await listed('root', `filter=isactive:0&limit=100`)).data.map((org) => org.code)).toContain('CUS-TIMUR');

    const deleted = await remove('root', 'delete', timur);
    expect(deleted.statusCode).toBe(501);
    expect(bodyOf(deleted).message).toBe('not implemented');
  });
});
