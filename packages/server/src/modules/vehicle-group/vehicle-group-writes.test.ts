import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { vehicleGroupPath, type VehicleGroupDetail } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, grant, orgIdOf } from '../../test-support/http-helpers.js';
import { vehicleGroupMembers, vehicleGroups } from './vehicle-group-tables.js';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  // A fleet user without access type 3: may look at groups, not change them.
  await grant(t.ctx, 'driver', 'list_vehicle_group');
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(username: string): Promise<string> {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return token;
}
const add = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, vehicleGroupPath('add'), fields, { headers: bearer(await tokenOf(username)) });
const edit = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, vehicleGroupPath('edit'), fields, { headers: bearer(await tokenOf(username)), method: 'PUT' });
const view = async (username: string, id: number) =>
  getAs(t.app, await tokenOf(username), `${vehicleGroupPath('view')}?id=${id}`);
const remove = async (username: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${vehicleGroupPath('delete')}?id=${id}`,
    headers: bearer(await tokenOf(username)),
  });
const viewed = async (username: string, id: number) => bodyOf<VehicleGroupDetail>(await view(username, id)).result;
const idOf = (response: Awaited<ReturnType<typeof add>>) => bodyOf<{ id: number }>(response).result.id;

/** An organisation's own vehicles (not leased out), by id. */
async function fleetOf(code: string) {
  return t.ctx.database.db
    .select({ id: vehicles.id, imei: vehicles.imei })
    .from(vehicles)
    .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, code)))
    .orderBy(asc(vehicles.id));
}
async function counts() {
  const { db } = t.ctx.database;
  const [groups] = await db.select({ n: count() }).from(vehicleGroups);
  const [members] = await db.select({ n: count() }).from(vehicleGroupMembers);
  return { groups: Number(groups?.n), members: Number(members?.n) };
}

describe('add_vehicle_group and view_vehicle_group', () => {
  it('creates a group of the caller’s own vehicles, named by id or imei, and shows it', async () => {
    const [first, second, third] = await fleetOf('CUS-LOGNUS');
    if (!first || !second || !third) throw new Error('demo fleet too small');
    const created = await add('customer', {
      name: '  Night shift ',
      description: 'Trucks on the night routes',
      vehicle_ids: `${first.id},${second.id},${first.id}`,
      imeis: third.imei,
    });
    expect(created.statusCode).toBe(200);
    const group = await viewed('customer', idOf(created));
    expect(group).toMatchObject({
      name: 'Night shift',
      description: 'Trucks on the night routes',
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      organization_name: 'PT Logistik Nusantara',
      vehicle_count: 3,
    });
    expect(group.vehicles.map((v) => v.id).sort()).toEqual([first.id, second.id, third.id].sort());
    expect(group.imeis).toEqual([first.imei, second.imei, third.imei].sort());
    expect(group.created_by).not.toBeNull();
  });

  it('lets a dealer create one for its customer, never for another dealer’s, and asks which customer', async () => {
    const [truck] = await fleetOf('CUS-SINAR');
    const sinar = await orgIdOf(t.ctx, 'CUS-SINAR');
    const created = await add('dealer', {
      name: 'Sinar reefers',
      organization_id: String(sinar),
      imeis: truck?.imei ?? '',
    });
    expect(created.statusCode).toBe(200);
    expect((await view('customer', idOf(created))).statusCode).toBe(404);
    expect(await viewed('dealer', idOf(created))).toMatchObject({ organization_name: 'PT Sinar Transport' });

    const before = await counts();
    const [maju] = await fleetOf('CUS-MAJU');
    const elsewhere = {
      name: 'Not mine',
      organization_id: String(await orgIdOf(t.ctx, 'CUS-MAJU')),
      imeis: maju?.imei ?? '',
    };
    expect((await add('dealer', elsewhere)).statusCode).toBe(403);
    const unnamed = await add('dealer', { name: 'Whose', imeis: truck?.imei ?? '' });
    expect(unnamed.statusCode).toBe(400);
    expect(bodyOf(unnamed).code).toBe('customer_not_selected');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const [own] = await fleetOf('CUS-LOGNUS');
    const [foreign] = await fleetOf('CUS-MAJU');
    if (!own || !foreign) throw new Error('demo fleet too small');
    const before = await counts();
    const cases: [Record<string, string>, number, string][] = [
      [{ vehicle_ids: String(own.id) }, 400, 'bad_request'],
      [{ name: '   ', vehicle_ids: String(own.id) }, 400, 'bad_request'],
      [{ name: 'No trucks' }, 400, 'vehicle_not_selected'],
      [{ name: 'Bad list', vehicle_ids: '1,,2' }, 400, 'bad_request'],
      [{ name: 'Bad imei', imeis: '12345' }, 400, 'bad_request'],
      [{ name: 'Long', vehicle_ids: String(own.id), description: 'x'.repeat(301) }, 400, 'bad_request'],
      [{ name: 'Foreign', vehicle_ids: `${own.id},${foreign.id}` }, 400, 'vehicle_group_vehicles_invalid'],
      [{ name: 'Ghost', vehicle_ids: '999999' }, 400, 'vehicle_group_vehicles_invalid'],
      [{ name: 'night SHIFT', vehicle_ids: String(own.id) }, 409, 'vehicle_group_name_taken'],
    ];
    for (const [fields, status, code] of cases) {
      const response = await add('customer', fields);
      expect([response.statusCode, bodyOf(response).code], JSON.stringify(fields)).toEqual([status, code]);
    }
    const foreignRefused = bodyOf(await add('customer', { name: 'Foreign', vehicle_ids: `${own.id},${foreign.id}` }));
    expect(foreignRefused.message).toBe(`These vehicles can not be put in this group: ${foreign.id}`);
    expect(foreignRefused.result).toEqual({ vehicles: String(foreign.id), refused: [String(foreign.id)] });
    expect(await counts()).toEqual(before);
    // The same name in another organisation is a different group.
    expect((await add('customer2', { name: 'Night shift', vehicle_ids: String(foreign.id) })).statusCode).toBe(200);
  });

  it('needs a token, list_vehicle_group, and access type 3 to add', async () => {
    const [own] = await fleetOf('CUS-LOGNUS');
    const fields = { name: 'Refused', vehicle_ids: String(own?.id) };
    const before = await counts();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: vehicleGroupPath('add'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await add('leasing', fields)).statusCode).toBe(403);
    const lowAccess = await add('driver', fields);
    expect([lowAccess.statusCode, bodyOf(lowAccess).code]).toEqual([403, 'vehicle_group_access_type']);
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `${vehicleGroupPath('view')}?id=1` })).statusCode).toBe(401);
    expect((await view('leasing', 1)).statusCode).toBe(403);
  });
});

describe('edit_vehicle_group and delete_vehicle_group', () => {
  async function ownGroup(name: string, count = 2) {
    const ids = (await fleetOf('CUS-LOGNUS')).slice(0, count).map((v) => v.id);
    const response = await add('customer', { name, vehicle_ids: ids.join(',') });
    expect(response.statusCode).toBe(200);
    return { id: idOf(response), ids };
  }

  it('renames, describes and replaces the members; only what is given changes', async () => {
    const group = await ownGroup('Edit me');
    const fleet = await fleetOf('CUS-LOGNUS');
    const others = fleet.slice(3, 6).map((v) => v.id);
    expect((await edit('customer', { id: String(group.id), description: 'Kept members' })).statusCode).toBe(200);
    expect(await viewed('customer', group.id)).toMatchObject({
      name: 'Edit me',
      description: 'Kept members',
      vehicle_count: 2,
    });

    const changed = await edit('customer', { id: String(group.id), name: 'Edited', vehicle_ids: others.join(',') });
    expect(changed.statusCode).toBe(200);
    const after = await viewed('customer', group.id);
    expect(after).toMatchObject({ name: 'Edited', description: 'Kept members', vehicle_count: others.length });
    expect(after.vehicles.map((v) => v.id).sort()).toEqual([...others].sort());
  });

  it('refuses a taken name, foreign vehicles, low access and other organisations, changing nothing', async () => {
    const group = await ownGroup('Stays as it is');
    await ownGroup('Taken name', 1);
    const [foreign] = await fleetOf('CUS-MAJU');
    const before = await viewed('customer', group.id);
    const id = String(group.id);
    const refusals: [string, Record<string, string>, number][] = [
      ['customer', { id, name: 'TAKEN NAME' }, 409],
      ['customer', { id, name: 'Fine', vehicle_ids: `${group.ids[0]},${foreign?.id}` }, 400],
      ['customer', { id, vehicle_ids: '' }, 400],
      ['driver', { id, name: 'Driver was here' }, 403],
      ['customer2', { id, name: 'Taken over' }, 404],
      ['dealer2', { id, name: 'Taken over' }, 404],
      ['customer', { id: '999999', name: 'Nobody' }, 404],
    ];
    for (const [user, fields, status] of refusals) {
      expect((await edit(user, fields)).statusCode, `${user} ${JSON.stringify(fields)}`).toBe(status);
    }
    expect(await viewed('customer', group.id)).toEqual(before);
    expect((await view('customer2', group.id)).statusCode).toBe(404);
    expect((await view('dealer2', group.id)).statusCode).toBe(404);
    // The customer's dealer manages its customers' groups.
    expect((await edit('dealer', { id, description: 'Checked by the dealer' })).statusCode).toBe(200);
  });

  it('deletes a group but not its vehicles; others cannot delete it', async () => {
    const group = await ownGroup('Short lived');
    for (const [user, status] of [
      ['customer2', 404],
      ['dealer2', 404],
      ['driver', 403],
    ] as const) {
      expect((await remove(user, group.id)).statusCode, user).toBe(status);
    }
    expect((await view('customer', group.id)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${vehicleGroupPath('delete')}?id=${group.id}` })).statusCode,
    ).toBe(401);
    expect((await remove('customer', group.id)).statusCode).toBe(200);
    expect((await view('customer', group.id)).statusCode).toBe(404);
    const [left] = await t.ctx.database.db
      .select({ n: count() })
      .from(vehicleGroupMembers)
      .where(eq(vehicleGroupMembers.group_id, group.id));
    expect(Number(left?.n)).toBe(0);
    expect((await fleetOf('CUS-LOGNUS')).map((v) => v.id)).toEqual(expect.arrayContaining(group.ids));
    expect((await remove('customer', group.id)).statusCode).toBe(404);
  });
});
