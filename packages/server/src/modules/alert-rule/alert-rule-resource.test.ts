import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AlertRule } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/notification/alert_rule';

const send = async (username: string, method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.app.inject({ method, url: `${BASE}/${url}`, headers: bearer(await t.tokenOf(username)), payload: body as object });
const add = (username: string, body: unknown) => send(username, 'POST', 'add_alert_rule', body);
const edit = (username: string, body: unknown) => send(username, 'PUT', 'edit_alert_rule', body);
const view = async (username: string, id: number) =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/view_alert_rule?id=${id}`);
const remove = async (username: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/delete_alert_rule?id=${id}`,
    headers: bearer(await t.tokenOf(username)),
  });
const list = async (username: string) =>
  bodyOf<{ data: AlertRule[] }>(await getAs(t.app, await t.tokenOf(username), `${BASE}/list_alert_rule?limit=100`))
    .result.data;
const idOf = (response: Awaited<ReturnType<typeof add>>) => bodyOf<{ id: number }>(response).result.id;
const codeOf = (response: Awaited<ReturnType<typeof add>>) => (response.json() as { code?: string }).code;

/** A place and a vehicle group of an organisation, by its code. */
async function placeAndGroupOf(code: string) {
  const org = await orgIdOf(t.ctx, code);
  const [place] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`SELECT id FROM geofences WHERE organization_id = ${org} LIMIT 1`,
  );
  const [group] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`SELECT id FROM vehicle_groups WHERE organization_id = ${org} LIMIT 1`,
  );
  if (!place || !group) throw new Error(`no place or vehicle group in ${code}`);
  return { place: place.id, group: group.id };
}

const RULE = {
  name: 'Depot gate',
  event_types: 'in_geofence,out_geofence',
  emails: ' ops@lognus.co.id ,night@lognus.co.id',
  quiet_from: '22:00',
  quiet_to: '06:00',
};

describe('alert rules: a user’s own, on the generic API', () => {
  it('adds a rule with its places and groups, tidies its addresses, and shows it to its user alone', async () => {
    const { place, group } = await placeAndGroupOf('CUS-LOGNUS');
    const response = await add('customer', { ...RULE, place_ids: String(place), vehicle_group_ids: String(group) });
    expect(response.statusCode).toBe(200);
    const id = idOf(response);
    const rule = bodyOf<AlertRule>(await view('customer', id)).result;
    expect(rule).toMatchObject({
      name: 'Depot gate',
      event_types: ['in_geofence', 'out_geofence'],
      place_ids: [place],
      vehicle_group_ids: [group],
      emails: 'ops@lognus.co.id, night@lognus.co.id',
      portal: true,
      quiet_from: '22:00',
      quiet_to: '06:00',
      enabled: true,
    });
    expect((await list('customer')).map((r) => r.id)).toContain(id);
    for (const who of ['customer2', 'admin', 'dealer']) {
      expect((await view(who, id)).statusCode).toBe(404);
      expect((await list(who)).map((r) => r.id)).not.toContain(id);
      expect((await edit(who, { id, enabled: false })).statusCode).toBe(404);
      expect((await remove(who, id)).statusCode).toBe(404);
    }
    expect(bodyOf<AlertRule>(await view('customer', id)).result.enabled).toBe(true);
    expect((await edit('customer', { id, enabled: false, quiet_from: '', quiet_to: '' })).statusCode).toBe(200);
    expect(bodyOf<AlertRule>(await view('customer', id)).result).toMatchObject({ enabled: false, quiet_from: null });
    expect((await remove('customer', id)).statusCode).toBe(200);
    expect((await view('customer', id)).statusCode).toBe(404);
  });

  it('refuses bad addresses, a rule that tells no one, half of quiet hours and unknown events, storing nothing', async () => {
    const before = (await list('customer')).length;
    const refusals = [
      [{ ...RULE, emails: 'ops@lognus, x' }, 400, 'invalid_email'],
      [{ ...RULE, emails: '', portal: false }, 400, 'fill_blank'],
      [{ ...RULE, quiet_to: undefined }, 400, 'fill_blank'],
      [{ ...RULE, quiet_from: '24:00' }, 400, undefined],
      [{ ...RULE, event_types: 'fuel_theft' }, 400, undefined],
      [{ ...RULE, event_types: '' }, 400, undefined],
      [{ ...RULE, place_ids: '1,x' }, 400, undefined],
      [{ ...RULE, user_id: 1 }, 400, undefined],
    ] as const;
    for (const [body, status, code] of refusals) {
      const response = await add('customer', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (code) expect(codeOf(response)).toBe(code);
    }
    expect((await list('customer')).length).toBe(before);
  });

  it('refuses places and vehicle groups of another organisation as unknown', async () => {
    const other = await placeAndGroupOf('CUS-SINAR');
    expect((await add('customer', { ...RULE, name: 'Theirs', place_ids: String(other.place) })).statusCode).toBe(404);
    expect(
      (await add('customer', { ...RULE, name: 'Theirs', vehicle_group_ids: String(other.group) })).statusCode,
    ).toBe(404);
    const id = idOf(await add('customer', { ...RULE, name: 'Mine' }));
    expect((await edit('customer', { id, place_ids: `${other.place}` })).statusCode).toBe(404);
    expect(bodyOf<AlertRule>(await view('customer', id)).result.place_ids).toEqual([]);
  });
});
