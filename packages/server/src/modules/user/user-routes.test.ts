import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, grant, login, orgIdOf, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Profile = Record<string, unknown> & { email: string | null; name: string; phone: string | null };
type LogPage = {
  data: { username: string; status: string; created_at: string; ip: string | null }[];
  total_data: number;
  page: number;
  limit: number;
};

const editProfile = (token: string, fields: Record<string, string>) =>
  formPost(t.app, '/api/user/user/edit_profile', fields, { method: 'PUT', headers: bearer(token) });
const logsAs = async (token: string, query = '') =>
  getAs(t.app, token, `/api/user/user/login_log${query ? `?${query}` : ''}`);

describe('GET view_profile', () => {
  it("gives the caller's own profile with every field of the contract", async () => {
    const response = await getAs(t.app, await t.tokenOf('dealer'), '/api/user/user/view_profile');
    expect(response.statusCode).toBe(200);
    const profile = bodyOf<Profile>(response).result;
    const dealer = await userRow(t.ctx, 'dealer');
    expect(profile).toMatchObject({
      user_id: dealer.id,
      username: 'dealer',
      name: 'Budi Santoso',
      email: 'dealer@demo.armada.local',
      isorgadmin: 1,
      role: 'super',
      realm: 'dealer',
      realm_id: dealer.realm_id,
      organization_id: await orgIdOf(t.ctx, 'DLR-JKT'),
      organization_name: 'Dealer Jakarta Timur',
      access_type: 3,
    });
    const changed = Date.parse(String(profile.password_changed_at));
    const expires = Date.parse(String(profile.password_expires_at));
    expect(expires - changed).toBe(t.ctx.config.passwordMaxAgeDays * 86_400_000);
    expect(profile.privacy_policy_approved_at).not.toBeNull();
    expect(Object.keys(profile)).not.toContain('password_hash');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/user/view_profile' })).statusCode).toBe(401);
  });
});

