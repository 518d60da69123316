import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import type { CustomerDetail } from '@armada/domain';
import { organizations, outbox, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, grant, login, orgIdOf, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/user/user_org';
const tokens = new Map<string, string>();
const tokenOf = async (username: string) => {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return token;
};
const post = async (username: string, body: Record<string, string>, endpoint = 'add_user_org_customer') =>
  formPost(t.app, `${BASE}/${endpoint}`, body, { headers: bearer(await tokenOf(username)) });
const put = async (username: string, body: Record<string, string>) =>
  formPost(t.app, `${BASE}/edit_user_org_customer`, body, { headers: bearer(await tokenOf(username)), method: 'PUT' });
const view = async (username: string, id: number) =>
  bodyOf<CustomerDetail>(await getAs(t.app, await tokenOf(username), `${BASE}/view_user_org_customer?id=${id}`));
const counts = async () => {
  const { db } = t.ctx.database;
  const [orgs] = await db.select({ n: count() }).from(organizations);
  const [people] = await db.select({ n: count() }).from(users);
  return { orgs: orgs?.n, users: people?.n };
};

const customer = (k: string, extra: Record<string, string> = {}) => ({
  name: `PT Uji ${k}`,
  code: `CUS-UJI-${k}`,
  business_sector: 'logistics',
  business_type: 'pt',
  province_id: '31',
  city_id: '31.75',
  district_id: '31.75.06',
  post_code: '13910',
  contact_name: `Kontak ${k}`,
  job_title: 'Fleet Manager',
  phone: '081298765432',
  email: `admin.${k.toLowerCase()}@uji.example`,
  ...extra,
});

describe('POST add_user_org_customer', () => {
  it("creates a dealer's customer with its super admin waiting for the mailed link", async () => {
    const response = await post('dealer', customer('A', { npwp: '01.234.567.8-901.000' }));
    expect(response.statusCode).toBe(200);
    const result = bodyOf<{ id: number; user_id: number; username: string; mail_sent: boolean }>(response).result;
    expect(result).toMatchObject({ username: 'admin.a@uji.example', mail_sent: true });
    const detail = (await view('dealer', result.id)).result;
    expect(detail).toMatchObject({
      dealer_id: await orgIdOf(t.ctx, 'DLR-JKT'),
      npwp: '012345678901000',
      district_name: 'Cakung',
      super_admin_id: result.user_id,
      user_status: 2,
    });
    const admin = await userRow(t.ctx, 'admin.a@uji.example');
    expect(admin).toMatchObject({ isorgadmin: 1, organization_id: result.id, password_hash: null, isactive: 2 });
    expect(admin.user_access).toMatchObject({ view_realtime: true, list_vehicle: true });
    expect(admin.user_access).not.toHaveProperty('customer_add_user');
  });

  it('mails a set-password link that activates the account', async () => {
    // No password yet: nothing lets the account in before the link is used.
    const before = await login(t.app, 'admin.a@uji.example', 'Whatever#2026');
    expect(bodyOf(before)).toMatchObject({ code: 'wrong_credentials' });
    const [mail] = await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.to_address).toBe('admin.a@uji.example');
    const link = /\/change-password\?t=([^&\s]+)/.exec(mail?.body ?? '');
    expect(link).not.toBeNull();
    const password = 'Uji#Armada2026';
    const reset = await formPost(t.app, '/api/user/user/reset_password', {
      t: decodeURIComponent(link?.[1] ?? ''),
      password,
      confirm_password: password,
    });
    expect(reset.statusCode).toBe(200);
    // Active now: the sign-in goes on to the organisation's privacy policy, for its super admin to approve.
    expect(bodyOf(await login(t.app, 'admin.a@uji.example', password))).toMatchObject({
      code: 'privacy_policy_required',
    });
  });

  it('lets an administrator place the customer under a dealer of their choice, and only a dealer', async () => {
    const sby = await orgIdOf(t.ctx, 'DLR-SBY');
    expect((await post('admin', customer('B'))).statusCode).toBe(400);
    expect(bodyOf(await post('admin', customer('B'))).code).toBe('dealer_not_selected');
    const lognus = String(await orgIdOf(t.ctx, 'CUS-LOGNUS'));
    expect(bodyOf(await post('admin', customer('B', { dealer_id: lognus }))).code).toBe('invalid_dealer');
    const created = await post('admin', customer('B', { dealer_id: String(sby) }));
    expect(created.statusCode).toBe(200);
    expect((await view('dealer2', bodyOf<{ id: number }>(created).result.id)).result.dealer_id).toBe(sby);
  });

  it('writes the set-password mail in the language the dealer works in', async () => {
    const headers = { ...bearer(await tokenOf('dealer')), 'accept-language': 'id-ID,id;q=0.9' };
    const response = await formPost(t.app, `${BASE}/add_user_org_customer`, customer('ID'), { headers });
    expect(response.statusCode).toBe(200);
    const [mail] = await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.to_address).toBe('admin.id@uji.example');
    expect(mail?.subject).toBe('Armada: akun Anda sudah siap, buat kata sandi Anda');
    expect(mail?.body).toContain('Nama pengguna Anda: admin.id@uji.example');
    expect(mail?.body).toContain('PT Uji ID');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await counts();
    const bad: [Record<string, string>, number, string][] = [
      [customer('C', { name: ' ' }), 400, 'bad_request'],
      [customer('C', { npwp: '12345' }), 400, 'bad_request'],
      [customer('C', { post_code: '0123' }), 400, 'bad_request'],
      [customer('C', { phone: '12' }), 400, 'bad_request'],
      [customer('C', { email: 'nope' }), 400, 'bad_request'],
      [customer('C', { business_sector: 'casino' }), 400, 'bad_request'],
      [customer('C', { district_id: '35.78.03' }), 400, 'area_not_found'],
      [customer('C', { province_id: '32' }), 400, 'area_not_found'],
      // A Surabaya (East Java, 6xxxx) post code for a customer in East Jakarta.
      [customer('C', { post_code: '60293' }), 400, 'post_code_province'],
      [customer('C', { code: 'cus-maju' }), 409, 'org_code_taken'],
      [customer('C', { email: 'customer2@demo.armada.local' }), 409, 'email_taken'],
      [customer('C', { email: 'CUSTOMER2@Demo.Armada.Local' }), 409, 'email_taken'],
    ];
    for (const [body, status, code] of bad) {
      const response = await post('dealer', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(bodyOf(response).code).toBe(code);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a dealer placing a customer under another dealer, and callers without the permissions', async () => {
    const before = await counts();
    const sby = String(await orgIdOf(t.ctx, 'DLR-SBY'));
    expect((await post('dealer', customer('D', { dealer_id: sby }))).statusCode).toBe(403);
    expect((await post('customer', customer('D'))).statusCode).toBe(403);
    await grant(t.ctx, 'customer', 'customer_add_user');
    tokens.delete('customer');
    // customer_add_user alone does not create: the create screen also needs add_user_org.
    expect(bodyOf(await post('customer', customer('D'))).code).toBe('forbidden');
    const anonymous = await formPost(t.app, `${BASE}/add_user_org_customer`, customer('D'));
    expect(anonymous.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT edit_user_org_customer', () => {
  it('changes only the fields given and carries phone and e-mail to the super admin', async () => {
    const id = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const response = await put('dealer', { id: String(id), phone: '081277776666', job_title: 'Director' });
    expect(response.statusCode).toBe(200);
    expect((await view('dealer', id)).result).toMatchObject({
      phone: '081277776666',
      job_title: 'Director',
      contact_name: 'Agus Wijaya',
    });
    expect((await userRow(t.ctx, 'customer')).phone).toBe('081277776666');
  });

  it('checks the area chain against what is stored', async () => {
    const id = String(await orgIdOf(t.ctx, 'CUS-LOGNUS'));
    expect(bodyOf(await put('dealer', { id, district_id: '35.78.03' })).code).toBe('area_not_found');
    expect((await put('dealer', { id, district_id: '31.75.01' })).statusCode).toBe(200);
    // The stored province (DKI Jakarta) and a new post code of Bandung, West Java.
    expect(bodyOf(await put('dealer', { id, post_code: '40111' })).code).toBe('post_code_province');
    expect((await put('dealer', { id, post_code: '13920' })).statusCode).toBe(200);
    expect((await view('dealer', Number(id))).result).toMatchObject({ post_code: '13920', province_id: '31' });
  });

  it("answers 404 for another dealer's customer and changes nothing", async () => {
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const response = await put('dealer', { id: String(maju), name: 'Taken over' });
    expect(response.statusCode).toBe(404);
    const [row] = await t.ctx.database.db.select().from(organizations).where(eq(organizations.id, maju));
    expect(row?.name).toBe('CV Maju Jaya');
  });

  it('refuses bad input, a move to another dealer, and a missing token', async () => {
    const id = String(await orgIdOf(t.ctx, 'CUS-SINAR'));
    expect((await put('dealer', { id, npwp: '999' })).statusCode).toBe(400);
    expect((await put('dealer', { id, email: 'customer2@demo.armada.local' })).statusCode).toBe(409);
    const sby = String(await orgIdOf(t.ctx, 'DLR-SBY'));
    expect((await put('dealer', { id, dealer_id: sby })).statusCode).toBe(403);
    const anonymous = await formPost(t.app, `${BASE}/edit_user_org_customer`, { id, name: 'X' }, { method: 'PUT' });
    expect(anonymous.statusCode).toBe(401);
    expect((await view('dealer', Number(id))).result.name).toBe('PT Sinar Transport');
  });
});
