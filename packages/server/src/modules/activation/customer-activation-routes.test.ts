import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  CUSTOMER_ACTIVATION_PATHS as PATHS,
  REALM_ID,
  type CustomerActivationHistory,
  type CustomerActivationPage,
  type CustomerActivationRow,
} from '@armada/domain';
import { notifications, organizations, outbox, users, vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
let customerId = 0;
let adminId = 0;
let orphanId = 0;
const CODE = 'CUS-ACT-01';
const EMAIL = 'super.act@uji.example';

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.ctx.database;
  const dealer = await orgIdOf(t.ctx, 'DLR-JKT');
  const [org] = await db
    .insert(organizations)
    .values({ name: 'PT Aktivasi Uji', code: CODE, realm_id: REALM_ID.customer, dealer_id: dealer })
    .returning({ id: organizations.id });
  customerId = org?.id ?? 0;
  const [user] = await db
    .insert(users)
    .values({
      username: EMAIL,
      email: EMAIL,
      name: 'Rina Aktivasi',
      realm_id: REALM_ID.customer,
      organization_id: customerId,
      isorgadmin: 1,
      isactive: 2,
      user_access: { view_realtime: true },
    })
    .returning({ id: users.id });
  adminId = user?.id ?? 0;
  await db.update(organizations).set({ super_admin_id: adminId }).where(eq(organizations.id, customerId));
  await db.insert(vehicles).values([
    { imei: '357880000004201', organization_id: customerId, vehicle_name: 'Uji 1', activation_status: '2' },
    { imei: '357880000004202', organization_id: customerId, vehicle_name: 'Uji 2', activation_status: '0' },
  ]);
  const [orphan] = await db
    .insert(organizations)
    .values({ name: 'PT Tanpa Admin', code: 'CUS-ACT-02', realm_id: REALM_ID.customer, dealer_id: dealer })
    .returning({ id: organizations.id });
  orphanId = orphan?.id ?? 0;
});
afterAll(() => t.close());

const get = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), url);
const post = async (username: string, url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(await t.tokenOf(username)), payload: body });
const refusal = (response: Awaited<ReturnType<typeof post>>) => [response.statusCode, bodyOf(response).code];
const change = async (username: string, url: string, note?: string) =>
  bodyOf<CustomerActivationRow>(await post(username, url, { customer_id: customerId, ...(note ? { note } : {}) }))
    .result;

describe('the customer activation report', () => {
  it("lists a dealer's customers 100 to a page, with the super admin, the fleet and the account state", async () => {
    const page = bodyOf<CustomerActivationPage>(await get('dealer', `${PATHS.list}?search=${CODE}`));
    expect(page.result).toMatchObject({ page: 1, limit: 100, total_data: 1 });
    expect(page.result.data[0]).toEqual({
      id: customerId,
      name: 'PT Aktivasi Uji',
      code: CODE,
      dealer_id: await orgIdOf(t.ctx, 'DLR-JKT'),
      dealer_name: 'Dealer Jakarta Timur',
      admin_name: 'Rina Aktivasi',
      admin_email: EMAIL,
      activation_status: '2',
      activation_state: null,
      vehicles: 2,
      activated_vehicles: 1,
      invited_at: null,
      last_change_at: null,
    });
    const waiting = bodyOf<CustomerActivationPage>(await get('dealer', `${PATHS.list}?activation_status=2`));
    expect(waiting.result.data.every((row) => row.activation_status === '2')).toBe(true);
    expect(waiting.result.data.some((row) => row.id === customerId)).toBe(true);
    const all = bodyOf<CustomerActivationPage>(await get('dealer', `${PATHS.list}?sort=-name`)).result.data;
    expect(all.every((row) => row.dealer_name === 'Dealer Jakarta Timur')).toBe(true);
    expect(all.map((row) => row.name)).toEqual([...all.map((row) => row.name)].sort((a, b) => b.localeCompare(a)));
  });

  it("keeps another dealer's customers out of sight, and refuses customers", async () => {
    expect((await get('dealer2', `${PATHS.view}?customer_id=${customerId}`)).statusCode).toBe(404);
    const other = bodyOf<CustomerActivationPage>(await get('dealer2', `${PATHS.list}?search=${CODE}`));
    expect(other.result.total_data).toBe(0);
    expect(refusal(await post('dealer2', PATHS.resend, { customer_id: customerId }))).toEqual([404, 'not_found']);
    expect(refusal(await post('dealer2', PATHS.addNote, { customer_id: customerId, note: 'x' }))).toEqual([
      404,
      'not_found',
    ]);
    expect((await get('customer', PATHS.list)).statusCode).toBe(403);
    expect((await get('customer', `${PATHS.history}?customer_id=${customerId}`)).statusCode).toBe(403);
    const brand = bodyOf<CustomerActivationPage>(await get('admin', `${PATHS.list}?count_perpage=500`)).result;
    expect(brand.data.some((row) => row.dealer_name === 'Dealer Surabaya')).toBe(true);
    expect(brand.data.some((row) => row.id === customerId)).toBe(true);
  });
});

