import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@armada/domain';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, decodeToken, getAs, login, orgIdOf, updateUser, userRow } from '../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type SignedIn = { token: string; globalSessionID: string; ssoToken: string };

describe('POST login_user', () => {
  it('signs a good user in with token, global session and sso token', async () => {
    const response = await login(t.app, 'customer');
    expect(response.statusCode).toBe(200);
    const body = bodyOf<SignedIn>(response);
    expect(body.response).toBe(200);
    expect(body.result.token.split('.')).toHaveLength(3);
    expect(body.result.globalSessionID).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.result.ssoToken.length).toBeGreaterThan(20);
  });

  it('accepts the username in any case, or the e-mail', async () => {
    expect((await login(t.app, 'CUSTOMER')).statusCode).toBe(200);
    expect((await login(t.app, 'customer@demo.armada.local')).statusCode).toBe(200);
  });

  it('puts every claim of the contract in the token', async () => {
    const customer = await userRow(t.ctx, 'customer');
    const body = bodyOf<SignedIn>(await login(t.app, 'customer'));
    const claims = decodeToken(body.result.token);
    expect(claims).toMatchObject({
      realm_id: customer.realm_id,
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      user_id: customer.id,
      username: 'customer',
      isorgadmin: 1,
      access_type: 3,
      gsid: body.result.globalSessionID,
    });
    expect(claims.user_access).toEqual(customer.user_access);
    expect(claims.user_access.view_realtime).toBe(true);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + t.ctx.config.tokenTtlSeconds + 5);
  });

  it('refuses a wrong password and an unknown user with the same words', async () => {
    for (const [username, password] of [
      ['customer', 'Wrong#Pass1'],
      ['nobody-here', 'Armada#2026'],
      ['', 'Armada#2026'],
    ] as const) {
      const response = await login(t.app, username, password);
      expect(response.statusCode).toBe(401);
      const body = bodyOf(response);
      expect(body).toMatchObject({ code: 'wrong_credentials', message: 'Username or password is wrong' });
      expect(body.result).toBeUndefined();
    }
  });

  it('refuses an account that is not active (isactive 2) with response 2', async () => {
    const response = await login(t.app, 'inactive');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({
      response: 2,
      code: 'account_not_active',
      message: 'Your account is not active, follow instruction on your email to continue',
      result: { isactive: 2 },
    });
  });

  it('refuses an account switched off by an administrator (isactive 0)', async () => {
    await updateUser(t.ctx, 'agro', { isactive: 0 });
    const response = await login(t.app, 'agro');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({ code: 'account_not_activated', message: 'Account not activated' });
  });

  it("says 'Password expired' when user_access is null", async () => {
    await updateUser(t.ctx, 'euro4', { user_access: null });
    const response = await login(t.app, 'euro4');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({ code: 'password_expired_sso', message: 'Password expired' });
  });

  it('gives a change token for an expired or a weak password', async () => {
    for (const [username, code, message] of [
      ['expired', 'password_expired', 'Your password has expired'],
      ['weak', 'password_weak', 'Your password is weak'],
    ] as const) {
      const response = await login(t.app, username);
      expect(response.statusCode).toBe(403);
      const body = bodyOf<{ change_token: string }>(response);
      expect(body).toMatchObject({ code, message });
      expect(body.result.change_token.length).toBeGreaterThan(20);
      expect(body.result).not.toHaveProperty('token');
    }
  });

  it('refuses every call made with a change token as bearer', async () => {
    const changeToken = bodyOf<{ change_token: string }>(await login(t.app, 'expired')).result.change_token;
    const response = await getAs(t.app, changeToken, '/api/user/user/view_profile');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({
      code: 'must_change_password',
      message: 'You can not login if you have not changed your password',
    });
  });
});

