import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { isLeaseInForce, isNotUpdated } from '@armada/domain';
import { vehicles, vehicleState } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { getAs, grant, orgIdOf } from '../../test-support/http-helpers.js';
import { DAY_MS, insertState } from '../../test-support/vehicle-fixtures.js';
import { vehicleLeases } from './leasing-tables.js';
import { addLeasingCompany, LEASING_BASE, listAs, register, registration } from '../../test-support/leasing-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addLeasingCompany(t, 'LSG-OTHER', 'leasing_other');
  await register(t, 'leasing_other', await registration(t, 35, { contract_number: 'OTHER/1' }));
  await giveStates();
});
afterAll(async () => {
  await t.close();
});

/** Latest states for some leased vehicles: fresh, fresh with the starter killed, 5 days old; and activation codes. */
async function giveStates() {
  const { db } = t.ctx.database;
  const leased = await db
    .select({ id: vehicles.id, imei: vehicles.imei })
    .from(vehicles)
    .where(and(isNotNull(vehicles.leasing_org_id), eq(vehicles.registration_status, 'registered')))
    .orderBy(vehicles.id);
  const [a, b, c, d, e] = leased;
  for (const [vehicle, state] of [
    [a, {}],
    [b, { props: { imb: 1 as const } }],
    [c, { ageMs: 5 * DAY_MS }],
  ] as const) {
    await db.delete(vehicleState).where(eq(vehicleState.imei, vehicle?.imei ?? ''));
    await insertState(t.ctx, vehicle?.imei ?? '', state);
  }
  await db
    .update(vehicles)
    .set({ activation_status: '0' })
    .where(eq(vehicles.id, d?.id ?? 0));
  await db
    .update(vehicles)
    .set({ activation_status: '1' })
    .where(eq(vehicles.id, e?.id ?? 0));
}

type Truth = Awaited<ReturnType<typeof truth>>[number];

/** Every lease with the facts the filters read, taken from the tables and derived here with the domain rules. */
async function truth() {
  const rows = await t.ctx.database.db
    .select({ lease: vehicleLeases, vehicle: vehicles, state: vehicleState })
    .from(vehicleLeases)
    .leftJoin(vehicles, eq(vehicles.id, vehicleLeases.vehicle_id))
    .leftJoin(vehicleState, eq(vehicleState.imei, vehicles.imei));
  const today = new Date().toISOString().slice(0, 10);
  return rows.map(({ lease, vehicle, state }) => ({
    ...lease,
    plate: vehicle?.vehicle_number ?? null,
    telematic: state !== null,
    inForce: isLeaseInForce(lease.start_date, lease.tenor, today),
    updated: state !== null && !isNotUpdated(state.time.getTime(), Date.now()),
    active: vehicle?.activation_status === '2',
    runner: vehicle ? vehicle.activation_status !== '0' : null,
    killed: state?.props.imb === 1,
  }));
}

const ids = (page: { data: Record<string, unknown>[] }) =>
  page.data.map((row) => row.id as number).sort((x, y) => x - y);
const idsOf = (rows: Truth[]) => rows.map((row) => row.id).sort((x, y) => x - y);
const ALL = 'count_perpage=1000';

