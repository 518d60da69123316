import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@armada/domain';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, cookieValue, formPost, getAs } from '../test-support/http-helpers.js';
import { openLiveClient, type LiveTestClient } from '../test-support/live-client.js';
import { accountOf, roleIdOf, uamCalls } from '../test-support/uam-calls.js';

let t: TestApp;
let base: string;
let call: ReturnType<typeof uamCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  call = uamCalls(t);
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(async () => {
  await t.close();
});

const PROFILE = '/api/user/user/view_profile';
const GROUPS = '/api/vehicle/vehicle_group/list_vehicle_group';
const isReady = (m: LiveServerMessage) => m.type === 'ready';

/** A live socket of this token, once it is authenticated. */
async function liveSocket(token: string): Promise<LiveTestClient> {
  const client = await openLiveClient(`${base}/live?token=${token}`);
  await client.waitFor(isReady);
  return client;
}

/** How the socket closed, or 'open' when it is still open after `ms`. */
const closedWithin = (client: LiveTestClient, ms: number) =>
  Promise.race([client.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** Signs in through the sign-in page (for the gsid cookie) and exchanges the ssoToken for a bearer token. */
async function ssoSignIn(username: string) {
  const signed = await formPost(t.app, '/sso/login', { username, password: 'Armada#2026' });
  const ssoToken = new URL(signed.headers.location ?? '').searchParams.get('ssoToken') ?? '';
  const verified = await t.app.inject({ method: 'GET', url: `/sso/verifytoken?ssoToken=${ssoToken}` });
  return { gsid: cookieValue(signed, 'gsid') ?? '', token: verified.json<{ token: string }>().token };
}

describe('a change of access ends the sessions at once (reviews M5, L3)', () => {
  it('M5: a user demoted via edit_user_access loses its old token on the next call and its live socket within 1 s', async () => {
    const user = await accountOf(t, 'customer2');
    const token = await t.tokenOf('customer2');
    const socket = await liveSocket(token);
    expect((await getAs(t.app, token, GROUPS)).statusCode).toBe(200);

    const viewer = await roleIdOf(t, 'Fleet viewer');
    const demoted = await call.put('admin', '/api/user/user_access/edit_user_access', {
      id: user.id,
      user_type_id: viewer,
    });
    expect(demoted.statusCode).toBe(200);

    const next = await getAs(t.app, token, GROUPS);
    expect(next.statusCode).toBe(401);
    expect(bodyOf(next).code).toBe('session_expired');
    expect(await closedWithin(socket, 1000)).toEqual({ code: 4401, reason: 'session_expired' });
    // Signing in again gives a token with the new role's access only.
    expect((await getAs(t.app, await t.tokenOf('customer2'), GROUPS)).statusCode).toBe(403);
  });

  it('M5: a change of level or a deactivation via user_profile ends the sessions; a change of name does not', async () => {
    const driver = await accountOf(t, 'driver');
    const url = '/api/user/user_profile/edit_user_profile';
    const token = await t.tokenOf('driver');
    expect((await call.put('admin', url, { id: driver.id, name: 'Renamed Driver' })).statusCode).toBe(200);
    expect((await getAs(t.app, token, PROFILE)).statusCode).toBe(200);

    expect((await call.put('admin', url, { id: driver.id, isorgadmin: 2 })).statusCode).toBe(200);
    expect(bodyOf(await getAs(t.app, token, PROFILE)).code).toBe('session_expired');

    const again = await t.tokenOf('driver');
    expect((await getAs(t.app, again, PROFILE)).statusCode).toBe(200);
    const off = await call.remove('admin', `/api/user/user_profile/deactivate_user_profile?id=${driver.id}`);
    expect(off.statusCode).toBe(200);
    expect(bodyOf(await getAs(t.app, again, PROFILE)).code).toBe('session_expired');
  });

  it('M5: a key taken from a role ends its holders’ sessions; a key added keeps them', async () => {
    const viewer = await roleIdOf(t, 'Fleet viewer');
    const user = await accountOf(t, 'customer2');
    const given = await call.put('admin', '/api/user/user_access/edit_user_access', {
      id: user.id,
      user_type_id: viewer,
    });
    expect(given.statusCode).toBe(200);
    const token = await t.tokenOf('customer2');
    const socket = await liveSocket(token);
    const role = '/api/user/user_type/edit_user_type';
    const keys = 'view_realtime,view_user,list_vehicle,list_report_trip,list_notification,view_announcement';
    expect((await call.put('admin', role, { id: viewer, permission_keys: `${keys},list_spbu` })).statusCode).toBe(200);
    expect((await getAs(t.app, token, PROFILE)).statusCode).toBe(200);
    expect(await closedWithin(socket, 300)).toBe('open');

    expect((await call.put('admin', role, { id: viewer, permission_keys: keys })).statusCode).toBe(200);
    expect(bodyOf(await getAs(t.app, token, PROFILE)).code).toBe('session_expired');
    expect(await closedWithin(socket, 1000)).toEqual({ code: 4401, reason: 'session_expired' });
  });

  it('L3: sign-out refuses the token at once and closes that session’s live socket within 1 s, not the others', async () => {
    const signed = await ssoSignIn('customer');
    const other = await t.tokenOf('customer');
    const socket = await liveSocket(signed.token);
    const otherSocket = await liveSocket(other);
    expect((await getAs(t.app, signed.token, PROFILE)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/sso/logout', payload: {}, cookies: { gsid: signed.gsid } });
    expect(out.statusCode).toBe(302);
    expect(bodyOf(await getAs(t.app, signed.token, PROFILE)).code).toBe('session_expired');
    expect(await closedWithin(socket, 1000)).toEqual({ code: 4401, reason: 'session_expired' });
    expect(await closedWithin(otherSocket, 200)).toBe('open');
    expect((await getAs(t.app, other, PROFILE)).statusCode).toBe(200);
    otherSocket.close();
  });
});
