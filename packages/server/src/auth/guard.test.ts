import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, REALM_ID } from '@armada/domain';
import { sessions } from '../db/schema.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, cookieValue, decodeToken, formPost, getAs } from '../test-support/http-helpers.js';
import { scopeFor } from './scope.js';
import { signToken } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROFILE = '/api/user/user/view_profile';

function expectError(response: Awaited<ReturnType<typeof getAs>>, status: number, code: keyof typeof MESSAGES) {
  expect(response.statusCode).toBe(status);
  expect(bodyOf(response)).toMatchObject({ response: status, code, message: MESSAGES[code] });
}

describe('authentication', () => {
  it('answers 401 unauthorized without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: PROFILE }), 401, 'unauthorized');
    expectError(
      await t.app.inject({ method: 'GET', url: PROFILE, headers: { authorization: 'Bearer ' } }),
      401,
      'unauthorized',
    );
  });

  it('answers 401 unauthorized for a garbage token or another scheme', async () => {
    expectError(await getAs(t.app, 'garbage.not.jwt', PROFILE), 401, 'unauthorized');
    const token = await t.tokenOf('customer');
    const basic = await t.app.inject({ method: 'GET', url: PROFILE, headers: { authorization: `Basic ${token}` } });
    expectError(basic, 401, 'unauthorized');
  });

  it('answers 401 unauthorized for a token signed with another key or altered', async () => {
    const token = await t.tokenOf('customer');
    const claims = decodeToken(token);
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const foreign = await signToken(rest, new TextEncoder().encode('another key, 32 bytes long......'), 600);
    expectError(await getAs(t.app, foreign, PROFILE), 401, 'unauthorized');

    const [head, , signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims, isorgadmin: 0 })).toString('base64url');
    expectError(await getAs(t.app, `${head}.${raised}.${signature}`, PROFILE), 401, 'unauthorized');
  });

  it('accepts a token of ours with a live session', async () => {
    const response = await getAs(t.app, await t.tokenOf('customer'), PROFILE);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).result).toMatchObject({ username: 'customer' });
  });

  it('answers 401 session_expired for an expired token', async () => {
    const live = decodeToken(await t.tokenOf('customer'));
    const { exp: _exp, iat: _iat, ...claims } = live;
    const expired = await signToken(claims, t.ctx.secrets.tokenKey, -10);
    expectError(await getAs(t.app, expired, PROFILE), 401, 'session_expired');
  });

  it('answers 401 session_expired once the global session has lapsed in the database', async () => {
    const token = await t.tokenOf('customer');
    await t.ctx.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.gsid, decodeToken(token).gsid));
    expectError(await getAs(t.app, token, PROFILE), 401, 'session_expired');
  });

  it('answers 401 session_expired after /sso/logout with the gsid cookie', async () => {
    const signed = await formPost(t.app, '/sso/login', { username: 'customer', password: 'Armada#2026' });
    const gsid = cookieValue(signed, 'gsid');
    expect(gsid).toBeTruthy();
    const token = await t.tokenOf('customer');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/sso/verifytoken?ssoToken=${new URL(signed.headers.location ?? '').searchParams.get('ssoToken')}`,
    });
    const ssoBearer = verified.json<{ token: string }>().token;
    expect((await getAs(t.app, ssoBearer, PROFILE)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/sso/logout', payload: {}, cookies: { gsid: gsid ?? '' } });
    expect(out.statusCode).toBe(302);
    expectError(await getAs(t.app, ssoBearer, PROFILE), 401, 'session_expired');
    // Another session of the same user is not ended by it.
    expect((await getAs(t.app, token, PROFILE)).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('answers 403 forbidden when the permission is missing', async () => {
    expectError(await getAs(t.app, await t.tokenOf('driver'), '/api/user/user/login_log'), 403, 'forbidden');
    expectError(
      await getAs(t.app, await t.tokenOf('customer'), '/api/user/user_org/list_user_org_customer'),
      403,
      'forbidden',
    );
  });

  it('lets root through every permission although its user_access is empty', async () => {
    const token = await t.tokenOf('root');
    expect(decodeToken(token).user_access).toEqual({});
    expect((await getAs(t.app, token, '/api/user/user/login_log')).statusCode).toBe(200);
    expect((await getAs(t.app, token, '/api/user/outbox/list_outbox')).statusCode).toBe(200);
  });

  it('checks the permission of the token, not a query or header claim', async () => {
    const token = await t.tokenOf('driver');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/user/login_log?isorgadmin=0',
      headers: { authorization: `Bearer ${token}`, 'x-isorgadmin': '0' },
    });
    expectError(response, 403, 'forbidden');
  });
});

describe('scopeFor', () => {
  const viewer = (isorgadmin: number, realm: keyof typeof REALM_ID, organization_id = 7) => ({
    isorgadmin,
    realm_id: REALM_ID[realm],
    organization_id,
  });

  it('gives root and the admin realm everything', () => {
    expect(scopeFor(viewer(0, 'customer'))).toEqual({ kind: 'all' });
    expect(scopeFor(viewer(2, 'admin'))).toEqual({ kind: 'all' });
    expect(scopeFor(viewer(3, 'admin'))).toEqual({ kind: 'all' });
  });

  it('gives a dealer its organisation and customers, anyone else their own organisation', () => {
    expect(scopeFor(viewer(1, 'dealer', 4))).toEqual({ kind: 'dealer', orgId: 4 });
    for (const realm of ['customer', 'leasing', 'euro4', 'best-agro'] as const) {
      expect(scopeFor(viewer(1, realm, 9))).toEqual({ kind: 'own', orgId: 9 });
    }
    expect(scopeFor({ isorgadmin: 1, realm_id: 99, organization_id: 9 })).toEqual({ kind: 'own', orgId: 9 });
  });
});
