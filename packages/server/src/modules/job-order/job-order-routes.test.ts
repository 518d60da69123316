import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  isOnDutyState,
  JOB_ORDER_PATHS,
  type JobOrdersAnswer,
  type OnDutyCountAnswer,
  type OnDutyListAnswer,
} from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';
import { vehicleGroupMembers, vehicleGroups } from '../vehicle-group/vehicle-group-tables.js';
import { jobOrders } from './job-order-tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { onDutyList: LIST, jobOrders: ORDERS, onDutyCount: COUNT } = JOB_ORDER_PATHS;

const postAs = async (username: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(await t.tokenOf(username)), payload });
const json = <T>(response: LightMyRequestResponse) => response.json<T>();

/** What the database says (a dealer sees its own organisation and its customers): the vehicles of these organisations, and which have an unfinished job order. */
async function truth(orgCodes: string[]) {
  const orgIds = await Promise.all(orgCodes.map((code) => orgIdOf(t.ctx, code)));
  const fleet = await t.ctx.database.db
    .select({ id: vehicles.id, imei: vehicles.imei, chassis: vehicles.chassis_number })
    .from(vehicles)
    .where(inArray(vehicles.organization_id, orgIds));
  const orders = await t.ctx.database.db
    .select({ vehicle_id: jobOrders.vehicle_id, status: jobOrders.status })
    .from(jobOrders)
    .where(inArray(jobOrders.organization_id, orgIds));
  const busy = new Set(orders.filter((o) => isOnDutyState(o.status)).map((o) => o.vehicle_id));
  const onDuty = fleet.filter((v) => busy.has(v.id));
  return { fleet, onDuty: onDuty.map((v) => v.imei).sort(), chassis: fleet[0]?.chassis ?? '' };
}

const groupsOf = async (orgCode: string) =>
  t.ctx.database.db
    .select()
    .from(vehicleGroups)
    .where(eq(vehicleGroups.organization_id, await orgIdOf(t.ctx, orgCode)))
    .orderBy(vehicleGroups.id);

const memberImeis = async (groupId: number) =>
  (
    await t.ctx.database.db
      .select({ imei: vehicles.imei })
      .from(vehicleGroupMembers)
      .innerJoin(vehicles, eq(vehicles.id, vehicleGroupMembers.vehicle_id))
      .where(eq(vehicleGroupMembers.group_id, groupId))
  ).map((row) => row.imei);

const allOnDuty = async (username: string, extra: Record<string, unknown> = {}) =>
  json<OnDutyListAnswer>(await postAs(username, LIST, { page_size: 50_000, ...extra }));

