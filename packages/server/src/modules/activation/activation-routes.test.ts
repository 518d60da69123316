import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  VEHICLE_ACTIVATION_PATHS as PATHS,
  type DisclaimerVehicle,
  type VehicleActivationHistory,
  type VehicleActivationPage,
  type VehicleActivationRow,
} from '@armada/domain';
import { notifications, vehicles } from '../../db/schema.js';
import { dayOf } from '../../reports/report-days.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
let vehicleId = 0;
const CHASSIS = 'CH-ACTIVATION-01';

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.ctx.database.db
    .insert(vehicles)
    .values({
      imei: '357880000000001',
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      vehicle_name: 'Activation truck',
      vehicle_number: 'B 1001 ACT',
      chassis_number: CHASSIS,
      activation_status: '0',
      activation_date: null,
    })
    .returning({ id: vehicles.id });
  vehicleId = row?.id ?? 0;
});
afterAll(() => t.close());

const get = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), url);
const post = async (username: string, url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(await t.tokenOf(username)), payload: body });
const view = async (username = 'admin') =>
  bodyOf<VehicleActivationRow>(await get(username, `${PATHS.view}?vehicle_id=${vehicleId}`)).result;
const refusal = (response: Awaited<ReturnType<typeof post>>) => [response.statusCode, bodyOf(response).code];

describe('the vehicle activation report (document 2 section 7.13)', () => {
  it("lists the caller's registered vehicles 100 to a page, by code, owner and text", async () => {
    const page = bodyOf<VehicleActivationPage>(
      await get('dealer', `${PATHS.list}?activation_status=0&search=${CHASSIS}`),
    );
    expect(page.result).toMatchObject({ page: 1, limit: 100, total_data: 1 });
    expect(page.result.data[0]).toMatchObject({
      id: vehicleId,
      chassis_number: CHASSIS,
      owner_name: 'PT Logistik Nusantara',
      dealer_name: 'Dealer Jakarta Timur',
      activation_status: '0',
      activation_status_name: 'Non Runner',
      activation_state: null,
      invited_at: null,
    });
    const active = bodyOf<VehicleActivationPage>(
      await get('dealer', `${PATHS.list}?activation_status=2&search=${CHASSIS}`),
    );
    expect(active.result.total_data).toBe(0);
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const owned = bodyOf<VehicleActivationPage>(
      await get('admin', `${PATHS.list}?owner_id=${lognus}&count_perpage=500`),
    );
    expect(owned.result.data.every((row) => row.owner_id === lognus)).toBe(true);
    expect(owned.result.data.some((row) => row.id === vehicleId)).toBe(true);
  });

  it("keeps another dealer's and another customer's vehicles out of sight", async () => {
    expect((await get('dealer2', `${PATHS.view}?vehicle_id=${vehicleId}`)).statusCode).toBe(404);
    const other = bodyOf<VehicleActivationPage>(await get('dealer2', `${PATHS.list}?search=${CHASSIS}`));
    expect(other.result.total_data).toBe(0);
    expect((await get('customer', `${PATHS.list}`)).statusCode).toBe(403);
    expect(refusal(await post('dealer2', PATHS.resend, { vehicle_id: vehicleId }))).toEqual([404, 'not_found']);
  });
});