describe('the customer activation lifecycle', () => {
  it('invites, activates by the set-password link, deactivates and forces, each kept with who and a note', async () => {
    const invited = await change('dealer', PATHS.resend, 'Signed the contract');
    expect(invited).toMatchObject({ activation_state: 'invited', activation_status: '2' });
    expect(invited.invited_at).not.toBeNull();
    const { db } = t.ctx.database;
    const [mail] = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.to_address).toBe(EMAIL);
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.organization_id, customerId), eq(notifications.type, 'info')));
    expect(told?.text).toContain(EMAIL);

    // The super admin sets the password through the mailed link: the customer is activated.
    const link = /\/change-password\?t=([^&\s]+)/.exec(mail?.body ?? '');
    const password = 'Aktivasi#Uji2026';
    const reset = await formPost(t.app, '/api/user/user/reset_password', {
      t: decodeURIComponent(link?.[1] ?? ''),
      password,
      confirm_password: password,
    });
    expect(reset.statusCode).toBe(200);
    const view = bodyOf<CustomerActivationRow>(await get('dealer', `${PATHS.view}?customer_id=${customerId}`));
    expect(view.result).toMatchObject({ activation_state: 'activated', activation_status: '1' });
    expect(refusal(await post('dealer', PATHS.resend, { customer_id: customerId }))).toEqual([
      409,
      'activation_failed',
    ]);

    // Deactivating and forcing are the brand's.
    expect(refusal(await post('dealer', PATHS.deactivate, { customer_id: customerId }))).toEqual([403, 'forbidden']);
    expect(refusal(await post('dealer', PATHS.forceActivate, { customer_id: customerId }))).toEqual([403, 'forbidden']);
    expect(await change('admin', PATHS.deactivate, 'Unpaid invoices')).toMatchObject({
      activation_state: 'deactivated',
      activation_status: '0',
    });
    const [off] = await db.select({ isactive: users.isactive }).from(users).where(eq(users.id, adminId));
    expect(off?.isactive).toBe(0);
    expect(refusal(await post('admin', PATHS.deactivate, { customer_id: customerId }))).toEqual([
      409,
      'deactivation_failed',
    ]);
    expect(await change('admin', PATHS.forceActivate, 'Paid')).toMatchObject({
      activation_state: 'force_activated',
      activation_status: '1',
    });
    expect(refusal(await post('admin', PATHS.forceActivate, { customer_id: customerId }))).toEqual([
      409,
      'activation_failed',
    ]);
    expect(
      (await post('dealer', PATHS.addNote, { customer_id: customerId, note: 'Called the owner' })).statusCode,
    ).toBe(200);
    expect(refusal(await post('dealer', PATHS.addNote, { customer_id: customerId, note: '  ' }))).toEqual([
      400,
      'bad_request',
    ]);
    const history = bodyOf<CustomerActivationHistory>(await get('dealer', `${PATHS.history}?customer_id=${customerId}`))
      .result.data;
    expect(history.map((e) => [e.event, e.note, e.user_name])).toEqual([
      ['note', 'Called the owner', 'Budi Santoso'],
      ['force_activated', 'Paid', 'Brand Administrator'],
      ['deactivated', 'Unpaid invoices', 'Brand Administrator'],
      ['activated', null, 'Rina Aktivasi'],
      ['invited', 'Signed the contract', 'Budi Santoso'],
    ]);
    const last = bodyOf<CustomerActivationRow>(await get('admin', `${PATHS.view}?customer_id=${customerId}`)).result;
    expect(last.last_change_at).toBe(history[0]?.created_at);
  });

  it('starts a new customer as invited, by whoever created it', async () => {
    const created = await formPost(
      t.app,
      '/api/user/user_org/add_user_org_customer',
      {
        name: 'PT Baru Diundang',
        code: 'CUS-ACT-03',
        business_sector: 'logistics',
        business_type: 'pt',
        province_id: '31',
        city_id: '31.75',
        district_id: '31.75.06',
        post_code: '13910',
        contact_name: 'Kontak Baru',
        job_title: 'Fleet Manager',
        phone: '081298765432',
        email: 'admin.baru@uji.example',
      },
      { headers: bearer(await t.tokenOf('dealer')) },
    );
    expect(created.statusCode).toBe(200);
    const id = bodyOf<{ id: number }>(created).result.id;
    const row = bodyOf<CustomerActivationRow>(await get('dealer', `${PATHS.view}?customer_id=${id}`)).result;
    expect(row).toMatchObject({
      activation_state: 'invited',
      activation_status: '2',
      admin_email: 'admin.baru@uji.example',
    });
    const history = bodyOf<CustomerActivationHistory>(await get('dealer', `${PATHS.history}?customer_id=${id}`)).result;
    expect(history.data.map((e) => [e.event, e.user_name])).toEqual([['invited', 'Budi Santoso']]);
  });

  it('refuses to invite a customer without a super admin, and fields no change declares', async () => {
    expect(refusal(await post('admin', PATHS.resend, { customer_id: orphanId }))).toEqual([409, 'activation_failed']);
    expect(refusal(await post('admin', PATHS.forceActivate, { customer_id: orphanId }))).toEqual([
      409,
      'activation_failed',
    ]);
    for (const field of ['activation_state', 'isactive', 'user_id']) {
      const response = await post('admin', PATHS.forceActivate, { customer_id: customerId, [field]: '1' });
      expect(refusal(response), field).toEqual([400, 'unknown_field']);
    }
    expect((await get('admin', `${PATHS.view}?customer_id=999999`)).statusCode).toBe(404);
  });
});
