import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM_ID } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, grant, orgIdOf } from '../../test-support/http-helpers.js';
import { accountOf, roleIdOf, snapshot, uamCalls } from '../../test-support/uam-calls.js';

let t: TestApp;
let call: ReturnType<typeof uamCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  call = uamCalls(t);
  await grant(t.ctx, 'dealer', 'list_user_access', 'edit_user_access');
  await grant(t.ctx, 'dealer2', 'list_user_access');
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/user/user_access';
type Row = {
  id: number;
  username: string;
  realm_id: number;
  organization_id: number;
  dealer_name: string | null;
  user_type_name: string | null;
  access_count: number;
  user_access: Record<string, boolean>;
};

describe("customer users' access (user/user_access)", () => {
  it('lists only the users of customer organisations, with their dealer and access', async () => {
    const rows = await call.rows<Row>('admin', `${BASE}/list_user_access?limit=100`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.realm_id === REALM_ID.customer)).toBe(true);
    expect(rows.map((row) => row.username)).not.toContain('dealer');
    const customer = rows.find((row) => row.username === 'customer');
    expect(customer).toMatchObject({ dealer_name: 'Dealer Jakarta Timur', user_type_name: 'Fleet administrator' });
    expect(customer?.access_count).toBe(Object.keys(customer?.user_access ?? {}).length);

    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const filtered = await call.rows<Row>('admin', `${BASE}/list_user_access?filter=organization_id:${maju}`);
    expect(filtered.map((row) => row.username)).toEqual(['customer2']);
  });

  it("never shows a dealer another dealer's customer users, nor lets it change them", async () => {
    const mine = (await call.rows<Row>('dealer', `${BASE}/list_user_access?limit=100`)).map((row) => row.username);
    expect(mine).toEqual(expect.arrayContaining(['customer', 'driver']));
    expect(mine).not.toContain('customer2');
    const theirs = (await call.rows<Row>('dealer2', `${BASE}/list_user_access?limit=100`)).map((r) => r.username);
    expect(theirs).toContain('customer2');
    expect(theirs).not.toContain('customer');

    const other = await accountOf(t, 'customer2');
    const before = await snapshot(t);
    expect((await call.get('dealer', `${BASE}/view_user_access?id=${other.id}`)).statusCode).toBe(404);
    const edit = await call.put('dealer', `${BASE}/edit_user_access`, {
      id: other.id,
      user_type_id: await roleIdOf(t, 'Fleet viewer'),
    });
    expect(edit.statusCode).toBe(404);
    expect(await snapshot(t)).toBe(before);
  });

  it("changes a customer user's access by giving them a role", async () => {
    const driver = await accountOf(t, 'driver');
    const viewer = await roleIdOf(t, 'Fleet viewer');
    const response = await call.put('dealer', `${BASE}/edit_user_access`, { id: driver.id, user_type_id: viewer });
    expect(response.statusCode).toBe(200);
    const row = bodyOf<Row>(await call.get('dealer', `${BASE}/view_user_access?id=${driver.id}`)).result;
    expect(row.user_type_name).toBe('Fleet viewer');
    expect(Object.keys(row.user_access)).toEqual(
      expect.arrayContaining(['view_realtime', 'list_vehicle', 'list_report_trip']),
    );
    expect(row.user_access.add_answer).toBeUndefined();
  });

  it('refuses a role of another realm, a missing role, and keys the dealer does not hold', async () => {
    const driver = await accountOf(t, 'driver');
    const wide = await call.post('admin', '/api/user/user_type/add_user_type', {
      name: 'Approver',
      realm_id: REALM_ID.customer,
      permission_keys: 'view_realtime,list_realms',
    });
    const before = await snapshot(t);
    const cases: [Record<string, number>, number, string][] = [
      [{ id: driver.id }, 400, 'bad_request'],
      [{ id: driver.id, user_type_id: await roleIdOf(t, 'Dealer sales') }, 400, 'role_realm_mismatch'],
      [{ id: driver.id, user_type_id: bodyOf<{ id: number }>(wide).result.id }, 403, 'grant_not_held'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call.put('dealer', `${BASE}/edit_user_access`, body);
      expect([response.statusCode, bodyOf(response).code]).toEqual([status, code]);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it("answers 'not implemented' for adding, deleting and deactivating access", async () => {
    const answers = [
      await call.post('admin', `${BASE}/add_user_access`, { id: 1 }),
      await call.remove('admin', `${BASE}/delete_user_access?id=1`),
      await call.remove('admin', `${BASE}/deactivate_user_access?id=1`),
    ];
    expect(answers.map((response) => [response.statusCode, bodyOf(response).message])).toEqual([
      [501, 'not implemented'],
      [501, 'not implemented'],
      [501, 'not implemented'],
    ]);
  });

  it('asks for a token, list_user_access and edit_user_access', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_user_access` })).statusCode).toBe(401);
    expect((await call.get('customer', `${BASE}/list_user_access`)).statusCode).toBe(403);
    const driver = await accountOf(t, 'driver');
    const edit = await call.put('dealer2', `${BASE}/edit_user_access`, { id: driver.id, user_type_id: 1 });
    expect(edit.statusCode).toBe(403);
  });
});
