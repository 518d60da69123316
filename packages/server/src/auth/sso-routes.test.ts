import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { cookieValue, decodeToken, formPost, getAs, grant, updateUser } from '../test-support/http-helpers.js';
import { signToken } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// inject's default Host is localhost:80, so the portal's own origin is http://localhost.
const OWN = 'http://localhost';
type Verified = { auth: string; token: string; globalSessionID: string };

async function ssoLogin(username: string, password = 'Armada#2026', serviceURL = 'http://localhost:80/dashboard') {
  return formPost(t.app, '/sso/login', { username, password, serviceURL });
}

/** Signs in through the page and gives back what the redirect carries. */
async function ssoSession(username: string) {
  const response = await ssoLogin(username);
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location ?? '');
  return {
    response,
    location,
    ssoToken: location.searchParams.get('ssoToken') ?? '',
    gsid: location.searchParams.get('gsid') ?? '',
  };
}

const verify = (ssoToken: string) =>
  t.app.inject({ method: 'GET', url: `/sso/verifytoken?ssoToken=${encodeURIComponent(ssoToken)}` });

describe('GET /sso/login', () => {
  it('shows the sign-in page with a form posting to /sso/login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sso/login?serviceURL=%2Fdashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<form[^>]*method="post"/i);
    expect(response.body).toMatch(/name="username"/);
    expect(response.body).toMatch(/name="password"/);
    expect(response.body).toContain(`${OWN}/dashboard`);
  });

  it('never puts a foreign serviceURL in the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sso/login?serviceURL=https%3A%2F%2Fevil.example%2Fsteal',
    });
    expect(response.body).not.toContain('evil.example');
  });
});

describe('POST /sso/login', () => {
  it('redirects to serviceURL with ssoToken and gsid and sets the gsid cookie', async () => {
    const { response, location, ssoToken, gsid } = await ssoSession('customer');
    expect(`${location.origin}${location.pathname}`).toBe(`${OWN}/dashboard`);
    expect(ssoToken.length).toBeGreaterThan(20);
    expect(gsid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = response.cookies.find((c) => c.name === 'gsid');
    expect(cookie).toMatchObject({ value: gsid, path: '/', httpOnly: true, sameSite: 'Lax' });
  });

  it('falls back to its own /login for a serviceURL on a foreign origin', async () => {
    for (const foreign of ['https://evil.example/dashboard', '//evil.example/x', 'http://localhost:8081/dashboard']) {
      const response = await ssoLogin('customer', 'Armada#2026', foreign);
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${OWN}/login`);
    }
  });

  it('shows the page again with 401 and the message for a wrong password', async () => {
    const response = await ssoLogin('customer', 'Wrong#Pass1');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Username or password is wrong');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('shows the message in the language asked for', async () => {
    const indonesian = await formPost(t.app, '/sso/login', {
      username: 'customer',
      password: 'Wrong#Pass1',
      lang: 'id',
    });
    expect(indonesian.statusCode).toBe(401);
    expect(indonesian.body).toContain('Nama pengguna atau kata sandi salah');
    const japanese = await formPost(t.app, '/sso/login', { username: 'customer', password: 'Wrong#Pass1', lang: 'ja' });
    expect(japanese.body).toContain('ユーザー名またはパスワードが間違っています');
  });

  it('sends an expired or weak password to the change-password screen', async () => {
    for (const [username, reason] of [
      ['expired', 'expired'],
      ['weak', 'weak'],
    ] as const) {
      const response = await ssoLogin(username);
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location ?? '');
      expect(location.pathname).toBe('/change-password');
      expect(location.searchParams.get('reason')).toBe(reason);
      expect(location.searchParams.get('t')?.length).toBeGreaterThan(20);
      expect(cookieValue(response, 'gsid')).toBeUndefined();
    }
  });

  it('sends a super admin without privacy approval to /privacy_policy/<t>', async () => {
    const response = await ssoLogin('nopolicy');
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location ?? '');
    expect(location.pathname).toMatch(/^\/privacy_policy\/[\w-]{20,}$/);
    const policyToken = decodeURIComponent(location.pathname.split('/')[2] ?? '');
    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/user/user/privacy_policy?t=${encodeURIComponent(policyToken)}`,
    });
    expect(screen.statusCode).toBe(200);
  });

  it('tells a plain user without privacy approval to ask the super admin', async () => {
    const response = await ssoLogin('nopolicyuser');
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('ask your Super Admin');
  });
});

