import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SensorView } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { insertFleet, type InsertedVehicle } from '../../test-support/vehicle-fixtures.js';

let t: TestApp;
let fleet: Map<string, InsertedVehicle>;
beforeAll(async () => {
  t = await buildTestApp();
  fleet = await insertFleet(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const VIEW = '/api/sensor-service/vehiclesensor/view';
const sensorId = (imei: string, index = 0) => {
  const id = fleet.get(imei)?.sensorIds[index];
  if (id === undefined) throw new Error(`no sensor ${index} on ${imei}`);
  return id;
};
const viewAs = async (username: string, id: number | string) =>
  getAs(t.app, await t.tokenOf(username), `${VIEW}?id=${id}`);
const valueOf = (view: SensorView, name: string) => view.properties.find((p) => p.name === name)?.value;

describe('GET sensor-service/vehiclesensor/view', () => {
  it('shows a temperature sensor with its reading, limits and state', async () => {
    const response = await viewAs('customer', sensorId('350000000000006', 1));
    expect(response.statusCode).toBe(200);
    const view = bodyOf<SensorView>(response).result;
    expect(view).toMatchObject({ type: { id: 5, Name: 'Temperature' }, code: 'TEMP-1', status: 1 });
    expect(valueOf(view, 'current_value')).toBe(12.5);
    expect(valueOf(view, 'upper_limit')).toBe(8);
    expect(valueOf(view, 'lower_limit')).toBe(-5);
    expect(valueOf(view, 'state')).toBe('too_hot');
    expect(valueOf(view, 'source')).toBe('temp.0');
    expect(Date.now() - Date.parse(String(valueOf(view, 'last_update')))).toBeLessThan(5 * 60_000);
  });

  it('shows an open door', async () => {
    const view = bodyOf<SensorView>(await viewAs('dealer', sensorId('350000000000006', 0))).result;
    expect(view).toMatchObject({ type: { id: 1, Name: 'Door' }, code: 'DOOR-1' });
    expect(valueOf(view, 'current_value')).toBe(0);
    expect(valueOf(view, 'state')).toBe('door_open');
  });

  it("answers 404 for another organisation's sensor and an unknown id", async () => {
    const maju = sensorId('350000000000008');
    for (const who of ['customer', 'dealer', 'euro4']) expect((await viewAs(who, maju)).statusCode).toBe(404);
    expect((await viewAs('customer2', maju)).statusCode).toBe(200);
    expect((await viewAs('dealer2', maju)).statusCode).toBe(200);
    const missing = await viewAs('root', 99_999_999);
    expect(bodyOf(missing)).toMatchObject({ response: 404, code: 'not_found' });
  });

  it('refuses a bad id, no token and no sensor_view_vehicle_sensor', async () => {
    for (const id of ['abc', '0', '']) expect((await viewAs('customer', id)).statusCode).toBe(400);
    const url = `${VIEW}?id=${sensorId('350000000000006')}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('leasing'), url)).statusCode).toBe(403);
  });
});
