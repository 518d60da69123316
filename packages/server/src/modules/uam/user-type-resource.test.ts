import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, REALM_ID } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, grant, updateUser } from '../../test-support/http-helpers.js';
import { roleIdOf, setRole, snapshot, uamCalls } from '../../test-support/uam-calls.js';

let t: TestApp;
let call: ReturnType<typeof uamCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  call = uamCalls(t);
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/user/user_type';
type Role = { id: number; name: string; realm_id: number; permission_keys: string[]; user_count: number };

describe('the demo roles', () => {
  it('are held by the demo sign-ins: each user shows its role and each role counts its users', async () => {
    const roles = await call.rows<Role>('admin', `${BASE}/list_user_type?limit=100`);
    const count = (name: string, realm: number) =>
      roles.find((role) => role.name === name && role.realm_id === realm)?.user_count;
    expect(count('Brand administrator', REALM_ID.admin)).toBe(1);
    expect(count('Dealer administrator', REALM_ID.dealer)).toBe(2);
    expect(count('Leasing administrator', REALM_ID.leasing)).toBe(1);
    expect(count('Fleet administrator', REALM_ID.customer)).toBeGreaterThanOrEqual(7);
  });
});

describe('roles (user/user_type)', () => {
  it('lets an administrator create a role with catalogue keys, then list, view and change it', async () => {
    const added = await call.post('admin', `${BASE}/add_user_type`, {
      name: 'Dispatcher',
      realm_id: REALM_ID.customer,
      description: 'Watches the map',
      permission_keys: 'list_vehicle, view_realtime',
    });
    expect(added.statusCode).toBe(200);
    const { id } = bodyOf<{ id: number }>(added).result;
    const view = bodyOf<Role>(await call.get('admin', `${BASE}/view_user_type?id=${id}`)).result;
    expect(view).toMatchObject({
      name: 'Dispatcher',
      permission_keys: ['view_realtime', 'list_vehicle'],
      user_count: 0,
    });

    const listed = await call.rows<Role>(
      'admin',
      `${BASE}/list_user_type?filter=realm_id:${REALM_ID.customer}&search=disp`,
    );
    expect(listed.map((role) => role.name)).toEqual(['Dispatcher']);

    const edited = await call.put('admin', `${BASE}/edit_user_type`, { id, permission_keys: 'view_realtime' });
    expect(edited.statusCode).toBe(200);
    expect(bodyOf<Role>(await call.get('admin', `${BASE}/view_user_type?id=${id}`)).result.permission_keys).toEqual([
      'view_realtime',
    ]);
  });

  it('refuses bad bodies with a clear message and writes nothing', async () => {
    const before = await snapshot(t);
    const cases: [Record<string, string | number>, number, string][] = [
      [{ realm_id: REALM_ID.customer, permission_keys: 'view_realtime' }, 400, 'bad_request'],
      [
        { name: 'X', realm_id: REALM_ID.customer, permission_keys: 'view_realtime,drop_tables' },
        400,
        'unknown_permission',
      ],
      [{ name: 'X', realm_id: REALM_ID.customer, permission_keys: 'view realtime' }, 400, 'bad_request'],
      [{ name: 'X', realm_id: 99, permission_keys: 'view_realtime' }, 400, 'invalid_value'],
      [{ name: 'fleet VIEWER', realm_id: REALM_ID.customer, permission_keys: 'view_realtime' }, 409, 'role_name_taken'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call.post('admin', `${BASE}/add_user_type`, body);
      expect([response.statusCode, bodyOf(response).code]).toEqual([status, code]);
    }
    const unknown = { name: 'X', realm_id: REALM_ID.customer, permission_keys: 'drop_tables' };
    expect(bodyOf(await call.post('admin', `${BASE}/add_user_type`, unknown)).message).toBe(
      'Unknown permission key: drop_tables',
    );
    expect(await snapshot(t)).toBe(before);
  });

  it("answers 'not implemented' for deactivation, which roles do not have", async () => {
    const response = await call.remove('admin', `${BASE}/deactivate_user_type?id=1`);
    expect(response.statusCode).toBe(501);
    expect(bodyOf(response).message).toBe('not implemented');
  });

  it('asks for a token and for list_user_type', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_user_type` })).statusCode).toBe(401);
    expect((await call.get('customer', `${BASE}/list_user_type`)).statusCode).toBe(403);
    expect((await call.post('customer', `${BASE}/add_user_type`, { name: 'X' })).statusCode).toBe(403);
  });

  it('shows a dealer only the roles it could give, and lets no one outside the brand change them', async () => {
    await grant(t.ctx, 'dealer', 'list_user_type', 'edit_user_type');
    const realms = new Set((await call.rows<Role>('dealer', `${BASE}/list_user_type`)).map((role) => role.realm_id));
    expect([...realms].sort()).toEqual([REALM_ID.dealer, REALM_ID.customer]);
    const adminRole = await roleIdOf(t, 'Call centre agent');
    expect((await call.get('dealer', `${BASE}/view_user_type?id=${adminRole}`)).statusCode).toBe(404);

    const before = await snapshot(t);
    const viewer = await roleIdOf(t, 'Fleet viewer');
    const attempts = [
      await call.post('dealer', `${BASE}/add_user_type`, {
        name: 'Mine',
        realm_id: REALM_ID.customer,
        permission_keys: 'view_realtime',
      }),
      await call.put('dealer', `${BASE}/edit_user_type`, { id: viewer, name: 'Renamed' }),
      await call.remove('dealer', `${BASE}/delete_user_type?id=${viewer}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(await snapshot(t)).toBe(before);
  });

  it('never lets anyone put a key they do not hold into a role', async () => {
    // The call centre agent, made an admin-level user management administrator without list_realms.
    await updateUser(t.ctx, 'callcenter', { isorgadmin: 2 });
    await grant(t.ctx, 'callcenter', 'list_user_type', 'edit_user_type');
    const before = await snapshot(t);
    const refused = await call.post('callcenter', `${BASE}/add_user_type`, {
      name: 'Realm keeper',
      realm_id: REALM_ID.admin,
      permission_keys: 'view_realtime,list_realms',
    });
    expect([refused.statusCode, bodyOf(refused).message]).toEqual([
      403,
      'You can not give access you do not hold: list_realms',
    ]);
    const broadened = await call.put('callcenter', `${BASE}/edit_user_type`, {
      id: await roleIdOf(t, 'Fleet viewer'),
      permission_keys: 'view_realtime,list_realms',
    });
    expect(bodyOf(broadened).code).toBe('grant_not_held');
    expect(await snapshot(t)).toBe(before);

    const allowed = await call.post('callcenter', `${BASE}/add_user_type`, {
      name: 'Realm keeper',
      realm_id: REALM_ID.admin,
      permission_keys: 'view_realtime,list_vehicle',
    });
    expect(allowed.statusCode).toBe(200);
    // Root holds every key, whatever its user_access says.
    const everything = await call.post('root', `${BASE}/add_user_type`, {
      name: 'Everything',
      realm_id: REALM_ID.admin,
      permission_keys: PERMISSION_KEYS.join(','),
    });
    expect(everything.statusCode).toBe(200);
  });

  it('deletes a role no one holds, and refuses one still given to users', async () => {
    const spare = await call.post('admin', `${BASE}/add_user_type`, {
      name: 'Spare',
      realm_id: REALM_ID.dealer,
      permission_keys: 'view_user',
    });
    const { id } = bodyOf<{ id: number }>(spare).result;
    await setRole(t, 'dealer2', id);
    expect(bodyOf<Role>(await call.get('admin', `${BASE}/view_user_type?id=${id}`)).result.user_count).toBe(1);
    const refused = await call.remove('admin', `${BASE}/delete_user_type?id=${id}`);
    expect([refused.statusCode, bodyOf(refused).message]).toEqual([409, 'This role is still given to 1 users']);
    await setRole(t, 'dealer2', null);
    expect((await call.remove('admin', `${BASE}/delete_user_type?id=${id}`)).statusCode).toBe(200);
    expect((await call.get('admin', `${BASE}/view_user_type?id=${id}`)).statusCode).toBe(404);
  });
});
