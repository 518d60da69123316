import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Driver, DriverVehicle, Page } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf, userRow } from '../../test-support/http-helpers.js';
import { drivers } from './driver-tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/driver/driver';
const DRIVER = {
  name: 'Bayu Permana',
  licence_number: '9205-7777-0001',
  licence_valid_until: '2027-03-31',
  phone: '+62 812 3456 7890',
};

const add = async (username: string, fields: Record<string, string>, base = BASE, name = 'driver') =>
  formPost(t.app, `${base}/add_${name}`, fields, { headers: bearer(await t.tokenOf(username)) });
const edit = async (username: string, fields: Record<string, string>, base = BASE, name = 'driver') =>
  formPost(t.app, `${base}/edit_${name}`, fields, { headers: bearer(await t.tokenOf(username)), method: 'PUT' });
const remove = async (username: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `${BASE}/delete_driver?id=${id}`, headers: bearer(await t.tokenOf(username)) });
const view = async (username: string, id: number) =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/view_driver?id=${id}`);
const listed = async (username: string, query = '') =>
  bodyOf<Page<Driver>>(await getAs(t.app, await t.tokenOf(username), `${BASE}/list_driver?limit=1000${query}`)).result;
const idOf = (response: { json(): unknown }) => (response.json() as { result: { id: number } }).result.id;
const countDrivers = async () => (await t.ctx.database.db.select({ id: drivers.id }).from(drivers)).length;

describe('drivers on the generic API', () => {
  it('lists the demo drivers of the caller reach: a customer its own, its dealer its customers, not others', async () => {
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const own = await listed('customer');
    expect(own.total_data).toBeGreaterThan(2);
    expect(own.data.every((d) => d.organization_id === lognus)).toBe(true);
    const slamet = own.data.find((d) => d.name === 'Slamet Riyadi');
    expect(slamet?.user_id).toBe((await userRow(t.ctx, 'driver')).id);
    expect(slamet?.vehicles).not.toBe('');
    const dealer = await listed('dealer');
    expect(dealer.data.some((d) => d.organization_id === lognus)).toBe(true);
    expect(dealer.data.some((d) => d.organization_id === maju)).toBe(false);
    expect((await listed('admin')).total_data).toBeGreaterThan(dealer.total_data);
  });

  it('adds, views, edits and deletes a driver of the caller organisation', async () => {
    const response = await add('customer', { ...DRIVER, rfid_code: 'ibt-0001' });
    expect(response.statusCode).toBe(200);
    const id = idOf(response);
    const row = bodyOf<Driver>(await view('customer', id)).result;
    expect(row).toMatchObject({
      ...DRIVER,
      rfid_code: 'IBT-0001',
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
    });
    expect((await edit('customer', { id: String(id), phone: '', licence_valid_until: '' })).statusCode).toBe(200);
    expect(bodyOf<Driver>(await view('customer', id)).result).toMatchObject({ phone: null, licence_valid_until: null });
    expect((await remove('customer', id)).statusCode).toBe(200);
    expect((await view('customer', id)).statusCode).toBe(404);
  });

  it('refuses a bad body with 400 and stores nothing', async () => {
    const before = await countDrivers();
    expect((await add('customer', { ...DRIVER, licence_valid_until: '31-03-2027' })).statusCode).toBe(400);
    expect((await add('customer', { ...DRIVER, name: ' ' })).statusCode).toBe(400);
    expect((await add('customer', { ...DRIVER, colour: 'red' })).statusCode).toBe(400);
    expect(await countDrivers()).toBe(before);
  });

  it('keeps an RFID code unique in its organisation and a sign-in to one driver', async () => {
    const first = idOf(await add('customer', { ...DRIVER, rfid_code: 'CARD-42' }));
    expect((await add('customer', { ...DRIVER, rfid_code: 'card-42' })).statusCode).toBe(409);
    expect((await add('customer2', { ...DRIVER, rfid_code: 'CARD-42' })).statusCode).toBe(200);
    const driverUser = String((await userRow(t.ctx, 'driver')).id);
    expect((await edit('customer', { id: String(first), user_id: driverUser })).statusCode).toBe(409);
    expect((await add('customer2', { ...DRIVER, user_id: driverUser })).statusCode).toBe(404);
  });

  it('answers 401 without a token, 403 without the permission, 404 for another organisation driver', async () => {
    const id = idOf(await add('customer', DRIVER));
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/view_driver?id=${id}` })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('callcenter'), `${BASE}/list_driver`)).statusCode).toBe(403);
    expect((await add('driver', DRIVER)).statusCode).toBe(403);
    expect((await view('customer2', id)).statusCode).toBe(404);
    expect((await view('dealer2', id)).statusCode).toBe(404);
    expect((await edit('customer2', { id: String(id), name: 'Taken' })).statusCode).toBe(404);
    expect((await remove('customer2', id)).statusCode).toBe(404);
    expect(
      (await add('customer', { ...DRIVER, organization_id: String(await orgIdOf(t.ctx, 'CUS-MAJU')) })).statusCode,
    ).toBe(404);
    expect(bodyOf<Driver>(await view('customer', id)).result.name).toBe(DRIVER.name);
  });
});

describe('driver assignments to trucks', () => {
  const ASSIGN = '/api/driver/driver_vehicle';
  it('assigns a driver to a truck of its organisation, refuses overlaps and other organisations trucks', async () => {
    const id = idOf(await add('customer', DRIVER));
    const [truck] = await t.ctx.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, 'CUS-LOGNUS')));
    const [foreign] = await t.ctx.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, 'CUS-MAJU')));
    if (!truck || !foreign) throw new Error('demo trucks missing');
    const span = { driver_id: String(id), vehicle_id: String(truck.id), since: '2026-01-01', until: '2026-01-31' };
    const response = await add('customer', span, ASSIGN, 'driver_vehicle');
    expect(response.statusCode).toBe(200);
    expect(
      (await add('customer', { ...span, since: '2026-01-15', until: '' }, ASSIGN, 'driver_vehicle')).statusCode,
    ).toBe(409);
    expect(
      (await add('customer', { ...span, since: '2026-02-01', until: '' }, ASSIGN, 'driver_vehicle')).statusCode,
    ).toBe(200);
    expect(
      (await add('customer', { ...span, vehicle_id: String(foreign.id) }, ASSIGN, 'driver_vehicle')).statusCode,
    ).toBe(404);
    expect((await add('customer', { ...span, until: '2025-12-01' }, ASSIGN, 'driver_vehicle')).statusCode).toBe(400);
    const spanId = idOf(response);
    expect(
      (await edit('customer', { id: String(spanId), until: '2026-02-10' }, ASSIGN, 'driver_vehicle')).statusCode,
    ).toBe(409);
    expect(
      (await edit('customer2', { id: String(spanId), until: '2026-01-20' }, ASSIGN, 'driver_vehicle')).statusCode,
    ).toBe(404);
    const rows = bodyOf<{ data: DriverVehicle[] }>(
      await getAs(t.app, await t.tokenOf('customer'), `${ASSIGN}/list_driver_vehicle?filter=driver_id:${id}`),
    ).result.data;
    expect(rows.map((r) => [r.since, r.until])).toEqual([
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', null],
    ]);
  });
});
