import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, NOTIFICATION_LIST_PATH } from '@armada/domain';
import { notifications, vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';
import { vehicleLeases } from './leasing-tables.js';
import {
  addLeasingCompany,
  decide,
  LEASING_BASE,
  register,
  registration,
  setUserAccess,
  spare,
} from '../../test-support/leasing-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addLeasingCompany(t, 'LSG-OTHER', 'leasing_other');
});
afterAll(async () => {
  await t.close();
});

const counts = async () => {
  const { db } = t.ctx.database;
  const v = Number((await db.select({ n: count() }).from(vehicles))[0]?.n);
  const l = Number((await db.select({ n: count() }).from(vehicleLeases))[0]?.n);
  return { vehicles: v, leases: l };
};
const vehicleOf = async (chassis: string) =>
  (await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.chassis_number, chassis)))[0];
const leaseRow = async (id: number) =>
  (await t.ctx.database.db.select().from(vehicleLeases).where(eq(vehicleLeases.id, id)))[0];
const registered = async (k: number) => {
  const response = await register(t, 'leasing', await registration(t, k));
  expect(response.statusCode).toBe(200);
  return bodyOf<{ id: number; vehicle_id: number }>(response).result;
};

describe('leasing vehicle registration (add_vehicle_leasing)', () => {
  it('registers a spare chassis as registering under the dealer, the contract pending', async () => {
    const response = await register(t, 'leasing', await registration(t, 30, { vehicle_number: 'B 9030 LSG' }));
    expect(bodyOf(response).message).toBe(MESSAGES.vehicle_registered);
    const { id } = bodyOf<{ id: number }>(response).result;
    const vehicle = await vehicleOf(spare(30).chassis_number);
    expect(vehicle).toMatchObject({
      registration_status: 'registering',
      organization_id: await orgIdOf(t.ctx, 'DLR-JKT'),
      leasing_org_id: await orgIdOf(t.ctx, 'LSG-ANDALAN'),
      gpstype: spare(30).gpstype,
      ownership_status: 'leased',
    });
    expect(await leaseRow(id)).toMatchObject({ dealer_approval: 'pending', tenor: 24, installment: 19_500_000 });
  });

  it("answers 'Chassis number already registered by another leasing.' and every other refusal, writing nothing", async () => {
    const before = await counts();
    const cases: [string, Record<string, string>, string][] = [
      [
        'leasing_other',
        await registration(t, 31, { chassis_number: spare(30).chassis_number }),
        MESSAGES.chassis_other_leasing,
      ],
      [
        'leasing',
        await registration(t, 31, { chassis_number: spare(30).chassis_number }),
        MESSAGES.chassis_registering,
      ],
      ['leasing', await registration(t, 31, { chassis_number: 'MJEFM8JD3JJ999999' }), MESSAGES.chassis_not_found],
      ['leasing', await registration(t, 31, { imei: spare(30).imei }), MESSAGES.imei_paired],
      ['leasing', await registration(t, 31, { imei: '999999999999999' }), MESSAGES.imei_not_found],
      ['leasing', await registration(t, 31, { contract_number: 'test/30' }), MESSAGES.contract_number_taken],
      [
        'leasing',
        await registration(t, 31, { dealer_id: String(await orgIdOf(t.ctx, 'CUS-LOGNUS')) }),
        MESSAGES.invalid_dealer,
      ],
    ];
    for (const [username, body, message] of cases)
      expect(bodyOf(await register(t, username, body)).message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input, no token, a caller without the permission and a dealer', async () => {
    const before = await counts();
    const bad: Record<string, string>[] = [
      { tenor: '0' },
      { installment: '-1' },
      { start_date: '2026-13-01' },
      { owner_name: ' ' },
    ];
    for (const extra of bad) {
      expect((await register(t, 'leasing', await registration(t, 31, extra))).statusCode).toBe(400);
    }
    const noToken = await formPost(t.app, `${LEASING_BASE}/add_vehicle_leasing`, await registration(t, 31));
    expect(noToken.statusCode).toBe(401);
    expect((await register(t, 'customer', await registration(t, 31))).statusCode).toBe(403);
    // The dealer reads and validates leases; registering one is the leasing company's.
    expect((await register(t, 'dealer', await registration(t, 31))).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lets an administrator register for a named leasing company only', async () => {
    const missing = await register(t, 'admin', await registration(t, 31));
    expect(bodyOf(missing).message).toBe(MESSAGES.leasing_not_selected);
    const leasing = String(await orgIdOf(t.ctx, 'LSG-OTHER'));
    const done = await register(t, 'admin', await registration(t, 31, { leasing_org_id: leasing }));
    expect(done.statusCode).toBe(200);
    expect((await vehicleOf(spare(31).chassis_number))?.leasing_org_id).toBe(Number(leasing));
  });
});

describe('dealer validation (approve / reject)', () => {
  it('approves: the vehicle is registered and passes to the customer the dealer names', async () => {
    const { id } = await registered(32);
    const lognus = String(await orgIdOf(t.ctx, 'CUS-LOGNUS'));
    const response = await decide(t, 'dealer', 'approve', { id: String(id), customer_id: lognus });
    expect(response.statusCode).toBe(200);
    expect(await vehicleOf(spare(32).chassis_number)).toMatchObject({
      registration_status: 'registered',
      organization_id: Number(lognus),
    });
    const lease = await leaseRow(id);
    expect(lease?.dealer_approval).toBe('approved');
    expect(lease?.decided_at).not.toBeNull();
    const again = await decide(t, 'dealer', 'approve', { id: String(id), customer_id: lognus });
    expect(bodyOf(again).message).toBe(MESSAGES.leasing_validated);
    const info = bodyOf<{ data: { type: string; data: Record<string, unknown> }[] }>(
      await getAs(t.app, await t.tokenOf('leasing'), `${NOTIFICATION_LIST_PATH}?filter=info&page=1&limit=50`),
    ).result.data.filter((row) => row.type === 'leasing_decision' && row.data.lease_id === id);
    expect(info.map((row) => row.data.decision)).toEqual(['approved']);
  });

  it("refuses another dealer's customer, another dealer, the leasing company and bad input, changing nothing", async () => {
    const { id } = await registered(33);
    const maju = String(await orgIdOf(t.ctx, 'CUS-MAJU'));
    const lognus = String(await orgIdOf(t.ctx, 'CUS-LOGNUS'));
    expect((await decide(t, 'dealer', 'approve', { id: String(id), customer_id: maju })).statusCode).toBe(403);
    expect((await decide(t, 'dealer2', 'approve', { id: String(id), customer_id: maju })).statusCode).toBe(404);
    expect((await decide(t, 'dealer2', 'reject', { id: String(id), remark: 'not ours' })).statusCode).toBe(404);
    await setUserAccess(t, 'leasing_other', ['list_user_leasing', 'approve_vehicle_leasing']);
    expect((await decide(t, 'leasing_other', 'approve', { id: String(id), customer_id: lognus })).statusCode).toBe(403);
    expect((await decide(t, 'leasing', 'approve', { id: String(id), customer_id: lognus })).statusCode).toBe(403);
    expect((await decide(t, 'dealer', 'approve', { id: String(id) })).statusCode).toBe(400);
    expect((await decide(t, 'dealer', 'reject', { id: String(id), remark: '   ' })).statusCode).toBe(400);
    expect((await decide(t, 'dealer', 'approve', { id: '999999', customer_id: lognus })).statusCode).toBe(404);
    expect((await leaseRow(id))?.dealer_approval).toBe('pending');
    expect((await vehicleOf(spare(33).chassis_number))?.registration_status).toBe('registering');
  });

  it('rejects with a remark: the record stays, the vehicle goes and the chassis is free again', async () => {
    const { id } = await registered(34);
    const response = await decide(t, 'dealer', 'reject', {
      id: String(id),
      remark: ' Contract not found at the dealer ',
    });
    expect(response.statusCode).toBe(200);
    expect(await leaseRow(id)).toMatchObject({
      dealer_approval: 'rejected',
      remark: 'Contract not found at the dealer',
      vehicle_id: null,
      chassis_number: spare(34).chassis_number,
    });
    expect(await vehicleOf(spare(34).chassis_number)).toBeUndefined();
    const view = await getAs(t.app, await t.tokenOf('leasing'), `${LEASING_BASE}/view_vehicle_leasing?id=${id}`);
    expect(bodyOf(view).result).toMatchObject({
      dealer_approval: 'rejected',
      vehicle_id: null,
      decided_by_name: 'Budi Santoso',
    });
    // The leasing company is told, with the remark; another leasing company is not.
    const told = async (username: string) => {
      const page = bodyOf<{ data: { type: string; data: Record<string, unknown> }[] }>(
        await getAs(t.app, await t.tokenOf(username), `${NOTIFICATION_LIST_PATH}?filter=info&page=1&limit=50`),
      ).result.data;
      return page.filter((row) => row.type === 'leasing_decision' && row.data.lease_id === id);
    };
    const decision = await told('leasing');
    expect(decision).toHaveLength(1);
    expect(decision[0]?.data).toMatchObject({ decision: 'rejected', remark: 'Contract not found at the dealer' });
    // Stored for the leasing company's organisation alone.
    const stored = await t.ctx.database.db
      .select({ org: notifications.organization_id })
      .from(notifications)
      .where(eq(notifications.type, 'leasing_decision'));
    expect(new Set(stored.map((row) => row.org))).toEqual(new Set([await orgIdOf(t.ctx, 'LSG-ANDALAN')]));
    // Another leasing company may now register the chassis, and the same contract number is free again.
    const other = await register(t, 'leasing_other', await registration(t, 34));
    expect(other.statusCode).toBe(200);
  });
});
