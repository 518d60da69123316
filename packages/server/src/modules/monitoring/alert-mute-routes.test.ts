import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import {
  ALERT_MUTE_ADD_PATH as ADD,
  ALERT_MUTE_DELETE_PATH as DELETE,
  ALERT_MUTE_LIST_PATH as LIST,
  type AlertMutePage,
} from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf, userRow } from '../../test-support/http-helpers.js';
import { alertMutes } from './alert-mute-tables.js';
import { mutedImeisOf } from './alert-mute-repository.js';

let t: TestApp;
let lognus: string[];
let maju: string;
beforeAll(async () => {
  t = await buildTestApp();
  lognus = await imeisOf('CUS-LOGNUS');
  maju = (await imeisOf('CUS-MAJU'))[0] ?? '';
});
afterAll(async () => {
  await t.close();
});

async function imeisOf(code: string): Promise<string[]> {
  const rows = await t.ctx.database.db
    .select({ imei: vehicles.imei })
    .from(vehicles)
    .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, code)))
    .orderBy(asc(vehicles.imei));
  return rows.map((row) => row.imei);
}

const mute = async (username: string, imei: string) =>
  formPost(t.app, ADD, { imei }, { headers: bearer(await t.tokenOf(username)) });
const unmute = async (username: string, imei: string) =>
  t.app.inject({ method: 'DELETE', url: `${DELETE}?imei=${imei}`, headers: bearer(await t.tokenOf(username)) });
const listOf = async (username: string, query = '') =>
  bodyOf<AlertMutePage>(await getAs(t.app, await t.tokenOf(username), `${LIST}${query}`)).result;
const mutedBy = async (username: string) => (await listOf(username)).data.map((m) => m.imei);
const allMutes = async () => Number((await t.ctx.database.db.select({ n: count() }).from(alertMutes))[0]?.n ?? 0);

describe('monitoring-service/alert_mute', () => {
  it('mutes, lists and unmutes a vehicle for the caller only; muting twice changes nothing', async () => {
    const [first, second] = lognus;
    if (!first || !second) throw new Error('no demo vehicles');
    expect(await mutedBy('customer')).toEqual([]);
    const added = await mute('customer', second);
    expect(bodyOf(added)).toMatchObject({ response: 200, result: { imei: second, muted: true } });
    await mute('customer', first);
    await mute('customer', first);
    const page = await listOf('customer');
    expect(page).toMatchObject({ total_data: 2, page: 1, limit: 50000 });
    expect(page.data.map((m) => m.imei)).toEqual([first, second]);
    expect(page.data[0]?.vehicle_name).toBeTruthy();
    expect(await mutedBy('dealer')).toEqual([]);
    const removed = await unmute('customer', first);
    expect(bodyOf(removed)).toMatchObject({ response: 200, result: { imei: first, muted: false } });
    expect(await mutedBy('customer')).toEqual([second]);
    await unmute('customer', second);
  });

  it("lets a dealer mute its customers' vehicles and refuses a vehicle outside the caller's scope", async () => {
    const [imei] = lognus;
    if (!imei) throw new Error('no demo vehicle');
    expect((await mute('dealer', imei)).statusCode).toBe(200);
    expect(await mutedBy('dealer')).toEqual([imei]);
    const before = await allMutes();
    for (const [who, target] of [
      ['customer2', imei],
      ['customer', maju],
      ['dealer', maju],
    ] as const) {
      const response = await mute(who, target);
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toMatchObject({ code: 'not_found' });
      expect((await unmute(who, target)).statusCode).toBe(404);
    }
    expect(await allMutes()).toBe(before);
    await unmute('dealer', imei);
  });

  it('gives the alert feed the imeis a user muted', async () => {
    const [imei] = lognus;
    if (!imei) throw new Error('no demo vehicle');
    await mute('customer', imei);
    const { id } = await userRow(t.ctx, 'customer');
    expect([...(await mutedImeisOf(t.ctx.database.db, id))]).toEqual([imei]);
    await unmute('customer', imei);
  });

  it('refuses a bad imei, bad paging, no token and no view_realtime', async () => {
    const before = await allMutes();
    for (const imei of ['', 'abc', '12', '35285211000000x']) {
      expect((await mute('customer', imei)).statusCode, imei).toBe(400);
      expect((await unmute('customer', imei)).statusCode, imei).toBe(400);
    }
    const noField = await formPost(t.app, ADD, {}, { headers: bearer(await t.tokenOf('customer')) });
    expect(bodyOf(noField)).toMatchObject({ response: 400, code: 'bad_request' });
    const badPage = await getAs(t.app, await t.tokenOf('customer'), `${LIST}?page=0`);
    expect(badPage.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await formPost(t.app, ADD, { imei: lognus[0] ?? '' })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('driver'), LIST)).statusCode).toBe(403);
    expect((await mute('driver', lognus[0] ?? '')).statusCode).toBe(403);
    expect(await allMutes()).toBe(before);
  });
});
