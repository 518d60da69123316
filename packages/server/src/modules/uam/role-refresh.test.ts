import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { decodeToken, formPost } from '../../test-support/http-helpers.js';
import { accountOf, roleIdOf, uamCalls } from '../../test-support/uam-calls.js';

let t: TestApp;
let call: ReturnType<typeof uamCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  call = uamCalls(t);
});
afterAll(async () => {
  await t.close();
});

type Verified = { auth: string; token: string; globalSessionID: string };

/** Signs in through the sign-in page and verifies the ssoToken, as the portal does. */
async function ssoSession(username: string) {
  const login = await formPost(t.app, '/sso/login', {
    username,
    password: 'Armada#2026',
    serviceURL: 'http://localhost/maps',
  });
  const ssoToken = new URL(login.headers.location ?? '').searchParams.get('ssoToken') ?? '';
  const verified = await t.app.inject({
    method: 'GET',
    url: `/sso/verifytoken?ssoToken=${encodeURIComponent(ssoToken)}`,
  });
  return { ssoToken, token: verified.json<Verified>().token };
}

const refresh = async (ssoToken: string, runnerToken: string) =>
  decodeToken((await formPost(t.app, '/sso/refresh_token', { ssoToken, runnerToken })).json<Verified>().token);

describe('a change of access reaches the user', () => {
  it('follows keys added to the role at the next refresh, and a change of role at the next sign-in', async () => {
    const user = await accountOf(t, 'customer2');
    const viewer = await roleIdOf(t, 'Fleet viewer');
    const manager = await roleIdOf(t, 'Fleet manager');
    expect(
      (await call.put('admin', '/api/user/user_access/edit_user_access', { id: user.id, user_type_id: viewer }))
        .statusCode,
    ).toBe(200);
    const { ssoToken, token } = await ssoSession('customer2');
    expect(decodeToken(token).user_access.view_realtime).toBe(true);
    expect(decodeToken(token).user_access.list_spbu).toBeUndefined();

    const keys = 'view_realtime,view_user,list_vehicle,list_report_trip,list_notification,view_announcement,list_spbu';
    const edited = await call.put('admin', '/api/user/user_type/edit_user_type', { id: viewer, permission_keys: keys });
    expect(edited.statusCode).toBe(200);
    const afterRoleEdit = await refresh(ssoToken, token);
    expect(afterRoleEdit.user_access.list_spbu).toBe(true);
    expect(decodeToken(token).user_access.list_spbu).toBeUndefined();

    const moved = await call.put('admin', '/api/user/user_profile/edit_user_profile', {
      id: user.id,
      user_type_id: manager,
    });
    expect(moved.statusCode).toBe(200);
    // A new role ends the sessions (review M5): the refresh is refused, and the next sign-in carries the role.
    const refused = await formPost(t.app, '/sso/refresh_token', { ssoToken, runnerToken: token });
    expect(refused.statusCode).toBe(401);
    const afterRoleChange = decodeToken((await ssoSession('customer2')).token);
    expect(afterRoleChange.user_access.send_starter_kill).toBe(true);
    expect(afterRoleChange.user_access.list_spbu).toBe(true);
    expect(Object.keys(afterRoleChange.user_access).sort()).toEqual(
      Object.keys((await accountOf(t, 'customer2')).user_access ?? {}).sort(),
    );
  });
});
