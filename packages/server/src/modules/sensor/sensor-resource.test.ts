import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, type MonitoringPage } from '@armada/domain';
import { vehicleSensors, vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/sensor-service/vehiclesensor';
type SensorRow = { id: number; vehicle_id: number; type_sensor: string; code_sensor: string; imei: string };
type Page = { data: SensorRow[]; total_data: number };

const sensorCount = async () => Number((await t.ctx.database.db.select({ n: count() }).from(vehicleSensors))[0]?.n);
const firstVehicle = async (code: string) => {
  const [vehicle] = await t.ctx.database.db
    .select()
    .from(vehicles)
    .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, code)))
    .limit(1);
  if (!vehicle) throw new Error(`no vehicle of ${code}`);
  return vehicle;
};
const write = async (username: string, endpoint: 'add' | 'edit', body: Record<string, string>) =>
  formPost(t.app, `${BASE}/${endpoint}_vehiclesensor`, body, {
    headers: bearer(await t.tokenOf(username)),
    method: endpoint === 'add' ? 'POST' : 'PUT',
  });
const remove = async (username: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/delete_vehiclesensor?id=${id}`,
    headers: bearer(await t.tokenOf(username)),
  });
const probe = (vehicleId: number, extra: Record<string, string> = {}) => ({
  vehicle_id: String(vehicleId),
  type_sensor: 'temperature',
  code_sensor: 'TEMP-9',
  name: 'Second probe',
  source: 'temp.1',
  upper_limit: '6',
  lower_limit: '-18',
  ...extra,
});

describe('sensor-service/vehiclesensor on the generic API', () => {
  it("lists only the sensors of the caller's vehicles, filtered by type", async () => {
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const page = bodyOf<Page>(await getAs(t.app, await t.tokenOf('customer'), `${BASE}/list_vehiclesensor?limit=500`));
    expect(page.result.total_data).toBeGreaterThan(0);
    const own = new Set(
      (
        await t.ctx.database.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.organization_id, lognus))
      ).map((v) => v.id),
    );
    expect(page.result.data.every((row) => own.has(row.vehicle_id))).toBe(true);
    const doors = bodyOf<Page>(
      await getAs(t.app, await t.tokenOf('admin'), `${BASE}/list_vehiclesensor?limit=500&filter=type_sensor:door`),
    );
    expect(doors.result.data.length).toBeGreaterThan(0);
    expect(doors.result.data.every((row) => row.type_sensor === 'door')).toBe(true);
  });

  it('adds a sensor with its type id, and refuses settings that do not fit, writing nothing', async () => {
    const vehicle = await firstVehicle('CUS-LOGNUS');
    const before = await sensorCount();
    const refusals: [Record<string, string>, string][] = [
      [probe(vehicle.id, { source: 'door1' }), MESSAGES.sensor_source_mismatch],
      [probe(vehicle.id, { lower_limit: '10' }), MESSAGES.sensor_limits_invalid],
      [probe(vehicle.id, { type_sensor: 'door', source: 'door2', normal: '5' }), MESSAGES.sensor_normal_invalid],
    ];
    for (const [body, message] of refusals) {
      const response = await write('customer', 'add', body);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    const broken: Record<string, string>[] = [{ type_sensor: 'all_sensor' }, { code_sensor: '' }, { vehicle_id: 'x' }];
    for (const change of broken) {
      expect((await write('customer', 'add', probe(vehicle.id, change))).statusCode).toBe(400);
    }
    expect(await sensorCount()).toBe(before);

    const added = await write('customer', 'add', probe(vehicle.id));
    expect(added.statusCode, added.body).toBe(200);
    const id = bodyOf<{ id: number }>(added).result.id;
    const view = bodyOf<Record<string, unknown>>(
      await getAs(t.app, await t.tokenOf('customer'), `${BASE}/view_vehiclesensor?id=${id}`),
    );
    expect(view.result).toMatchObject({ type_id: 5, code_sensor: 'TEMP-9', imei: vehicle.imei, upper_limit: 6 });
  });

  it('refuses no token, missing sensor permissions and not implemented endpoints', async () => {
    const vehicle = await firstVehicle('CUS-LOGNUS');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_vehiclesensor` })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('leasing'), `${BASE}/list_vehiclesensor`)).statusCode).toBe(403);
    expect((await write('driver', 'add', probe(vehicle.id))).statusCode).toBe(403);
    const deactivate = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/deactivate_vehiclesensor?id=1`,
      headers: bearer(await t.tokenOf('admin')),
    });
    expect(bodyOf(deactivate).message).toBe(MESSAGES.not_implemented);
  });

  it("never adds to, changes or removes another organisation's sensors", async () => {
    const maju = await firstVehicle('CUS-MAJU');
    const before = await sensorCount();
    expect((await write('customer', 'add', probe(maju.id, { code_sensor: 'X-1' }))).statusCode).toBe(404);
    expect((await write('dealer', 'add', probe(maju.id, { code_sensor: 'X-1' }))).statusCode).toBe(404);
    expect(await sensorCount()).toBe(before);
    const [theirs] = await t.ctx.database.db
      .select()
      .from(vehicleSensors)
      .where(eq(vehicleSensors.vehicle_id, maju.id));
    const added = theirs ?? { id: bodyOf<{ id: number }>(await write('customer2', 'add', probe(maju.id))).result.id };
    const edit = await write('customer', 'edit', { id: String(added.id), name: 'Taken over' });
    expect(edit.statusCode).toBe(404);
    expect((await remove('dealer', added.id)).statusCode).toBe(404);
    expect(
      (await getAs(t.app, await t.tokenOf('customer'), `${BASE}/view_vehiclesensor?id=${added.id}`)).statusCode,
    ).toBe(404);
    const [kept] = await t.ctx.database.db.select().from(vehicleSensors).where(eq(vehicleSensors.id, added.id));
    expect(kept?.name).not.toBe('Taken over');
  });

  it('reaches the live map at once when a sensor changes, and is gone when removed', async () => {
    const vehicle = await firstVehicle('CUS-LOGNUS');
    const token = await t.tokenOf('customer');
    const fleetSensor = async (sensorId: number) => {
      const page = bodyOf<MonitoringPage>(
        await getAs(t.app, token, '/api/monitoringservice/vehicle/list?ndata=50000&page=1'),
      );
      const entry = page.result.data.find((v) => v.imei === vehicle.imei);
      return entry?.sensor_data.find((s) => Number(s.id) === sensorId);
    };
    const id = bodyOf<{ id: number }>(await write('customer', 'add', probe(vehicle.id, { code_sensor: 'TEMP-8' })))
      .result.id;
    expect((await fleetSensor(id))?.upper_limit).toBe(6);
    const edited = await write('customer', 'edit', { id: String(id), upper_limit: '4' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await fleetSensor(id))?.upper_limit).toBe(4);
    const wrongType = await write('customer', 'edit', { id: String(id), type_sensor: 'door' });
    expect(bodyOf(wrongType).message).toBe(MESSAGES.sensor_source_mismatch);
    expect((await remove('customer', id)).statusCode).toBe(200);
    expect(await fleetSensor(id)).toBeUndefined();
  });
});
