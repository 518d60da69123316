import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@armada/domain';
import { vehicles, vehicleState } from '../../db/schema.js';
import { DEFAULT_FLEET_SIZE, planVehicle } from '../../demo/fleet/fleet-plan.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/vehicle/vehicle';
const spare = (k: number) => planVehicle(DEFAULT_FLEET_SIZE + k);
const fields = (k: number, extra: Record<string, string> = {}) => ({
  chassis_number: spare(k).chassis_number,
  imei: spare(k).imei,
  vehicle_name: `New truck ${k}`,
  vehicle_number: `B ${9000 + k} NEW`,
  brand: 'Armada',
  model: 'FM 260 JD',
  vehicle_type: 'Tractor Head',
  color: 'white',
  transmission: 'manual',
  assembly_year: '2024',
  stnk_valid_until: '2027-05-01',
  ...extra,
});
const add = async (username: string, body: Record<string, string>) =>
  formPost(t.app, `${BASE}/add_vehicle`, body, { headers: bearer(await t.tokenOf(username)) });
const vehicleCount = async () => Number((await t.ctx.database.db.select({ n: count() }).from(vehicles))[0]?.n);
/** A demo vehicle of the organisation whose tracker has reported (it has a latest state). */
const demoVehicle = async (orgCode: string) => {
  const orgId = await orgIdOf(t.ctx, orgCode);
  const [row] = await t.ctx.database.db
    .select({ vehicle: vehicles })
    .from(vehicles)
    .innerJoin(vehicleState, eq(vehicleState.imei, vehicles.imei))
    .where(eq(vehicles.organization_id, orgId))
    .limit(1);
  if (!row) throw new Error(`no reporting vehicle of ${orgCode}`);
  return row.vehicle;
};

describe('vehicle registration (vehicle/vehicle/add_vehicle)', () => {
  it("registers a spare chassis with a stock tracker for a dealer's customer", async () => {
    const lognus = String(await orgIdOf(t.ctx, 'CUS-LOGNUS'));
    const response = await add('dealer', fields(0, { organization_id: lognus }));
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).message).toBe('Vehicle has been registered.');
    const id = bodyOf<{ id: number }>(response).result.id;
    const view = bodyOf<Record<string, unknown>>(
      await getAs(t.app, await t.tokenOf('customer'), `${BASE}/view_vehicle?id=${id}`),
    );
    expect(view.result).toMatchObject({
      chassis_number: spare(0).chassis_number,
      gpstype: spare(0).gpstype,
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      owner_name: 'PT Logistik Nusantara',
      registration_status: 'registered',
    });
  });

  it('answers every chassis and IMEI message of the catalogue, writing nothing', async () => {
    const before = await vehicleCount();
    const registered = await demoVehicle('CUS-SINAR');
    const cases: [Record<string, string>, string][] = [
      [fields(1, { chassis_number: 'MJEFM8JD3JJ999999' }), MESSAGES.chassis_not_found],
      [fields(1, { chassis_number: spare(0).chassis_number }), MESSAGES.chassis_registered],
      [fields(1, { chassis_number: registered.chassis_number ?? '' }), MESSAGES.chassis_paired],
      [fields(1, { imei: '999999999999999' }), MESSAGES.imei_not_found],
      [fields(1, { imei: registered.imei }), MESSAGES.imei_paired],
    ];
    for (const [body, message] of cases) expect(bodyOf(await add('dealer', body)).message).toBe(message);

    await t.ctx.database.db
      .update(vehicles)
      .set({ registration_status: 'registering' })
      .where(eq(vehicles.chassis_number, spare(0).chassis_number));
    expect(bodyOf(await add('dealer', fields(1, { chassis_number: spare(0).chassis_number }))).message).toBe(
      MESSAGES.chassis_registering,
    );
    expect(await vehicleCount()).toBe(before);
  });

  it('checks the management fields before anything is written', async () => {
    const before = await vehicleCount();
    const cases: Record<string, string>[] = [
      { brand: '' },
      { color: 'plaid' },
      { assembly_year: '1850' },
      { stnk_valid_until: 'soon' },
    ];
    for (const broken of cases) {
      expect((await add('dealer', fields(2, broken))).statusCode, JSON.stringify(broken)).toBe(400);
    }
    expect(await vehicleCount()).toBe(before);
  });

  it("registers for a dealer's own customers only, and makes administrators name the owner", async () => {
    const maju = String(await orgIdOf(t.ctx, 'CUS-MAJU'));
    expect((await add('dealer', fields(3, { organization_id: maju }))).statusCode).toBe(403);
    const sinar = String(await orgIdOf(t.ctx, 'CUS-SINAR'));
    expect((await add('dealer', fields(3, { organization_id: sinar }))).statusCode).toBe(200);
    const noOwner = await add('admin', fields(4));
    expect(bodyOf(noOwner).message).toBe(MESSAGES.customer_not_selected);
  });

  it('checks a chassis before registering it', async () => {
    expect((await add('customer', fields(6))).statusCode).toBe(403);
    const token = await t.tokenOf('dealer');
    const search = (chassis: string) => getAs(t.app, token, `${BASE}/search_chassis?chassis_number=${chassis}`);
    expect(bodyOf(await search('ABC')).message).toBe(MESSAGES.chassis_invalid);
    expect((await search('MJEFM8JD3JJ999999')).statusCode).toBe(404);
    const free = bodyOf<{ registrable: boolean; model: string }>(await search(spare(5).chassis_number)).result;
    expect(free.registrable).toBe(true);
    expect(free.model.length).toBeGreaterThan(0);
    const taken = bodyOf<{ refusal: string }>(await search(spare(3).chassis_number)).result;
    expect(taken.refusal).toBe('chassis_registered');
  });
});