describe('leased vehicles (list_vehicle_leasing)', () => {
  it('gives each filter the meaning written in the decisions, checked against the tables', async () => {
    const all = await truth();
    const sby = await orgIdOf(t.ctx, 'DLR-SBY');
    const cases: [string, (row: Truth) => boolean][] = [
      ['', () => true],
      ['telematic_status=1', (r) => r.telematic],
      ['telematic_status=0', (r) => !r.telematic],
      ['monitoring_status=1', (r) => r.inForce],
      ['monitoring_status=0', (r) => !r.inForce],
      ['monitoring_status=0,1', () => true],
      ['update_status=1', (r) => r.updated],
      ['update_status=0', (r) => !r.updated],
      ['activation_status=1', (r) => r.active],
      ['activation_status=0', (r) => !r.active],
      ['runner_status=1', (r) => r.runner === true],
      ['runner_status=0', (r) => r.runner === false],
      ['starter_kill_status=1', (r) => r.killed],
      ['starter_kill_status=0', (r) => !r.killed],
      ['dealer_approval=0', (r) => r.dealer_approval === 'pending'],
      ['dealer_approval=2', (r) => r.dealer_approval === 'rejected'],
      ['dealer_approval=0,1', (r) => r.dealer_approval !== 'rejected'],
      [`dealer_id=${sby}`, (r) => r.dealer_id === sby],
      ['telematic_status=1&update_status=0', (r) => r.telematic && !r.updated],
    ];
    for (const [query, keep] of cases) {
      const expected = idsOf(all.filter(keep));
      // Each filter splits the demo leases: some rows kept, some left out.
      if (!['', 'monitoring_status=0,1'].includes(query)) expect(expected.length, query).toBeLessThan(all.length);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(ids(await listAs(t, 'admin', `${ALL}&${query}`)), query).toEqual(expected);
    }
    expect(all.filter((r) => r.killed)).toHaveLength(1);
    expect(all.some((r) => r.telematic && !r.updated)).toBe(true);
  });

  it('searches each field of search_by, and all four without it', async () => {
    const all = await truth();
    const pending = all.find((row) => row.dealer_approval === 'pending' && row.plate === null);
    const chassis = pending?.chassis_number.slice(-6) ?? '';
    expect((await listAs(t, 'admin', `search_by=chassis_number&search=${chassis.toLowerCase()}`)).total_data).toBe(1);
    expect((await listAs(t, 'admin', `search=${chassis}`)).total_data).toBe(1);
    expect((await listAs(t, 'admin', 'search_by=owner_name&search=karya mandiri')).total_data).toBe(1);
    const lognus = all.filter((r) => r.owner_name === 'PT Logistik Nusantara' && r.dealer_approval === 'approved');
    const byCustomer = await listAs(t, 'admin', `${ALL}&search_by=customer_name&search=logistik`);
    expect(byCustomer.total_data).toBe(lognus.length);
    const plated = all.find((row) => row.plate !== null);
    const byPlate = await listAs(
      t,
      'admin',
      `search_by=vehicle_number&search=${encodeURIComponent(plated?.plate ?? '')}`,
    );
    expect(byPlate.data.map((row) => row.id)).toContain(plated?.id);
    expect((await listAs(t, 'admin', 'search_by=vehicle_number&search=%25')).total_data).toBe(0);
  });

  it('pages and sorts in SQL', async () => {
    const sorted = await listAs(t, 'admin', `${ALL}&sort_by=chassis_number&sort=asc`);
    const chassis = sorted.data.map((row) => row.chassis_number as string);
    expect(chassis).toEqual([...chassis].sort());
    const second = await listAs(t, 'admin', 'count_perpage=2&page=2&sort_by=chassis_number&sort=asc');
    expect(second).toMatchObject({ page: 2, limit: 2, total_data: sorted.total_data });
    expect(second.data.map((row) => row.id)).toEqual(sorted.data.slice(2, 4).map((row) => row.id));
    const newest = await listAs(t, 'admin', 'count_perpage=1');
    expect(newest.data[0]?.contract_number).toBe('OTHER/1');
  });

  it('shows a leasing company its own leases only, a dealer its own and its customers', async () => {
    const all = await truth();
    const andalan = await orgIdOf(t.ctx, 'LSG-ANDALAN');
    const jkt = await orgIdOf(t.ctx, 'DLR-JKT');
    expect(ids(await listAs(t, 'leasing', ALL))).toEqual(idsOf(all.filter((r) => r.leasing_org_id === andalan)));
    expect(ids(await listAs(t, 'leasing_other', ALL))).toEqual(idsOf(all.filter((r) => r.leasing_org_id !== andalan)));
    expect((await listAs(t, 'leasing', `leasing_id=${await orgIdOf(t.ctx, 'LSG-OTHER')}`)).total_data).toBe(0);
    const dealer2 = await listAs(t, 'dealer2', ALL);
    expect(dealer2.data.every((row) => row.dealer_id !== jkt)).toBe(true);
    expect(dealer2.total_data).toBeGreaterThan(0);
    const dealer = await listAs(t, 'dealer', `${ALL}&dealer_approval=0`);
    expect(dealer.total_data).toBe(all.filter((r) => r.dealer_approval === 'pending' && r.dealer_id === jkt).length);
    const otherLease = all.find((r) => r.leasing_org_id !== andalan);
    const view = await getAs(
      t.app,
      await t.tokenOf('leasing'),
      `${LEASING_BASE}/view_vehicle_leasing?id=${otherLease?.id}`,
    );
    expect(view.statusCode).toBe(404);
  });

  it('shows a customer given the permission the leases of its own vehicles only', async () => {
    await grant(t.ctx, 'customer', 'list_user_leasing');
    const page = await listAs(t, 'customer', ALL);
    expect(page.total_data).toBeGreaterThan(0);
    expect(page.data.every((row) => row.customer_name === 'PT Logistik Nusantara')).toBe(true);
  });

  it('refuses bad parameters, no token and a caller without list_user_leasing', async () => {
    const token = await t.tokenOf('admin');
    for (const query of [
      'count_perpage=0',
      'sort_by=imei',
      'sort=up',
      'search_by=imei&search=1',
      'dealer_approval=3',
      'telematic_status=2',
      'dealer_id=abc',
    ]) {
      expect((await getAs(t.app, token, `${LEASING_BASE}/list_vehicle_leasing?${query}`)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${LEASING_BASE}/list_vehicle_leasing` })).statusCode).toBe(401);
    const noPermission = await getAs(t.app, await t.tokenOf('customer2'), `${LEASING_BASE}/list_vehicle_leasing`);
    expect(noPermission.statusCode).toBe(403);
  });
});