describe('POST job-order/v1/vehicles.on-duty.list', () => {
  it("lists a customer's vehicles on duty, each with an unfinished job order, about a third of the fleet", async () => {
    const expected = await truth(['CUS-LOGNUS']);
    const answer = await allOnDuty('customer');
    expect(answer.ok).toBe(true);
    expect(answer.vehicles_on_duty.map((v) => v.imei)).toEqual(expected.onDuty);
    expect(answer.total_count).toBe(expected.onDuty.length);
    for (const v of answer.vehicles_on_duty) expect(isOnDutyState(v.job_order.status)).toBe(true);
    const share = expected.onDuty.length / expected.fleet.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
  });

  it("gives a dealer its customers' vehicles and root everyone's", async () => {
    const dealer = await allOnDuty('dealer');
    expect(dealer.vehicles_on_duty.map((v) => v.imei)).toEqual(
      (await truth(['DLR-JKT', 'CUS-LOGNUS', 'CUS-SINAR'])).onDuty,
    );
    const everyone = await allOnDuty('root');
    const maju = (await truth(['CUS-MAJU'])).onDuty;
    expect(maju.length).toBeGreaterThan(0);
    expect(everyone.vehicles_on_duty.map((v) => v.imei)).toEqual(
      expect.arrayContaining([...maju, ...dealer.vehicles_on_duty.map((v) => v.imei)]),
    );
    expect((await allOnDuty('customer2')).vehicles_on_duty.map((v) => v.imei)).toEqual(maju);
  });

  it('pages by imei and keeps the total', async () => {
    const all = await allOnDuty('dealer');
    const second = json<OnDutyListAnswer>(await postAs('dealer', LIST, { page: 2, page_size: 2 }));
    expect(second).toMatchObject({ ok: true, page: 2, page_size: 2, total_count: all.total_count });
    expect(second.vehicles_on_duty.map((v) => v.imei)).toEqual(all.vehicles_on_duty.slice(2, 4).map((v) => v.imei));
    const past = json<OnDutyListAnswer>(await postAs('dealer', LIST, { page: 999, page_size: 10 }));
    expect(past).toMatchObject({ vehicles_on_duty: [], total_count: all.total_count });
    const byDefault = json<OnDutyListAnswer>(await postAs('dealer', LIST));
    expect(byDefault).toMatchObject({ page: 1, page_size: 10 });
  });

  it("narrows to the caller's groups, and another organisation's group matches nothing", async () => {
    const [group] = await groupsOf('CUS-LOGNUS');
    const [other] = await groupsOf('CUS-MAJU');
    if (!group || !other) throw new Error('the demo seed made no groups');
    const members = new Set(await memberImeis(group.id));
    const all = await allOnDuty('customer');
    const narrowed = await allOnDuty('customer', { group_ids: [group.id] });
    const expected = all.vehicles_on_duty.map((v) => v.imei).filter((imei) => members.has(imei));
    expect(expected.length).toBeGreaterThan(0);
    expect(narrowed.vehicles_on_duty.map((v) => v.imei)).toEqual(expected);
    expect((await allOnDuty('customer', { group_ids: [other.id] })).total_count).toBe(0);
    const token = await t.tokenOf('customer');
    const asForm = await formPost(
      t.app,
      LIST,
      { group_ids: String(group.id), page_size: '100' },
      { headers: bearer(token) },
    );
    expect(json<OnDutyListAnswer>(asForm).total_count).toBe(expected.length);
  });

  it('refuses bad input, no token and no list_job_order in its own shape', async () => {
    for (const payload of [
      { page: 0 },
      { page_size: 0 },
      { page_size: 50_001 },
      { group_ids: ['x'] },
      { page: 'two' },
    ]) {
      const response = await postAs('customer', LIST, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, code: 'bad_request' });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: LIST, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ ok: false, code: 'unauthorized' });
    const leasing = await postAs('leasing', LIST);
    expect(leasing.statusCode).toBe(403);
    expect(leasing.json()).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('GET job-order/v1/vehicles.on-duty.job-orders.list', () => {
  const ordersAs = async (username: string, chassis: string) =>
    getAs(t.app, await t.tokenOf(username), `${ORDERS}?chassis_number=${encodeURIComponent(chassis)}`);

  it("lists a visible vehicle's job orders newest first, whatever the chassis number's case", async () => {
    const { onDuty } = await truth(['CUS-LOGNUS']);
    const busy = (await allOnDuty('customer')).vehicles_on_duty.find((v) => v.imei === onDuty[0]);
    const chassis = busy?.chassis_number ?? '';
    const answer = json<JobOrdersAnswer>(await ordersAs('customer', chassis.toLowerCase()));
    expect(answer).toMatchObject({ ok: true, chassis_number: chassis.toLowerCase() });
    expect(answer.total_count_job_order).toBe(answer.job_orders.length);
    expect(answer.job_orders.map((o) => o.number)).toContain(busy?.job_order.number);
    const starts = answer.job_orders.map((o) => Date.parse(o.started_at ?? o.planned_start_at ?? o.created_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(answer.job_orders.some((o) => o.status === 'done')).toBe(true);
  });

  it("answers not found for another organisation's vehicle and an unknown chassis", async () => {
    const { chassis } = await truth(['CUS-MAJU']);
    for (const who of ['customer', 'dealer']) {
      const response = await ordersAs(who, chassis);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ ok: false, code: 'not_found' });
    }
    expect((await ordersAs('dealer2', chassis)).statusCode).toBe(200);
    expect((await ordersAs('root', 'MJEUNKNOWN0000000')).statusCode).toBe(404);
  });

  it('refuses a malformed chassis number, no token and no permission', async () => {
    for (const chassis of ['', 'ab', 'MJE 123', "x';--"]) {
      const response = await ordersAs('customer', chassis);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, code: 'bad_request' });
    }
    expect((await t.app.inject({ method: 'GET', url: `${ORDERS}?chassis_number=MJE1234` })).statusCode).toBe(401);
    expect((await ordersAs('leasing', 'MJE1234')).statusCode).toBe(403);
  });
});

describe('POST job-order/v1/vehicles.on-duty.count', () => {
  it('counts on duty and standby over the vehicles in scope', async () => {
    const expected = await truth(['CUS-LOGNUS']);
    const answer = json<OnDutyCountAnswer>(await postAs('customer', COUNT));
    expect(answer).toEqual({
      ok: true,
      total_count: expected.fleet.length,
      on_duty: expected.onDuty.length,
      standby: expected.fleet.length - expected.onDuty.length,
    });
    const dealer = json<OnDutyCountAnswer>(await postAs('dealer', COUNT));
    const both = await truth(['DLR-JKT', 'CUS-LOGNUS', 'CUS-SINAR']);
    expect(dealer).toMatchObject({ total_count: both.fleet.length, on_duty: both.onDuty.length });
    const bare = await t.app.inject({ method: 'POST', url: COUNT, headers: bearer(await t.tokenOf('customer')) });
    expect(json<OnDutyCountAnswer>(bare).total_count).toBe(expected.fleet.length);
  });

  it('counts within groups, matching the on-duty list', async () => {
    const db = t.ctx.database.db;
    const [group] = await db
      .select()
      .from(vehicleGroups)
      .where(eq(vehicleGroups.organization_id, await orgIdOf(t.ctx, 'CUS-SINAR')));
    const counted = json<OnDutyCountAnswer>(await postAs('dealer', COUNT, { group_ids: [group?.id] }));
    const listed = await allOnDuty('dealer', { group_ids: [group?.id] });
    expect(counted.on_duty).toBe(listed.total_count);
    expect(counted.total_count).toBeGreaterThan(0);
    expect(json<OnDutyCountAnswer>(await postAs('customer', COUNT, { group_ids: [group?.id] })).total_count).toBe(0);
  });

  it('refuses bad group ids, no token and no permission', async () => {
    const bad = await postAs('customer', COUNT, { group_ids: [0] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false, code: 'bad_request' });
    expect((await t.app.inject({ method: 'POST', url: COUNT })).statusCode).toBe(401);
    expect((await postAs('leasing', COUNT)).statusCode).toBe(403);
  });
});