describe('tokens and the global session', () => {
  it('exchanges the ssoToken for a bearer token of the same session', async () => {
    const { ssoToken, gsid } = await ssoSession('dealer');
    const response = await verify(ssoToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<Verified>();
    expect(body).toMatchObject({ auth: 'true', globalSessionID: gsid });
    expect(decodeToken(body.token)).toMatchObject({ username: 'dealer', gsid });
    expect((await getAs(t.app, body.token, '/api/user/user/view_profile')).statusCode).toBe(200);
  });

  it('refuses a bad ssoToken', async () => {
    const response = await verify('nope');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ auth: 'false', code: 'invalid_token', message: 'Invalid token' });
  });

  it('refreshes a token, with permissions granted in between', async () => {
    const { ssoToken, gsid } = await ssoSession('callcenter');
    const old = (await verify(ssoToken)).json<Verified>().token;
    expect(decodeToken(old).user_access.list_login_log).toBeUndefined();
    await grant(t.ctx, 'callcenter', 'list_login_log');

    const lapsed = await signToken({ ...decodeToken(old), gsid }, t.ctx.secrets.tokenKey, -60);
    for (const runnerToken of [old, lapsed]) {
      const response = await formPost(t.app, '/sso/refresh_token', { ssoToken, runnerToken });
      expect(response.statusCode).toBe(200);
      const body = response.json<Verified>();
      expect(body).toMatchObject({ auth: 'true', globalSessionID: gsid });
      expect(decodeToken(body.token).user_access.list_login_log).toBe(true);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/sso/refresh_token',
      payload: { ssoToken, runnerToken: old },
    });
    expect(json.statusCode).toBe(200);
  });

  it('refuses to refresh a token of another session or not ours', async () => {
    const a = await ssoSession('customer');
    const b = await ssoSession('customer');
    const tokenOfB = (await verify(b.ssoToken)).json<Verified>().token;
    const foreign = await signToken(decodeToken(tokenOfB), new TextEncoder().encode('x'.repeat(32)), 600);
    for (const runnerToken of [tokenOfB, foreign, 'garbage']) {
      const response = await formPost(t.app, '/sso/refresh_token', { ssoToken: a.ssoToken, runnerToken });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ auth: 'false', code: 'invalid_token' });
    }
  });

  it('refuses to refresh for a user whose user_access became null', async () => {
    const { ssoToken } = await ssoSession('agro');
    const token = (await verify(ssoToken)).json<Verified>().token;
    await updateUser(t.ctx, 'agro', { user_access: null });
    expect((await formPost(t.app, '/sso/refresh_token', { ssoToken, runnerToken: token })).statusCode).toBe(401);
  });

  it('confirms the gsid cookie and sets it again', async () => {
    const { gsid } = await ssoSession('customer2');
    const response = await t.app.inject({ method: 'GET', url: '/sso/session', cookies: { gsid } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: 'true', globalSessionID: gsid });
    expect(response.cookies.find((c) => c.name === 'gsid')).toMatchObject({
      value: gsid,
      httpOnly: true,
      sameSite: 'Lax',
    });

    for (const cookies of [{}, { gsid: 'not-a-session' }] as Record<string, string>[]) {
      const refused = await t.app.inject({ method: 'GET', url: '/sso/session', cookies });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ auth: 'false' });
    }
  });

  it('ends the session on logout: cookie cleared, verifytoken and session refused', async () => {
    const { ssoToken, gsid } = await ssoSession('leasing');
    const out = await t.app.inject({
      method: 'POST',
      url: '/sso/logout',
      payload: { serviceURL: '/login' },
      cookies: { gsid },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${OWN}/login`);
    const cleared = out.cookies.find((c) => c.name === 'gsid');
    expect(cleared?.value).toBe('');
    expect((await verify(ssoToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/sso/session', cookies: { gsid } })).statusCode).toBe(401);
  });
});
