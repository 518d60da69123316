import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENSOR_STATES, SENSOR_TYPES, sensorState, type SensorHistory, type SensorStatePage } from '@armada/domain';
import { ensurePartitions } from '../../ingest/partitions.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { buildTrack, insertTrack } from '../../test-support/tracks.js';
import { insertFleet, type InsertedVehicle } from '../../test-support/vehicle-fixtures.js';

const LIST = '/api/sensor-service/vehiclesensor/list_sensor_state';
const HISTORY = '/api/sensor-service/vehiclesensor/view_sensor_history';
const MINUTE = 60_000;
const REEFER = '350000000000006';
const MAJU = '350000000000008';

let t: TestApp;
let fleet: Map<string, InsertedVehicle>;
/** The reefer's two hours of readings, a minute apart, ending an hour ago. */
const start = Math.floor((Date.now() - 3 * 3_600_000) / MINUTE) * MINUTE;
const period = { from: new Date(start).toISOString(), to: new Date(start + 120 * MINUTE).toISOString() };

/** The cargo box (limits -5..8): too warm in minutes 30-44, too cold in 80-89, a probe fault at 100. */
function temperatureAt(minute: number): number {
  if (minute >= 30 && minute < 45) return 12;
  if (minute >= 80 && minute < 90) return -8;
  return minute === 100 ? 300 : 4;
}

beforeAll(async () => {
  t = await buildTestApp();
  fleet = await insertFleet(t.ctx);
  await ensurePartitions(t.ctx.database);
  const track = buildTrack([{ kind: 'park', minutes: 120 }], { start, everyS: 60 });
  await insertTrack(t.ctx.database.db, REEFER, track.slice(0, 120), (_, minute) => ({
    temp: [temperatureAt(minute)],
    door1: minute >= 30 && minute < 40 ? 0 : 1,
  }));
});
afterAll(() => t.close());

const sensorId = (imei: string, index = 0) => {
  const id = fleet.get(imei)?.sensorIds[index];
  if (id === undefined) throw new Error(`no sensor ${index} on ${imei}`);
  return id;
};
type Params = Record<string, string | number | undefined>;
const query = (params: Params) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const get = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), url);
const list = async (username: string, params: Params = {}) => {
  const response = await get(username, `${LIST}?${query({ limit: 1000, ...params })}`);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<SensorStatePage>(response).result;
};
const history = (username: string, params: Params) => get(username, `${HISTORY}?${query(params)}`);

describe('GET sensor-service/vehiclesensor/list_sensor_state', () => {
  it("lists the caller's sensors only, with vehicle, reading, limits and the live rule's state", async () => {
    const ids = (page: SensorStatePage) => page.data.map((row) => row.id);
    const customer = await list('customer');
    expect(ids(customer)).toEqual(expect.arrayContaining([sensorId(REEFER, 0), sensorId(REEFER, 1)]));
    expect(ids(customer)).not.toContain(sensorId(MAJU));
    const other = await list('customer2');
    expect(ids(other)).toContain(sensorId(MAJU));
    expect(ids(other)).not.toContain(sensorId(REEFER));
    const box = customer.data.find((row) => row.id === sensorId(REEFER, 1));
    expect(box).toMatchObject({
      imei: REEFER,
      vehicle_name: 'Reefer with an open door and a warm box',
      type_sensor: 'temperature',
      code_sensor: 'TEMP-1',
      current_value: 12.5,
      sensor_status_name: 'too_hot',
      lower_limit: -5,
      upper_limit: 8,
    });
    expect(customer.data.find((row) => row.id === sensorId(REEFER, 0))?.sensor_status_name).toBe('door_open');
    for (const row of customer.data) expect(row.sensor_status_name).toBe(sensorState({ ...row, status: 1 }));
  });

  it('counts per state and per type what the list answers for each', async () => {
    const all = await list('root');
    const counted = (page: SensorStatePage, state: string) => page.state_counts.find((c) => c.state === state)?.total;
    expect(all.state_counts.reduce((sum, c) => sum + c.total, 0)).toBe(all.total_data);
    expect(all.type_counts.find((c) => c.type === 'all_sensor')?.total).toBe(all.total_data);
    for (const state of SENSOR_STATES) {
      const page = await list('root', { state });
      expect(page.total_data, state).toBe(counted(all, state));
      expect(page.data.every((row) => row.sensor_status_name === state)).toBe(true);
    }
    for (const type of SENSOR_TYPES.filter((one) => one !== 'all_sensor')) {
      const page = await list('root', { type, state: 'normal' });
      expect(page.total_data, type).toBe(page.type_counts.find((c) => c.type === type)?.total);
      expect(page.total_data).toBe(counted(await list('root', { type }), 'normal'));
    }
    expect(counted(all, 'too_hot')).toBeGreaterThan(0);
  });

  it('searches by plate, vehicle and sensor code, sorts and pages', async () => {
    const found = await list('customer', { search: 'warm box' });
    expect(found.data.map((row) => row.code_sensor).sort()).toEqual(['DOOR-1', 'TEMP-1']);
    expect((await list('customer', { search: 'temp-1' })).data.every((row) => row.code_sensor === 'TEMP-1')).toBe(true);
    const byState = await list('customer', { sort_by: '-sensor_status_name' });
    const order = byState.data.map((row) => SENSOR_STATES.indexOf(row.sensor_status_name));
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const second = await list('customer', { limit: 1, page: 2, sort_by: 'code_sensor' });
    expect(second).toMatchObject({ page: 2, limit: 1, total_data: byState.total_data });
    expect(second.data).toHaveLength(1);
  });

  it('refuses bad parameters, no token and no sensor_view_vehicle_sensor', async () => {
    for (const bad of [
      { type: 'fuel' },
      { state: 'hot' },
      { limit: 0 },
      { page: 'x' },
      { sort_by: 'imei' },
      { colour: 'red' },
      { search: 'x'.repeat(101) },
    ]) {
      const response = await get('customer', `${LIST}?${query(bad)}`);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await get('leasing', LIST)).statusCode).toBe(403);
  });
});

