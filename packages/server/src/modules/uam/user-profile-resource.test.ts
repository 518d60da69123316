import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import { outbox } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, formPost, getAs, grant, login, orgIdOf, updateUser } from '../../test-support/http-helpers.js';
import { accountOf, roleIdOf, snapshot, uamCalls } from '../../test-support/uam-calls.js';

let t: TestApp;
let call: ReturnType<typeof uamCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  call = uamCalls(t);
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/user/user_profile';
type Account = { id: number; username: string; organization_id: number; user_type_name: string | null };

const newUser = async (extra: Record<string, string | number> = {}) => ({
  username: 'rudi.hartono',
  name: 'Rudi Hartono',
  email: 'rudi@lognus.example',
  phone: '0812 3456 7890',
  organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
  user_type_id: await roleIdOf(t, 'Fleet viewer'),
  ...extra,
});

const lastMail = async () => (await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

describe('users (user/user_profile)', () => {
  it('creates a user with a role, mails a set-password link, and the link activates the account', async () => {
    const response = await call.post('admin', `${BASE}/add_user_profile`, await newUser());
    expect(response.statusCode).toBe(200);
    const account = await accountOf(t, 'rudi.hartono');
    expect(account).toMatchObject({ isactive: 2, isorgadmin: 3, realm_id: REALM_ID.customer });
    expect(Object.keys(account.user_access ?? {})).toContain('view_realtime');
    expect(Object.keys(account.user_access ?? {})).not.toContain('send_starter_kill');

    const mail = await lastMail();
    expect(mail?.to_address).toBe('rudi@lognus.example');
    const t_ = /change-password\?t=([^&\s]+)&reason=reset/.exec(mail?.body ?? '')?.[1];
    expect(t_).toBeDefined();
    expect(mail?.body).toContain('rudi.hartono');
    expect((await login(t.app, 'rudi.hartono', 'Chosen#2026')).statusCode).not.toBe(200);
    const reset = await formPost(t.app, '/api/user/user/reset_password', {
      t: decodeURIComponent(t_ ?? ''),
      password: 'Chosen#2026',
      confirm_password: 'Chosen#2026',
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(t.app, 'rudi.hartono', 'Chosen#2026');
    expect(bodyOf<{ token?: string }>(signedIn).result.token).toBeDefined();
    expect((await accountOf(t, 'rudi.hartono')).isactive).toBe(1);
  });

  it('refuses bad bodies and taken names with a clear message, writing nothing', async () => {
    const before = await snapshot(t);
    const mails = (await lastMail())?.id;
    const cases: [Record<string, string | number>, number, string][] = [
      [await newUser({ username: 'x y' }), 400, 'bad_request'],
      [await newUser({ email: 'not-an-email', username: 'new.one' }), 400, 'bad_request'],
      [await newUser({ username: 'CUSTOMER' }), 409, 'username_taken'],
      [await newUser({ username: 'new.one', email: 'customer@demo.armada.local' }), 409, 'email_taken'],
      [
        await newUser({ username: 'new.one', user_type_id: await roleIdOf(t, 'Dealer sales') }),
        400,
        'role_realm_mismatch',
      ],
      [await newUser({ username: 'new.one', user_type_id: 99999 }), 400, 'invalid_value'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call.post('admin', `${BASE}/add_user_profile`, body);
      expect([response.statusCode, bodyOf(response).code]).toEqual([status, code]);
    }
    const { email: _email, ...withoutEmail } = await newUser({ username: 'new.one' });
    expect((await call.post('admin', `${BASE}/add_user_profile`, withoutEmail)).statusCode).toBe(400);
    expect(await snapshot(t)).toBe(before);
    expect((await lastMail())?.id).toBe(mails);
  });

  it("answers 'not implemented' for delete: users are deactivated, never deleted", async () => {
    const response = await call.remove('admin', `${BASE}/delete_user_profile?id=1`);
    expect([response.statusCode, bodyOf(response).message]).toEqual([501, 'not implemented']);
  });

  it('asks for a token and for list_user / edit_user_profile', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_user_profile` })).statusCode).toBe(401);
    expect((await call.get('customer', `${BASE}/list_user_profile`)).statusCode).toBe(403);
    expect((await call.post('customer', `${BASE}/add_user_profile`, await newUser())).statusCode).toBe(403);
  });

  it("keeps another organisation's users invisible and unchangeable for a dealer", async () => {
    await grant(t.ctx, 'dealer', 'list_user', 'edit_user_profile', 'view_realtime');
    const seen = await call.rows<Account>('dealer', `${BASE}/list_user_profile?limit=100`);
    const orgs = new Set(seen.map((row) => row.organization_id));
    const own = ['DLR-JKT', 'CUS-LOGNUS', 'CUS-SINAR'];
    expect([...orgs].sort()).toEqual((await Promise.all(own.map((code) => orgIdOf(t.ctx, code)))).sort());
    expect(seen.map((row) => row.username)).not.toContain('customer2');

    const other = await accountOf(t, 'customer2');
    const before = await snapshot(t);
    const attempts = [
      await call.get('dealer', `${BASE}/view_user_profile?id=${other.id}`),
      await call.put('dealer', `${BASE}/edit_user_profile`, { id: other.id, name: 'Taken over' }),
      await call.remove('dealer', `${BASE}/deactivate_user_profile?id=${other.id}`),
      await call.post(
        'dealer',
        `${BASE}/add_user_profile`,
        await newUser({ username: 'intruder', email: 'i@x.example', organization_id: other.organization_id }),
      ),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await snapshot(t)).toBe(before);
  });

  it("shows an organisation's super admin only their own organisation's users", async () => {
    await grant(t.ctx, 'customer', 'list_user', 'edit_user_profile');
    const seen = await call.rows<Account>('customer', `${BASE}/list_user_profile?limit=100`);
    expect(new Set(seen.map((row) => row.organization_id))).toEqual(new Set([await orgIdOf(t.ctx, 'CUS-LOGNUS')]));
    expect(seen.map((row) => row.username)).toEqual(expect.arrayContaining(['customer', 'driver']));
  });

  it('refuses every privilege escalation, changing nothing', async () => {
    // customer: super admin (isorgadmin 1) of CUS-LOGNUS with the fleet keys and list_user, edit_user_profile.
    const wide = await call.post('admin', '/api/user/user_type/add_user_type', {
      name: 'Leasing watcher',
      realm_id: REALM_ID.customer,
      permission_keys: 'view_realtime,list_user_leasing',
    });
    const wideRole = bodyOf<{ id: number }>(wide).result.id;
    const driver = await accountOf(t, 'driver');
    // The driver, made an admin-level user (isorgadmin 2) of the organisation, managing users.
    await updateUser(t.ctx, 'driver', { isorgadmin: 2 });
    await grant(t.ctx, 'driver', 'list_user', 'edit_user_profile');
    const before = await snapshot(t);
    const refused: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        call.post(
          'customer',
          `${BASE}/add_user_profile`,
          await newUser({ username: 'user.one', email: 'u1@x.example', isorgadmin: 0 }),
        ),
        'level_not_allowed',
      ],
      [
        call.post(
          'customer',
          `${BASE}/add_user_profile`,
          await newUser({ username: 'user.two', email: 'u2@x.example', user_type_id: wideRole }),
        ),
        'grant_not_held',
      ],
      [call.put('customer', `${BASE}/edit_user_profile`, { id: driver.id, isorgadmin: 0 }), 'level_not_allowed'],
      [call.put('customer', `${BASE}/edit_user_profile`, { id: driver.id, user_type_id: wideRole }), 'grant_not_held'],
      [
        call.put('customer', `${BASE}/edit_user_profile`, { id: (await accountOf(t, 'customer')).id, isorgadmin: 0 }),
        'own_level',
      ],
    ];
    for (const [pending, code] of refused) {
      const response = await pending;
      expect([response.statusCode, (response.json() as { code: string }).code]).toEqual([403, code]);
    }
    // An admin-level user (isorgadmin 2) may not touch the organisation's super admin (1).
    const superAdmin = (await accountOf(t, 'customer')).id;
    const above = await call.put('driver', `${BASE}/edit_user_profile`, { id: superAdmin, name: 'Demoted' });
    expect(bodyOf(above).code).toBe('user_level_above');
    const deactivate = await call.remove('driver', `${BASE}/deactivate_user_profile?id=${superAdmin}`);
    expect(bodyOf(deactivate).code).toBe('user_level_above');
    const raised = await call.post(
      'driver',
      `${BASE}/add_user_profile`,
      await newUser({ username: 'user.three', email: 'u3@x.example', isorgadmin: 1 }),
    );
    expect(bodyOf(raised).code).toBe('level_not_allowed');
    const self = await call.remove('customer', `${BASE}/deactivate_user_profile?id=${superAdmin}`);
    expect(bodyOf(self).code).toBe('own_account');
    expect(await snapshot(t)).toBe(before);
    await updateUser(t.ctx, 'driver', { isorgadmin: 3 });
  });

  it('deactivates a user, which ends their sessions, and switches them on again', async () => {
    const driver = await accountOf(t, 'driver');
    const token = await t.tokenOf('driver');
    expect((await getAs(t.app, token, '/api/user/user/view_profile')).statusCode).toBe(200);
    const off = await call.remove('customer', `${BASE}/deactivate_user_profile?id=${driver.id}`);
    expect(off.statusCode).toBe(200);
    expect((await accountOf(t, 'driver')).isactive).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // past the guard's session cache
    expect((await getAs(t.app, token, '/api/user/user/view_profile')).statusCode).toBe(401);

    const on = await call.put('customer', `${BASE}/edit_user_profile`, { id: driver.id, isactive: 1, phone: '0811' });
    expect(on.statusCode).toBe(200);
    expect(await accountOf(t, 'driver')).toMatchObject({ isactive: 1, phone: '0811' });
  });
});
