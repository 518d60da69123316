import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { organizations, vehicleSensors, vehicles } from './db/schema.js';
import { buildTestApp, type TestApp } from './test-support/test-app.js';
import { bearer, bodyOf, orgIdOf } from './test-support/http-helpers.js';

/**
 * The findings of the security review of 2026-11-25 (../shared/reviews/security-2026-11-25.md) that
 * the call contracts close: each request of the review, answered as it must be now, changing nothing.
 */

let t: TestApp;
const tokens = new Map<string, string>();
const tokenOf = async (username: string) => {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return token;
};
const call = async (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(await tokenOf(username)), ...(payload ? { payload } : {}) });

const vehicleRow = async (id: number) =>
  (await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, id)))[0];
const orgRow = async (id: number) =>
  (await t.ctx.database.db.select().from(organizations).where(eq(organizations.id, id)))[0];

/** A vehicle of the dealer's customer PT Sinar Transport, and one leased by the leasing company. */
async function fixtures() {
  const sinar = await orgIdOf(t.ctx, 'CUS-SINAR');
  const [own] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.organization_id, sinar)).limit(1);
  const [leased] = await t.ctx.database.db.select().from(vehicles).where(isNotNull(vehicles.leasing_org_id)).limit(1);
  if (!own || !leased) throw new Error('demo fleet without the vehicles these tests need');
  return { own, leased };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EDIT_ORG = '/api/user/user_org/edit_user_org';
const EDIT_VEHICLE = '/api/vehicle/vehicle/edit_vehicle';

describe('C1: an extra field on an organisation edit', () => {
  it("is refused by name, so a dealer cannot point a customer's super admin at root", async () => {
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    const before = await orgRow(maju);
    const response = await call('dealer2', 'PUT', EDIT_ORG, { id: maju, super_admin_id: 1 });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 'unknown_field', message: 'This call has no field super_admin_id' });
    expect(await orgRow(maju)).toEqual(before);
  });
});

describe('H2: the lease organisation of a vehicle', () => {
  it('is set only by the lease flow: add and edit refuse leasing_org_id, and the vehicle stays as it was', async () => {
    const { own, leased } = await fixtures();
    const leasingBefore = leased.leasing_org_id;
    for (const [id, leasing] of [
      [own.id, await orgIdOf(t.ctx, 'CUS-MAJU')],
      [leased.id, await orgIdOf(t.ctx, 'EU4-OPS')],
      [own.id, 999_999],
    ] as const) {
      const response = await call('dealer', 'PUT', EDIT_VEHICLE, { id, leasing_org_id: leasing });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).code).toBe('unknown_field');
    }
    expect((await vehicleRow(own.id))?.leasing_org_id).toBe(own.leasing_org_id);
    expect((await vehicleRow(leased.id))?.leasing_org_id).toBe(leasingBefore);
    const added = await call('admin', 'POST', '/api/vehicle/vehicle/add_vehicle', { leasing_org_id: leasingBefore });
    expect(bodyOf(added)).toMatchObject({ response: 400 });
  });
});

describe('M2: mass assignment on generic edits', () => {
  it('refuses each field a caller does not set, and a string timestamp, without a server error', async () => {
    const { own } = await fixtures();
    const before = await vehicleRow(own.id);
    const fields = {
      chassis_number: 'MJEFB13S0AA000001',
      registration_status: 'registering',
      activation_status: '0',
      device_status: 'inactive',
      gpstype: 3,
      vehicle_group: 'MASS',
      registered_by: 1,
      created_at: '2000-01-01T00:00:00Z',
    };
    for (const [field, value] of Object.entries(fields)) {
      const response = await call('dealer', 'PUT', EDIT_VEHICLE, { id: own.id, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(bodyOf(response).message, field).toBe(`This call has no field ${field}`);
    }
    expect(await vehicleRow(own.id)).toEqual(before);
    const [sensor] = await t.ctx.database.db.select().from(vehicleSensors).limit(1);
    const stamped = await call('root', 'PUT', '/api/sensor-service/vehiclesensor/edit_vehiclesensor', {
      id: sensor?.id,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(bodyOf(stamped)).toMatchObject({ response: 400, code: 'unknown_field' });
    const org = await orgIdOf(t.ctx, 'CUS-SINAR');
    const orgStamped = await call('root', 'PUT', EDIT_ORG, { id: org, created_at: '2000-01-01T00:00:00Z' });
    expect(bodyOf(orgStamped)).toMatchObject({ response: 400, code: 'unknown_field' });
  });
});

describe('L1: input that used to answer 500', () => {
  it('refuses a NUL byte in any text field or search with a 400 naming the field', async () => {
    const { own } = await fixtures();
    const edited = await call('dealer', 'PUT', EDIT_VEHICLE, { id: own.id, vehicle_name: 'FZ0029 \u0000NUL' });
    expect(bodyOf(edited)).toMatchObject({ response: 400, code: 'invalid_text' });
    expect(bodyOf(edited).message).toContain('vehicle_name');
    expect((await vehicleRow(own.id))?.vehicle_name).toBe(own.vehicle_name);
    for (const url of [
      '/api/vehicle/vehicle/list_vehicle?search=%00',
      '/api/notification/notification/list_notification?search=a%00b',
      '/api/user/user_profile/list_user_profile?search=%00',
    ]) {
      const response = await call('root', 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response).code, url).toBe('invalid_text');
    }
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/forgot_password',
      payload: { username: 'root\u0000' },
    });
    expect(bodyOf(forgot)).toMatchObject({ response: 400, code: 'invalid_text' });
  });

  it('refuses a page past the database and ids past 2^31 with a 400', async () => {
    for (const url of [
      '/api/vehicle/vehicle/list_vehicle?page=184467440737095516&limit=50000',
      '/api/sensor-service/vehiclesensor/list_vehiclesensor?page=184467440737095516&limit=50000',
      '/api/user/user_profile/list_user_profile?page=184467440737095516&limit=50000',
      '/api/vehicle/vehicle/view_vehicle?id=2147483648',
    ]) {
      const response = await call('root', 'GET', url);
      expect(response.statusCode, url).toBe(400);
    }
    const deleted = await call(
      'root',
      'DELETE',
      '/api/sensor-service/vehiclesensor/delete_vehiclesensor?id=2147483648',
    );
    expect(deleted.statusCode).toBe(400);
    const duty = await call('root', 'POST', '/api/job-order/v1/vehicles.on-duty.list', { group_ids: [2147483648] });
    expect(duty.statusCode).toBe(400);
  });

  it('answers an edit with nothing to change with a 400, not "No values to set"', async () => {
    const [sensor] = await t.ctx.database.db
      .select()
      .from(vehicleSensors)
      .where(and(isNotNull(vehicleSensors.id)))
      .limit(1);
    const response = await call('root', 'PUT', '/api/sensor-service/vehiclesensor/edit_vehiclesensor', {
      id: sensor?.id,
    });
    expect(bodyOf(response)).toMatchObject({ response: 400, code: 'empty_data' });
  });
});
