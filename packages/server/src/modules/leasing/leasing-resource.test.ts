import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import { organizations } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';
import { addLeasingCompany } from '../../test-support/leasing-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addLeasingCompany(t, 'LSG-OTHER', 'leasing_other');
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/user/leasing';
type Company = { id: number; name: string; code: string; vehicle_count: number; pending_count: number };
type Page = { data: Company[]; total_data: number; page: number; limit: number };

const listAs = async (username: string, query = '') =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/list_leasing?${query}`);
const write = async (username: string, endpoint: 'add' | 'edit', body: Record<string, string>) =>
  formPost(t.app, `${BASE}/${endpoint}_leasing`, body, {
    method: endpoint === 'add' ? 'POST' : 'PUT',
    headers: bearer(await t.tokenOf(username)),
  });
const leasingCount = async () =>
  Number(
    (
      await t.ctx.database.db
        .select({ n: count() })
        .from(organizations)
        .where(eq(organizations.realm_id, REALM_ID.leasing))
    )[0]?.n,
  );

describe('leasing companies (user/leasing)', () => {
  it('lists every leasing company to administrators, paged 10 by default, with their lease counts', async () => {
    const page = bodyOf<Page>(await listAs('admin')).result;
    expect(page).toMatchObject({ total_data: 2, page: 1, limit: 10 });
    const andalan = page.data.find((company) => company.code === 'LSG-ANDALAN');
    expect(andalan?.vehicle_count).toBeGreaterThan(0);
    expect(andalan?.pending_count).toBe(2);
    const all = bodyOf<Page>(await listAs('admin', 'page=1&limit=1&all=true')).result;
    expect(all.data).toHaveLength(2);
  });

  it('shows dealers every leasing company and a leasing company only itself', async () => {
    expect(bodyOf<Page>(await listAs('dealer')).result.total_data).toBe(2);
    const own = bodyOf<Page>(await listAs('leasing')).result;
    expect(own.data.map((company) => company.code)).toEqual(['LSG-ANDALAN']);
    const otherId = await orgIdOf(t.ctx, 'LSG-OTHER');
    const view = await getAs(t.app, await t.tokenOf('leasing'), `${BASE}/view_leasing?id=${otherId}`);
    expect(view.statusCode).toBe(404);
  });

  it('never answers a customer organisation as a leasing company', async () => {
    const customerId = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    expect((await getAs(t.app, await t.tokenOf('admin'), `${BASE}/view_leasing?id=${customerId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses callers without a token or without list_user_leasing', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_leasing` })).statusCode).toBe(401);
    expect((await listAs('customer')).statusCode).toBe(403);
  });

  it('searches, filters and refuses a bad list parameter', async () => {
    expect(bodyOf<Page>(await listAs('admin', 'search=andalan')).result.total_data).toBe(1);
    expect(bodyOf<Page>(await listAs('admin', 'filter=isactive:0')).result.total_data).toBe(0);
    expect((await listAs('admin', 'sort_by=realm_id')).statusCode).toBe(400);
  });

  it('lets an administrator add and edit a leasing company in the leasing realm', async () => {
    const added = await write('admin', 'add', {
      name: ' PT Leasing Baru ',
      code: 'LSG-BARU',
      email: 'ops@baru.example',
    });
    expect(added.statusCode).toBe(200);
    const { id } = bodyOf<{ id: number }>(added).result;
    const [row] = await t.ctx.database.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row).toMatchObject({ name: 'PT Leasing Baru', realm_id: REALM_ID.leasing });
    expect((await write('admin', 'edit', { id: String(id), phone: '021-555 0101' })).statusCode).toBe(200);
    const view = bodyOf<Company & { phone: string }>(
      await getAs(t.app, await t.tokenOf('admin'), `${BASE}/view_leasing?id=${id}`),
    );
    expect(view.result).toMatchObject({ code: 'LSG-BARU', phone: '021-555 0101', vehicle_count: 0 });
  });

  it('refuses bad input, a taken code and callers other than administrators, changing nothing', async () => {
    const before = await leasingCount();
    expect((await write('admin', 'add', { name: '  ', code: 'LSG-X' })).statusCode).toBe(400);
    expect((await write('admin', 'add', { name: 'PT X', code: 'bad code' })).statusCode).toBe(400);
    expect((await write('admin', 'add', { name: 'PT X', code: 'LSG-X', email: 'nope' })).statusCode).toBe(400);
    const taken = await write('admin', 'add', { name: 'PT X', code: 'lsg-andalan' });
    expect(bodyOf(taken).code).toBe('org_code_taken');
    // The dealer holds add_user_org (customers), but leasing companies are the brand's to choose.
    expect((await write('dealer', 'add', { name: 'PT X', code: 'LSG-X' })).statusCode).toBe(403);
    expect((await write('leasing', 'add', { name: 'PT X', code: 'LSG-X' })).statusCode).toBe(403);
    const andalan = String(await orgIdOf(t.ctx, 'LSG-ANDALAN'));
    expect((await write('dealer', 'edit', { id: andalan, name: 'Renamed' })).statusCode).toBe(403);
    expect(await leasingCount()).toBe(before);
    const [row] = await t.ctx.database.db.select().from(organizations).where(eq(organizations.code, 'LSG-ANDALAN'));
    expect(row?.name).toBe('PT Leasing Andalan');
  });

  it('deactivates through the organisation resource; its own deactivate answers not implemented', async () => {
    const id = await orgIdOf(t.ctx, 'LSG-OTHER');
    const token = await t.tokenOf('admin');
    const own = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/deactivate_leasing?id=${id}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(501);
    const org = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/user_org/deactivate_user_org?id=${id}`,
      headers: bearer(token),
    });
    expect(org.statusCode).toBe(200);
    expect(bodyOf<Page>(await listAs('admin', 'filter=isactive:0')).result.data.map((c) => c.code)).toEqual([
      'LSG-OTHER',
    ]);
  });
});
