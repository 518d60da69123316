import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_SETTINGS, type MapSettingsView } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const VIEW = '/api/user/device_setting/view_device_setting';
const EDIT = '/api/user/device_setting/edit_device_setting';

const view = async (username: string, query = '') =>
  bodyOf<MapSettingsView>(await getAs(t.app, await t.tokenOf(username), VIEW + query));
const edit = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, EDIT, fields, { method: 'PUT', headers: bearer(await t.tokenOf(username)) });
const settingsOf = ({ tooltip_status, cluster_status, marker_icon, marker_size }: MapSettingsView) => ({
  tooltip_status,
  cluster_status,
  marker_icon,
  marker_size,
});

describe('user/device_setting', () => {
  it('answers the defaults to a user who never saved any', async () => {
    const body = await view('dealer2');
    expect(body.response).toBe(200);
    expect(body.result).toEqual({ ...DEFAULT_MAP_SETTINGS, updated_at: null });
  });

  it('saves a form body and gives it back, keeping the fields left out', async () => {
    const saved = await edit('customer', { tooltip_status: 'false', cluster_status: 'false', marker_icon: 'Arrow' });
    expect(saved.statusCode).toBe(200);
    const expected = { tooltip_status: false, cluster_status: false, marker_icon: 'Arrow', marker_size: 'Normal' };
    expect(settingsOf(bodyOf<MapSettingsView>(saved).result)).toEqual(expected);
    expect((await edit('customer', { marker_size: 'Large' })).statusCode).toBe(200);
    const read = (await view('customer')).result;
    expect(settingsOf(read)).toEqual({ ...expected, marker_size: 'Large' });
    expect(Date.now() - Date.parse(read.updated_at ?? '')).toBeLessThan(60_000);
  });

  it('refuses values outside the lists, an empty body and a non-boolean, and changes nothing', async () => {
    await edit('dealer', { marker_icon: 'Dot', marker_size: 'Small' });
    const before = (await view('dealer')).result;
    const bad: Record<string, string>[] = [
      { marker_icon: 'Bus' },
      { marker_size: 'Huge', tooltip_status: 'false' },
      { tooltip_status: 'maybe' },
      { marker_icon: 'truck' },
      {},
    ];
    for (const fields of bad) {
      const response = await edit('dealer', fields);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toMatchObject({ response: 400, code: 'bad_request' });
    }
    expect(bodyOf(await edit('dealer', { colour: 'red' }))).toMatchObject({ response: 400, code: 'unknown_field' });
    const named = bodyOf<{ errors: { field: string; message: string }[] }>(
      await edit('dealer', { marker_icon: 'Bus' }),
    );
    expect(named.result.errors).toEqual([
      { field: 'marker_icon', message: 'must be equal to one of the allowed values' },
    ]);
    expect((await view('dealer')).result).toEqual(before);
  });

  it('refuses no token, and a save without edit_device_setting', async () => {
    expect((await t.app.inject({ method: 'GET', url: VIEW })).statusCode).toBe(401);
    const anonymous = await formPost(t.app, EDIT, { marker_icon: 'Dot' }, { method: 'PUT' });
    expect(anonymous.statusCode).toBe(401);
    // The leasing user may view the map (view_realtime) but not change its settings.
    expect((await view('leasing')).result).toEqual({ ...DEFAULT_MAP_SETTINGS, updated_at: null });
    const refused = await edit('leasing', { marker_icon: 'Dot' });
    expect(refused.statusCode).toBe(403);
    expect((await view('leasing')).result.marker_icon).toBe('Truck');
    expect((await getAs(t.app, await t.tokenOf('driver'), VIEW)).statusCode).toBe(403);
  });

  it("never shows or changes another user's settings, whatever id is sent", async () => {
    await edit('customer2', { marker_icon: 'Dot', cluster_status: 'false' });
    const other = await userRow(t.ctx, 'customer2');
    const asked = await getAs(t.app, await t.tokenOf('agro'), `${VIEW}?id=${other.id}`);
    expect(bodyOf(asked)).toMatchObject({ response: 400, code: 'unknown_field' });
    expect((await view('agro')).result).toEqual({ ...DEFAULT_MAP_SETTINGS, updated_at: null });
    const refused = await edit('agro', { marker_size: 'Small', id: String(other.id) } as Record<string, string>);
    expect(bodyOf(refused)).toMatchObject({
      response: 400,
      code: 'unknown_field',
      message: 'This call has no field id',
    });
    expect((await view('customer2')).result).toMatchObject({ marker_icon: 'Dot', cluster_status: false });
    expect((await view('customer2')).result.marker_size).toBe('Normal');
  });
});
