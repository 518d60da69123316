import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type LocationGroup } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/geo-service/geogroup';
const PLACES = '/api/geo-service/geofence';
const SQUARE = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [107.1, -6.3],
      [107.11, -6.3],
      [107.11, -6.29],
      [107.1, -6.29],
      [107.1, -6.3],
    ],
  ],
});

const add = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/add_geogroup`, fields, { headers: bearer(await t.tokenOf(username)) });
const edit = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/edit_geogroup`, fields, { headers: bearer(await t.tokenOf(username)), method: 'PUT' });
const remove = async (username: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/delete_geogroup?id=${id}`,
    headers: bearer(await t.tokenOf(username)),
  });
const view = async (username: string, id: number) =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/view_geogroup?id=${id}`);
const idOf = (response: Awaited<ReturnType<typeof add>>) => bodyOf<{ id: number }>(response).result.id;
const addPlace = async (username: string, groupId: number, name: string) =>
  formPost(
    t.app,
    `${PLACES}/add_geofence`,
    { name, geo_group_id: String(groupId), type_id: '1', shape: 'polygon', geometry: SQUARE },
    { headers: bearer(await t.tokenOf(username)) },
  );

describe('location groups: add, edit, view, delete', () => {
  it("adds a group to the caller's organisation, with a default colour, and edits it", async () => {
    const response = await add('customer', { name: '  Gudang Timur  ' });
    expect(response.statusCode).toBe(200);
    const id = idOf(response);
    expect(bodyOf<LocationGroup>(await view('customer', id)).result).toEqual({
      id,
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      name: 'Gudang Timur',
      color: '#1677ff',
      places: 0,
    });
    expect((await edit('customer', { id: String(id), name: 'Gudang Barat', color: '#aa0011' })).statusCode).toBe(200);
    expect(bodyOf<LocationGroup>(await view('customer', id)).result).toMatchObject({
      name: 'Gudang Barat',
      color: '#aa0011',
    });
  });

  it("answers 'Please input location group name' for a missing or blank name, and changes nothing", async () => {
    for (const fields of [{}, { name: '   ' }] as Record<string, string>[]) {
      const response = await add('customer', fields);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        code: 'location_group_name_required',
        message: 'Please input location group name',
      });
    }
    const id = idOf(await add('customer', { name: 'Kept name' }));
    expect(bodyOf(await edit('customer', { id: String(id), name: '' })).code).toBe('location_group_name_required');
    expect(bodyOf<LocationGroup>(await view('customer', id)).result.name).toBe('Kept name');
  });

  it('refuses a bad colour, an unknown field and a duplicate name', async () => {
    expect((await add('customer', { name: 'Colour', color: 'red' })).statusCode).toBe(400);
    expect(bodyOf(await add('customer', { name: 'X', places: '3' })).code).toBe('unknown_field');
    expect((await add('customer', { name: 'Twice' })).statusCode).toBe(200);
    expect((await add('customer', { name: 'Twice' })).statusCode).toBe(409);
  });

  it('refuses deleting a group with places (409, the spec message), then deletes it once emptied', async () => {
    const id = idOf(await add('customer', { name: 'Full group' }));
    const place = idOf(await addPlace('customer', id, 'Lone place'));
    const refused = await remove('customer', id);
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused)).toMatchObject({
      code: 'location_group_not_empty',
      message: 'All locations must be removed before a location group is deleted',
    });
    expect(bodyOf<LocationGroup>(await view('customer', id)).result.places).toBe(1);
    expect((await getAs(t.app, await t.tokenOf('customer'), `${PLACES}/view_geofence?id=${place}`)).statusCode).toBe(
      200,
    );
    const token = await t.tokenOf('customer');
    await t.app.inject({ method: 'DELETE', url: `${PLACES}/delete_geofence?id=${place}`, headers: bearer(token) });
    expect((await remove('customer', id)).statusCode).toBe(200);
    expect((await view('customer', id)).statusCode).toBe(404);
  });

  it("keeps groups to their organisation: another's is 404 to view, edit and delete", async () => {
    const id = idOf(await add('customer', { name: 'Private group' }));
    for (const response of [
      await view('customer2', id),
      await edit('customer2', { id: String(id), name: 'Taken' }),
      await remove('customer2', id),
      await view('dealer2', id),
    ])
      expect(response.statusCode).toBe(404);
    expect((await view('dealer', id)).statusCode).toBe(200);
    expect(bodyOf<LocationGroup>(await view('customer', id)).result.name).toBe('Private group');
  });

  it('lets the brand choose the organisation; a customer may not choose another', async () => {
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const id = idOf(await add('admin', { name: 'Brand-made', organization_id: String(maju) }));
    expect(bodyOf<LocationGroup>(await view('customer2', id)).result.organization_id).toBe(maju);
    expect((await add('customer', { name: 'Elsewhere', organization_id: String(maju) })).statusCode).toBe(404);
  });

  it('needs a token and edit_geofence to write', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `${BASE}/add_geogroup`, payload: { name: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const leasing = await add('leasing', { name: 'No right' });
    expect(leasing.statusCode).toBe(403);
    expect(bodyOf(leasing).message).toBe(MESSAGES.forbidden);
  });
});