describe('GET sensor-service/vehiclesensor/view_sensor_history', () => {
  const changesOf = (body: SensorHistory) =>
    body.changes.map((c) => [c.from_state, c.to_state, (Date.parse(c.time) - start) / MINUTE, c.duration_s]);

  it("answers a temperature's intervals and its state changes by the live rule, newest first", async () => {
    const response = await history('customer', { id: sensorId(REEFER, 1), ...period });
    expect(response.statusCode, response.body).toBe(200);
    const body = bodyOf<SensorHistory>(response).result;
    expect(body).toMatchObject({ ...period, step_s: 300, changes_truncated: false });
    expect(body.sensor).toMatchObject({ id: sensorId(REEFER, 1), imei: REEFER, upper_limit: 8 });
    // 2 hours in 5-minute intervals; the fault reading is left out of the values, as in the sensor report.
    expect(body.buckets).toHaveLength(24);
    expect(body.buckets.reduce((sum, b) => sum + b.readings, 0)).toBe(119);
    expect(Math.max(...body.buckets.map((b) => b.max_value))).toBe(12);
    expect(body.buckets.reduce((sum, b) => sum + b.out_s, 0)).toBe(25 * 60);
    expect(changesOf(body).reverse()).toEqual([
      [null, 'normal', 0, 30 * 60],
      ['normal', 'too_hot', 30, 15 * 60],
      ['too_hot', 'normal', 45, 35 * 60],
      ['normal', 'too_cold', 80, 10 * 60],
      ['too_cold', 'normal', 90, 10 * 60],
      ['normal', 'temperature', 100, 60],
      ['temperature', 'normal', 101, 19 * 60],
    ]);
    expect(body.changes[0]?.ongoing).toBe(true);
  });

  it("answers a door's openings", async () => {
    const body = bodyOf<SensorHistory>(await history('dealer', { id: sensorId(REEFER, 0), ...period })).result;
    expect(changesOf(body).reverse()).toEqual([
      [null, 'normal', 0, 30 * 60],
      ['normal', 'door_open', 30, 10 * 60],
      ['door_open', 'normal', 40, 80 * 60],
    ]);
  });

  it('reads the last day by default', async () => {
    const body = bodyOf<SensorHistory>(await history('customer', { id: sensorId(REEFER, 1) })).result;
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(86_400_000);
    expect(body.buckets.length).toBeGreaterThan(0);
    expect(body.changes.at(-1)).toMatchObject({ from_state: null, to_state: 'normal' });
  });

  it("answers 404 for another organisation's sensor and an unknown id", async () => {
    for (const who of ['customer', 'dealer', 'euro4'])
      expect((await history(who, { id: sensorId(MAJU) })).statusCode, who).toBe(404);
    expect((await history('customer2', { id: sensorId(MAJU) })).statusCode).toBe(200);
    expect(bodyOf(await history('root', { id: 99_999_999 }))).toMatchObject({ response: 404, code: 'not_found' });
  });

  it('refuses bad parameters, no token and no sensor_view_vehicle_sensor', async () => {
    const id = sensorId(REEFER, 1);
    const day = 86_400_000;
    for (const bad of [
      { id: 'abc' },
      { id: 0 },
      { id, from: 'yesterday' },
      { id, from: period.to, to: period.from },
      { id, from: new Date(start - 32 * day).toISOString(), to: period.to },
      { id, extra: 1 },
    ]) {
      const response = await history('customer', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${HISTORY}?id=${id}` })).statusCode).toBe(401);
    expect((await history('leasing', { id })).statusCode).toBe(403);
  });
});