describe('the activation lifecycle', () => {
  it('invites, lets the owner accept, and lets the brand deactivate and force, each kept with who and a note', async () => {
    const invited = bodyOf<VehicleActivationRow>(
      await post('dealer', PATHS.resend, { vehicle_id: vehicleId, note: 'Sold on Monday' }),
    ).result;
    expect(invited).toMatchObject({ activation_state: 'invited', activation_status: '0' });
    expect(invited.invited_at).not.toBeNull();
    const [told] = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'disclaimer'), eq(notifications.organization_id, invited.owner_id)));
    expect(told?.link).toBe(`/disclaimer-activation?vehicle_id=${vehicleId}`);

    // The owner's users read which vehicle the disclaimer activates; nobody else does.
    const disclaimer = async (username: string) =>
      getAs(t.app, await t.tokenOf(username), `${PATHS.disclaimer}?vehicle_id=${vehicleId}`);
    expect(bodyOf<DisclaimerVehicle>(await disclaimer('customer')).result).toMatchObject({
      vehicle_id: vehicleId,
      vehicle_name: invited.vehicle_name,
      vehicle_number: invited.vehicle_number,
      waiting: true,
      active: false,
    });
    expect((await disclaimer('customer2')).statusCode).toBe(404);
    expect(refusal(await disclaimer('dealer'))).toEqual([403, 'forbidden']);

    // Another customer's user does not see it; the owner's own user accepts.
    expect((await post('customer2', PATHS.accept, { vehicle_id: vehicleId })).statusCode).toBe(404);
    const accepted = bodyOf<VehicleActivationRow>(
      await post('customer', PATHS.accept, { vehicle_id: vehicleId }),
    ).result;
    expect(accepted).toMatchObject({
      activation_state: 'activated',
      activation_status: '2',
      activation_status_name: 'Vehicle Active',
      activation_date: dayOf(Date.now(), 'Asia/Jakarta'),
    });
    expect(bodyOf<DisclaimerVehicle>(await disclaimer('customer')).result).toMatchObject({
      waiting: false,
      active: true,
    });
    expect(refusal(await post('customer', PATHS.accept, { vehicle_id: vehicleId }))).toEqual([
      409,
      'activation_failed',
    ]);
    expect(refusal(await post('dealer', PATHS.resend, { vehicle_id: vehicleId }))).toEqual([409, 'activation_failed']);

    // Deactivating and forcing are the brand's.
    expect(refusal(await post('dealer', PATHS.deactivate, { vehicle_id: vehicleId }))).toEqual([403, 'forbidden']);
    const off = await post('admin', PATHS.deactivate, { vehicle_id: vehicleId, note: 'Contract ended' });
    expect(bodyOf<VehicleActivationRow>(off).result).toMatchObject({
      activation_state: 'deactivated',
      activation_status: '1',
    });
    expect(refusal(await post('admin', PATHS.deactivate, { vehicle_id: vehicleId }))).toEqual([
      409,
      'deactivation_failed',
    ]);
    expect(refusal(await post('customer', PATHS.accept, { vehicle_id: vehicleId }))).toEqual([
      409,
      'activation_failed',
    ]);
    const forced = await post('admin', PATHS.forceActivate, { vehicle_id: vehicleId, note: 'New contract' });
    expect(bodyOf<VehicleActivationRow>(forced).result).toMatchObject({
      activation_state: 'force_activated',
      activation_status: '2',
    });
    expect(refusal(await post('admin', PATHS.forceActivate, { vehicle_id: vehicleId }))).toEqual([
      409,
      'activation_failed',
    ]);

    expect((await post('dealer', PATHS.addNote, { vehicle_id: vehicleId, note: 'Customer called' })).statusCode).toBe(
      200,
    );
    expect(refusal(await post('dealer', PATHS.addNote, { vehicle_id: vehicleId, note: '   ' }))).toEqual([
      400,
      'bad_request',
    ]);

    const history = bodyOf<VehicleActivationHistory>(await get('dealer', `${PATHS.history}?vehicle_id=${vehicleId}`))
      .result.data;
    expect(history.map((e) => [e.event, e.note, e.user_name])).toEqual([
      ['note', 'Customer called', 'Budi Santoso'],
      ['force_activated', 'New contract', 'Brand Administrator'],
      ['deactivated', 'Contract ended', 'Brand Administrator'],
      ['activated', null, 'Agus Wijaya'],
      ['invited', 'Sold on Monday', 'Budi Santoso'],
    ]);
    expect((await view()).last_change_at).toBe(history[0]?.created_at);
  });

  it('refuses a field no change declares, and the lifecycle fields in any body', async () => {
    for (const field of ['activation_state', 'activation_status', 'user_id']) {
      const response = await post('admin', PATHS.forceActivate, { vehicle_id: vehicleId, [field]: '2' });
      expect(refusal(response), field).toEqual([400, 'unknown_field']);
    }
  });
});