describe('PUT edit_profile', () => {
  it('updates name, e-mail and phone of the caller only', async () => {
    const token = await t.tokenOf('driver');
    const response = await editProfile(token, {
      name: '  Slamet R.  ',
      email: 'slamet@example.co.id',
      phone: '+62 812-3456',
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<Profile>(response).result).toMatchObject({
      username: 'driver',
      name: 'Slamet R.',
      email: 'slamet@example.co.id',
      phone: '+62 812-3456',
    });
    expect(await userRow(t.ctx, 'driver')).toMatchObject({ name: 'Slamet R.', email: 'slamet@example.co.id' });
    expect((await userRow(t.ctx, 'customer')).name).toBe('Agus Wijaya');
  });

  it('refuses an invalid e-mail and a bad phone and changes nothing', async () => {
    const token = await t.tokenOf('driver');
    for (const email of ['no-at-sign.com', 'a@b', 'a b@c.d']) {
      const response = await editProfile(token, { name: 'Changed', email });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toMatchObject({ code: 'invalid_email', message: 'Invalid email' });
    }
    const badPhone = await editProfile(token, { name: 'Changed', phone: 'call me' });
    expect(bodyOf(badPhone)).toMatchObject({ response: 400, code: 'bad_request' });
    expect(bodyOf(await editProfile(token, { name: '' }))).toMatchObject({ code: 'bad_request' });
    expect((await userRow(t.ctx, 'driver')).name).toBe('Slamet R.');
  });

  it("keeps the caller's time zone and number style, Jakarta and German until chosen, and refuses others", async () => {
    const token = await t.tokenOf('driver');
    const before = bodyOf<Profile>(await getAs(t.app, token, '/api/user/user/view_profile')).result;
    expect(before).toMatchObject({ time_zone: 'Asia/Jakarta', number_style: 'de' });
    const changed = await editProfile(token, { name: 'Slamet R.', time_zone: 'Asia/Makassar', number_style: 'us' });
    expect(bodyOf<Profile>(changed).result).toMatchObject({ time_zone: 'Asia/Makassar', number_style: 'us' });
    // A later edit that leaves them out keeps them.
    expect(bodyOf<Profile>(await editProfile(token, { name: 'Slamet R.' })).result).toMatchObject({
      time_zone: 'Asia/Makassar',
      number_style: 'us',
    });
    const refused: Record<string, string>[] = [
      { time_zone: 'Europe/Berlin' },
      { time_zone: 'UTC' },
      { number_style: 'fr' },
    ];
    for (const fields of refused) {
      expect(bodyOf(await editProfile(token, { name: 'Slamet R.', ...fields }))).toMatchObject({ code: 'bad_request' });
    }
    expect(await userRow(t.ctx, 'driver')).toMatchObject({ time_zone: 'Asia/Makassar', number_style: 'us' });
  });

  it('clears e-mail and phone when sent empty', async () => {
    const token = await t.tokenOf('driver');
    const response = await editProfile(token, { name: 'Slamet', email: '', phone: '' });
    expect(bodyOf<Profile>(response).result).toMatchObject({ email: null, phone: null });
  });

  it('needs view_user', async () => {
    // A user without view_user: leasing keeps its other keys.
    await t.ctx.database.db.execute(
      sql`UPDATE users SET user_access = user_access - 'view_user' WHERE username = 'leasing'`,
    );
    const response = await editProfile(await t.tokenOf('leasing'), { name: 'X' });
    expect(response.statusCode).toBe(403);
    expect((await userRow(t.ctx, 'leasing')).name).toBe('Hendra Gunawan');
  });
});

describe('GET login_log', () => {
  beforeAll(async () => {
    await login(t.app, 'dealer2', 'Wrong#Pass1', '10.2.0.1');
    await login(t.app, 'dealer2', 'Armada#2026', '10.2.0.1');
    await login(t.app, 'customer2', 'Armada#2026', '10.2.0.2');
    await login(t.app, 'inactive', 'Armada#2026', '10.2.0.3');
    await login(t.app, 'ghost', 'whatever', '10.2.0.4');
    await login(t.app, 'customer', 'Wrong#Pass1', '10.2.0.5');
  });

  it('records each attempt with username, status, time and address', async () => {
    const response = await logsAs(await t.tokenOf('root'), 'limit=100');
    expect(response.statusCode).toBe(200);
    const { data, total_data } = bodyOf<LogPage>(response).result;
    expect(total_data).toBeGreaterThanOrEqual(6);
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'dealer2', status: 'wrong_credentials', ip: '10.2.0.1' }),
        expect.objectContaining({ username: 'dealer2', status: 'success', ip: '10.2.0.1' }),
        expect.objectContaining({ username: 'inactive', status: 'account_not_active' }),
        expect.objectContaining({ username: 'ghost', status: 'wrong_credentials' }),
      ]),
    );
    for (const row of data) expect(Math.abs(Date.now() - Date.parse(row.created_at))).toBeLessThan(120_000);
    const times = data.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by username and status', async () => {
    const token = await t.tokenOf('root');
    const byUser = bodyOf<LogPage>(await logsAs(token, 'username=dealer2&limit=100')).result;
    expect(byUser.total_data).toBe(2);
    expect(byUser.data.every((row) => row.username === 'dealer2')).toBe(true);

    const failed = bodyOf<LogPage>(await logsAs(token, 'username=dealer2&status=wrong_credentials')).result;
    expect(failed.total_data).toBe(1);
    expect(failed.data[0]).toMatchObject({ username: 'dealer2', status: 'wrong_credentials' });

    const today = new Date().toISOString().slice(0, 10);
    const dated = bodyOf<LogPage>(await logsAs(token, `username=dealer2&start_date=${today}&end_date=${today}`)).result;
    expect(dated.total_data).toBe(2);
    const past = bodyOf<LogPage>(await logsAs(token, 'username=dealer2&end_date=2020-01-01')).result;
    expect(past.total_data).toBe(0);
    // LIKE wildcards in the filter are taken literally.
    for (const wildcard of ['%25', '_', 'dealer_'])
      expect(bodyOf<LogPage>(await logsAs(token, `username=${wildcard}`)).result.total_data).toBe(0);
  });

  it('pages in the query', async () => {
    const token = await t.tokenOf('root');
    const all = bodyOf<LogPage>(await logsAs(token, 'limit=1000')).result;
    const second = bodyOf<LogPage>(await logsAs(token, 'limit=2&page=2')).result;
    expect(second).toMatchObject({ page: 2, limit: 2, total_data: all.total_data });
    expect(second.data).toEqual(all.data.slice(2, 4));
  });

  it('refuses bad query values', async () => {
    const token = await t.tokenOf('root');
    for (const query of ['page=0', 'limit=5000', 'start_date=yesterday', 'sort_by=password']) {
      expect(bodyOf(await logsAs(token, query))).toMatchObject({
        response: 400,
        code: 'bad_request',
        message: MESSAGES.bad_request,
      });
    }
  });

  it("shows a dealer only its organisations' logs", async () => {
    await grant(t.ctx, 'dealer', 'list_login_log');
    const response = await logsAs(await t.tokenOf('dealer'), 'limit=1000');
    expect(response.statusCode).toBe(200);
    const names = new Set(bodyOf<LogPage>(response).result.data.map((row) => row.username));
    expect(names).toContain('customer');
    expect(names).toContain('inactive');
    expect(names).toContain('dealer');
    for (const outsider of ['dealer2', 'customer2', 'ghost', 'root']) expect(names).not.toContain(outsider);
  });

  it('shows a customer only its own organisation', async () => {
    await grant(t.ctx, 'customer2', 'list_login_log');
    const names = new Set(
      bodyOf<LogPage>(await logsAs(await t.tokenOf('customer2'), 'limit=1000')).result.data.map((row) => row.username),
    );
    expect([...names]).toEqual(['customer2']);
  });

  it('is forbidden without list_login_log', async () => {
    const response = await logsAs(await t.tokenOf('customer'));
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).code).toBe('forbidden');
  });
});
