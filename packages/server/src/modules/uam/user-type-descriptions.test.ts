import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM_ID } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf } from '../../test-support/http-helpers.js';
import { roleIdOf, uamCalls } from '../../test-support/uam-calls.js';

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
type Role = { id: number; name: string; realm_id: number; description: string; description_key: string | null };

const viewRole = async (id: number) => bodyOf<Role>(await call.get('admin', `${BASE}/view_user_type?id=${id}`)).result;
const editRole = (body: Record<string, string | number>) => call.put('admin', `${BASE}/edit_user_type`, body);

describe('seeded role descriptions (description_key)', () => {
  it('name the text of every seeded role in the list and the view', async () => {
    const roles = await call.rows<Role>('admin', `${BASE}/list_user_type?limit=100`);
    const keyOf = (name: string, realm: number) =>
      roles.find((role) => role.name === name && role.realm_id === realm)?.description_key;
    expect(keyOf('Brand administrator', REALM_ID.admin)).toBe('brand_admin');
    expect(keyOf('Dealer administrator', REALM_ID.dealer)).toBe('dealer_admin');
    expect(keyOf('Fleet administrator', REALM_ID.customer)).toBe('fleet_admin');
    expect(keyOf('Fleet administrator', REALM_ID.euro4)).toBe('fleet_admin');
    expect(keyOf('Leasing administrator', REALM_ID.leasing)).toBe('leasing_admin');
    expect(keyOf('Call centre agent', REALM_ID.admin)).toBe('call_centre_agent');
    expect(await viewRole(await roleIdOf(t, 'Fleet viewer'))).toMatchObject({
      description: 'Watches the fleet without changing anything',
      description_key: 'fleet_viewer',
    });
  });

  it('keep the key through edits that leave the text, and drop it when the text changes', async () => {
    const id = await roleIdOf(t, 'Fleet viewer');
    const seeded = await viewRole(id);
    // The edit form sends the name and description back as they were, with the keys it changed.
    const keysOnly = await editRole({
      id,
      name: seeded.name,
      description: `${seeded.description} `,
      permission_keys: 'view_realtime,view_user,list_vehicle',
    });
    expect(keysOnly.statusCode).toBe(200);
    expect((await viewRole(id)).description_key).toBe('fleet_viewer');

    expect((await editRole({ id, description: 'Reads the map and the trip report' })).statusCode).toBe(200);
    expect(await viewRole(id)).toMatchObject({
      description: 'Reads the map and the trip report',
      description_key: null,
    });
    // Writing the seeded text back is still the writer's text: the key does not come back.
    await editRole({ id, description: seeded.description });
    expect((await viewRole(id)).description_key).toBeNull();
  });

  it('are never given to a role someone adds, and no body accepts one', async () => {
    const added = await call.post('admin', `${BASE}/add_user_type`, {
      name: 'Night dispatcher',
      realm_id: REALM_ID.customer,
      description: 'Watches the fleet without changing anything',
      permission_keys: 'view_realtime',
    });
    const { id } = bodyOf<{ id: number }>(added).result;
    expect((await viewRole(id)).description_key).toBeNull();
    const refused = await editRole({ id, description_key: 'fleet_viewer' });
    expect([refused.statusCode, bodyOf(refused).code]).toEqual([400, 'unknown_field']);
    expect((await viewRole(id)).description_key).toBeNull();
  });
});
