import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Spbu, SpbuPage } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/fuel/spbu';
const STATION = {
  name: 'SPBU Uji Coba Cikarang',
  alamat: 'Jl. Raya Industri 1, Cikarang',
  lat: '-6.30',
  lon: '107.15',
};

const add = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/add_spbu`, fields, { headers: bearer(await t.tokenOf(username)) });
const edit = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/edit_spbu`, fields, { headers: bearer(await t.tokenOf(username)), method: 'PUT' });
const remove = async (username: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `${BASE}/delete_spbu?id=${id}`, headers: bearer(await t.tokenOf(username)) });
const view = async (username: string, id: number) =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/view_spbu?id=${id}`);
const listed = async (username: string) =>
  bodyOf<SpbuPage>(await getAs(t.app, await t.tokenOf(username), `${BASE}/list_spbu?count_perpage=50000&page=1`)).result
    .data;
const idOf = (response: Awaited<ReturnType<typeof add>>) => bodyOf<{ id: number }>(response).result.id;

describe('gas stations: add, edit, view, delete', () => {
  it('lets the brand add a public station that every organisation then sees, with a code made for it', async () => {
    const response = await add('admin', { ...STATION, type: '0', price_per_liter: '6800', brand: 'Pertamina' });
    expect(response.statusCode).toBe(200);
    const id = idOf(response);
    const station = bodyOf<Spbu>(await view('customer2', id)).result;
    expect(station).toMatchObject({ name: STATION.name, type: 0, organization_id: null, price_per_liter: 6800 });
    expect(station.code).toMatch(/^GS-[0-9A-F]{8}$/);
    expect((await listed('customer')).some((s) => s.id === id)).toBe(true);
  });

  it("keeps an organisation's own tank to its scope: its dealer and the brand see it, other customers do not", async () => {
    const response = await add('customer', { ...STATION, type: '1', price_per_liter: '7000', code: 'LOGNUS-T9' });
    expect(response.statusCode).toBe(200);
    const id = idOf(response);
    expect(bodyOf<Spbu>(await view('customer', id)).result.organization_id).toBe(await orgIdOf(t.ctx, 'CUS-LOGNUS'));
    expect((await view('dealer', id)).statusCode).toBe(200);
    expect((await view('admin', id)).statusCode).toBe(200);
    for (const [status, response2] of [
      [404, await view('customer2', id)],
      [404, await edit('customer2', { id: String(id), price_per_liter: '1' })],
      [404, await remove('customer2', id)],
      [404, await view('dealer2', id)],
    ] as const)
      expect(response2.statusCode).toBe(status);
    expect((await listed('customer2')).some((s) => s.id === id)).toBe(false);
    expect(bodyOf<Spbu>(await view('customer', id)).result.price_per_liter).toBe(7000);
  });

  it('edits the fields given, and deletes', async () => {
    const id = idOf(await add('customer', { ...STATION, type: '1', price_per_liter: '7000' }));
    const changed = await edit('customer', { id: String(id), price_per_liter: '7250', alamat: '  Jl. Baru 2  ' });
    expect(changed.statusCode).toBe(200);
    expect(bodyOf<Spbu>(await view('customer', id)).result).toMatchObject({
      price_per_liter: 7250,
      alamat: 'Jl. Baru 2',
      name: STATION.name,
    });
    expect((await remove('customer', id)).statusCode).toBe(200);
    expect((await view('customer', id)).statusCode).toBe(404);
  });

  it('keeps public stations and other organisations out of a customer’s reach', async () => {
    const publicId = idOf(await add('admin', { ...STATION, type: '0', price_per_liter: '6800' }));
    expect((await add('customer', { ...STATION, type: '0', price_per_liter: '6800' })).statusCode).toBe(403);
    expect((await edit('customer', { id: String(publicId), price_per_liter: '1' })).statusCode).toBe(403);
    expect((await remove('customer', publicId)).statusCode).toBe(403);
    expect(bodyOf<Spbu>(await view('admin', publicId)).result.price_per_liter).toBe(6800);
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const foreign = await add('customer', {
      ...STATION,
      type: '1',
      price_per_liter: '7000',
      organization_id: String(maju),
    });
    expect(foreign.statusCode).toBe(404);
    // A dealer may keep a tank for its own customer.
    const sinar = await orgIdOf(t.ctx, 'CUS-SINAR');
    const forCustomer = await add('dealer', {
      ...STATION,
      type: '1',
      price_per_liter: '7000',
      organization_id: String(sinar),
    });
    expect(forCustomer.statusCode).toBe(200);
  });

  it('refuses a station without a name, address, position or price, or with a price or place out of range', async () => {
    const full = { ...STATION, type: '1', price_per_liter: '7000' };
    const without = (field: keyof typeof full) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== field));
    const before = (await listed('admin')).length;
    for (const fields of [
      without('name'),
      without('alamat'),
      without('price_per_liter'),
      without('lat'),
      { ...full, name: '' },
      { ...full, price_per_liter: '0' },
      { ...full, price_per_liter: '100001' },
      { ...full, lat: '91' },
      { ...full, code: 'no spaces' },
    ]) {
      const response = await add('customer', fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect((await listed('admin')).length).toBe(before);
  });

  it('answers a code already taken with 409, storing nothing', async () => {
    const first = await add('customer', { ...STATION, type: '1', price_per_liter: '7000', code: 'DUP-1' });
    expect(first.statusCode).toBe(200);
    const again = await add('customer', { ...STATION, type: '1', price_per_liter: '7000', code: 'DUP-1' });
    expect([again.statusCode, bodyOf(again).code]).toEqual([409, 'cannot_process']);
  });
});