describe('privacy policy', () => {
  const policyUrl = (t_: string) => `/api/user/user/privacy_policy?t=${encodeURIComponent(t_)}`;
  const approveUrl = (t_: string) => `/api/user/user/privacy_policy_user?t=${encodeURIComponent(t_)}`;

  it('tells a plain user to ask the super admin, without a token', async () => {
    const response = await login(t.app, 'nopolicyuser');
    expect(response.statusCode).toBe(403);
    const body = bodyOf(response);
    expect(body).toMatchObject({ response: 2, code: 'privacy_policy_ask_super_admin' });
    expect(body.message).toContain('ask your Super Admin');
    expect(body.result).toBeUndefined();
  });

  it('refuses a bad t on both calls', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: policyUrl('not-a-token') }),
      await t.app.inject({ method: 'POST', url: approveUrl('not-a-token') }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toMatchObject({ code: 'invalid_token', message: 'Invalid token' });
    }
  });

  it('lets the super admin read and approve it, which signs in and opens the organisation', async () => {
    const first = await login(t.app, 'nopolicy');
    expect(first.statusCode).toBe(403);
    const refusal = bodyOf<{ t: string }>(first);
    expect(refusal).toMatchObject({
      response: 2,
      code: 'privacy_policy_required',
      message: MESSAGES.privacy_policy_required,
    });
    const policyToken = refusal.result.t;

    const screen = await t.app.inject({ method: 'GET', url: policyUrl(policyToken) });
    expect(screen.statusCode).toBe(200);
    expect(bodyOf(screen).result).toEqual({ organization_name: 'PT Kebijakan Baru', username: 'nopolicy' });

    const approved = await t.app.inject({ method: 'POST', url: approveUrl(policyToken) });
    expect(approved.statusCode).toBe(200);
    const signed = bodyOf<SignedIn>(approved).result;
    expect(decodeToken(signed.token)).toMatchObject({ username: 'nopolicy', gsid: signed.globalSessionID });
    expect((await getAs(t.app, signed.token, '/api/user/user/view_profile')).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: approveUrl(policyToken) });
    expect(bodyOf(again)).toMatchObject({ code: 'invalid_token' });
    expect((await login(t.app, 'nopolicyuser')).statusCode).toBe(200);
    expect((await login(t.app, 'nopolicy')).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('locks a user after 5 wrong passwords from an address, even for the right one, but not another user', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'customer2', 'Wrong#Pass1', ip)).statusCode).toBe(401);
    const locked = await login(t.app, 'customer2', 'Armada#2026', ip);
    expect(locked.statusCode).toBe(429);
    const body = bodyOf<{ retry_after_seconds: number }>(locked);
    expect(body.code).toBe('too_many_attempts');
    expect(body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(body.result.retry_after_seconds).toBeGreaterThan(14 * 60);
    expect(body.result.retry_after_seconds).toBeLessThanOrEqual(15 * 60);

    expect((await login(t.app, 'dealer2', 'Armada#2026', ip)).statusCode).toBe(200);
    // The lock is the address's own (review L7): the owner elsewhere still signs in.
    expect((await login(t.app, 'customer2', 'Armada#2026', '10.1.0.2')).statusCode).toBe(200);
  });

  it('counts failures by account, whether the username or the e-mail was typed', async () => {
    const ip = '10.1.0.6';
    for (let i = 0; i < 3; i++) await login(t.app, 'euro4', 'Wrong#Pass1', ip);
    for (let i = 0; i < 2; i++) await login(t.app, 'euro4@demo.armada.local', 'Wrong#Pass1', ip);
    expect((await login(t.app, 'euro4@demo.armada.local', 'Armada#2026', ip)).statusCode).toBe(429);
    expect((await login(t.app, 'euro4', 'Armada#2026', ip)).statusCode).toBe(429);
  });

  it('counts failures since the last success only', async () => {
    const ip = '10.1.0.3';
    for (let i = 0; i < 4; i++) await login(t.app, 'leasing', 'Wrong#Pass1', ip);
    expect((await login(t.app, 'leasing', 'Armada#2026', ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, 'leasing', 'Wrong#Pass1', ip);
    expect((await login(t.app, 'leasing', 'Armada#2026', ip)).statusCode).toBe(200);
  });

  it('throttles an address after 30 failures across usernames', async () => {
    const ip = '10.1.0.4';
    for (let i = 0; i < 30; i++) expect((await login(t.app, `ghost${i}`, 'x', ip)).statusCode).toBe(401);
    const response = await login(t.app, 'callcenter', 'Armada#2026', ip);
    expect(response.statusCode).toBe(429);
    expect((await login(t.app, 'callcenter', 'Armada#2026', '10.1.0.5')).statusCode).toBe(200);
  });
});