describe('vehicle list, edit and deactivation in scope', () => {
  it('lists only the vehicles the caller may see', async () => {
    const listed = bodyOf<{ total_data: number; data: { organization_id: number; leasing_org_id: number | null }[] }>(
      await getAs(t.app, await t.tokenOf('customer'), `${BASE}/list_vehicle?limit=1000`),
    ).result;
    const own = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    expect(listed.total_data).toBeGreaterThan(0);
    expect(listed.data.every((v) => v.organization_id === own)).toBe(true);
    const leasing = bodyOf<{ data: { leasing_org_id: number | null }[] }>(
      await getAs(t.app, await t.tokenOf('leasing'), `${BASE}/list_vehicle?limit=1000`),
    ).result;
    const lessor = await orgIdOf(t.ctx, 'LSG-ANDALAN');
    expect(leasing.data.length).toBeGreaterThan(0);
    expect(leasing.data.every((v) => v.leasing_org_id === lessor)).toBe(true);
  });

  it("edits and deactivates its customers' vehicles, never another dealer's", async () => {
    const mine = await demoVehicle('CUS-SINAR');
    const theirs = await demoVehicle('CUS-TIMUR');
    const edit = async (id: number) =>
      formPost(
        t.app,
        `${BASE}/edit_vehicle`,
        { id: String(id), color: 'red', odometer: '120500' },
        {
          headers: bearer(await t.tokenOf('dealer')),
          method: 'PUT',
        },
      );
    const refused = await edit(theirs.id);
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await edit(mine.id)).statusCode).toBe(200);
    const [after] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, mine.id));
    expect(after).toMatchObject({ color: 'red', odometer: 120500, vehicle_name: mine.vehicle_name });

    const token = await t.tokenOf('dealer');
    const deactivate = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `${BASE}/deactivate_vehicle?id=${id}`, headers: bearer(token) });
    expect((await deactivate(theirs.id)).statusCode).toBe(404);
    expect((await deactivate(mine.id)).statusCode).toBe(200);
    const [inactive] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, mine.id));
    expect(inactive?.device_status).toBe('inactive');
  });
});
