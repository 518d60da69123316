import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DOWNLOAD_STARTED, type FuelLevel, type FuelList, type Refuel } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, getAs } from '../../test-support/http-helpers.js';
import { DAY_MS, insertVehicle } from '../../test-support/vehicle-fixtures.js';
import { notifications } from '../../db/schema.js';
import { dayOf } from '../../reports/report-days.js';
import { scanFuel } from './fuel-scan.js';
import { refuels } from './fuel-tables.js';

let t: TestApp;
let ours: number;
let theirs: number;
const IMEI = '359000000000481';
const STEP = 5 * 60_000;
// Three days back on a whole hour: parked at 50 %, a fill to 90 %, a drive, a night parked with a 15 % siphon.
const T0 = Math.floor((Date.now() - 3 * DAY_MS) / 3_600_000) * 3_600_000;
const ZONE = 'Asia/Jakarta';
const period = `start_date=${dayOf(T0 - DAY_MS, ZONE)}&end_date=${dayOf(Date.now(), ZONE)}`;

type Reading = { time: number; percent: number; speed: number; ign: 0 | 1; km: number };
function readings(): Reading[] {
  const rows: Reading[] = [];
  let time = T0;
  let percent = 50;
  let km = 5000;
  const add = (steps: number, change: (i: number) => { dp: number; speed: number; ign: 0 | 1; dk: number }) => {
    for (let i = 0; i < steps; i += 1) {
      const c = change(i);
      percent += c.dp;
      km += c.dk;
      time += STEP;
      // Sensor jitter of ±0.5 % (2 L on a 400 L tank), alternating.
      rows.push({ time, percent: percent + (i % 2 === 0 ? 0.5 : -0.5), speed: c.speed, ign: c.ign, km });
    }
  };
  add(12, () => ({ dp: 0, speed: 0, ign: 0, dk: 0 }));
  add(2, () => ({ dp: 20, speed: 0, ign: 0, dk: 0 }));
  add(12, () => ({ dp: 0, speed: 0, ign: 0, dk: 0 }));
  add(48, () => ({ dp: -0.4, speed: 60, ign: 1, dk: 5 }));
  add(24, () => ({ dp: 0, speed: 0, ign: 0, dk: 0 }));
  add(3, () => ({ dp: -5, speed: 0, ign: 0, dk: 0 }));
  add(24, () => ({ dp: 0, speed: 0, ign: 0, dk: 0 }));
  return rows;
}

const token = (username: string) => t.tokenOf(username);
const put = async (username: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(await token(username)) });
const post = async (username: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(await token(username)) });
const get = async (username: string, url: string) => getAs(t.app, await token(username), url);
const CONFIG = '/api/fuel/fuel/edit_fuel_config';
const REFUEL = '/api/fuel/refuel';

beforeAll(async () => {
  t = await buildTestApp();
  ours = (await insertVehicle(t.ctx, { imei: IMEI, org: 'CUS-LOGNUS', name: 'Fuel Test Truck' })).id;
  theirs = (await insertVehicle(t.ctx, { imei: '359000000000482', org: 'CUS-MAJU' })).id;
  const values = readings().map(
    (r) =>
      sql`(${IMEI}, ${new Date(r.time).toISOString()}::timestamptz, ${-6.2}, ${106.8}, ${r.speed}, ${0}, ${JSON.stringify({ ign: r.ign, fuel: r.percent, fuel_sensor: 'percent', mileage: r.km })}::jsonb)`,
  );
  await t.ctx.database.db.execute(
    sql`INSERT INTO positions (imei, time, lat, lng, speed, head, props) VALUES ${sql.join(values, sql`, `)}`,
  );
});
afterAll(() => t.close());

describe('fuel set-up, detection and level', () => {
  it('sets up a tank and a percent sensor, and refuses a bad calibration table', async () => {
    expect((await put('customer', CONFIG, { vehicle_id: ours, capacity_l: 400, mode: 'percent' })).statusCode).toBe(
      200,
    );
    for (const calibration of ['1:0', '5:0,5:100', '9:0,5:100']) {
      const response = await put('customer', CONFIG, { vehicle_id: ours, capacity_l: 400, mode: 'raw', calibration });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).code).toMatch(/^fuel_calibration_/);
    }
    for (const body of [
      { vehicle_id: ours, capacity_l: 0, mode: 'percent' },
      { vehicle_id: ours, capacity_l: 400, mode: 'litres' },
      { vehicle_id: ours, capacity_l: 400, mode: 'percent', extra: 1 },
      { vehicle_id: ours, capacity_l: 400, mode: 'raw', calibration: '1:0;2:5' },
    ])
      expect((await put('customer', CONFIG, body)).statusCode).toBe(400);
    const raw = await put('customer', CONFIG, {
      vehicle_id: ours,
      capacity_l: 300,
      mode: 'raw',
      calibration: '100:0,600:100,1100:300',
    });
    expect(raw.statusCode).toBe(200);
    expect(bodyOf(await get('customer', `/api/fuel/fuel/view_fuel_config?vehicle_id=${ours}`)).result).toMatchObject({
      mode: 'raw',
      calibration: [
        { raw: 100, litres: 0 },
        { raw: 600, litres: 100 },
        { raw: 1100, litres: 300 },
      ],
    });
    expect((await put('customer', CONFIG, { vehicle_id: ours, capacity_l: 400, mode: 'percent' })).statusCode).toBe(
      200,
    );
    const view = await get('customer', `/api/fuel/fuel/view_fuel_config?vehicle_id=${ours}`);
    expect(bodyOf(view).result).toEqual({ vehicle_id: ours, capacity_l: 400, mode: 'percent', calibration: [] });
  });

  it('finds the fill and the parked siphon once, and raises the drain as one fuel_drain alert', async () => {
    expect(await scanFuel(t.ctx.database.db)).toBe(2);
    expect(await scanFuel(t.ctx.database.db)).toBe(0);
    // The demo's own siphon raised its alert at seed: this truck's is the one more.
    const alerts = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'fuel_drain'), eq(notifications.imei, IMEI)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toMatch(/lost \d+(\.\d)? litres of fuel while parked/);
    const level = bodyOf<FuelLevel>(
      await get('customer', `/api/fuel/fuel/fuel_level?vehicle_id=${ours}&${period}`),
    ).result;
    expect(level.events.map((e) => [e.kind, e.parked])).toEqual([
      ['refuel', true],
      ['drain', true],
    ]);
    expect(level.events[0]?.litres).toBeGreaterThan(150);
    expect(level.events[1]?.litres).toBeGreaterThan(50);
    // Five days fit FUEL_MAX_POINTS at the shortest step: one point per 5 minutes, as the readings.
    expect([level.step_s, level.points.length]).toEqual([300, readings().length]);
    expect(Math.max(...level.points.map((p) => p.litres))).toBeLessThanOrEqual(400);
  });

  it('refuses a manual refuel above the tank with the spec message, storing nothing, and stores a valid one', async () => {
    const entry = { vehicle_id: ours, litres: 450, price_per_liter: 6800, time: new Date(T0).toISOString() };
    const before = (await t.ctx.database.db.select().from(refuels)).length;
    const over = await post('customer', `${REFUEL}/add_refuel`, entry);
    expect(over.statusCode).toBe(400);
    expect(bodyOf(over)).toMatchObject({
      code: 'refuel_over_capacity',
      message: "A refuel value above the vehicle's maximum capacity is rejected",
    });
    expect((await t.ctx.database.db.select().from(refuels)).length).toBe(before);
    const added = await post('customer', `${REFUEL}/add_refuel`, { ...entry, litres: 160, odometer: 5000 });
    expect(added.statusCode).toBe(200);
    const id = bodyOf<{ id: number }>(added).result.id;
    const edited = await put('customer', `${REFUEL}/edit_refuel`, { id, litres: 401 });
    expect([edited.statusCode, bodyOf(edited).code]).toEqual([400, 'refuel_over_capacity']);
    expect((await put('customer', `${REFUEL}/edit_refuel`, { id, price_per_liter: 7000 })).statusCode).toBe(200);
    const view = bodyOf<Refuel>(await get('customer', `${REFUEL}/view_refuel?id=${id}`)).result;
    expect(view).toMatchObject({
      litres: 160,
      price_per_liter: 7000,
      cost: 1_120_000,
      vehicle_name: 'Fuel Test Truck',
    });
    const listed = await get('customer', `${REFUEL}/list_refuel?filter=vehicle_id:${ours}`);
    expect(bodyOf<{ data: Refuel[] }>(listed).result.data.map((r) => r.id)).toContain(id);
  });

  it('lists the fleet with litres, refuels, drains and cost from the manual entries, and fleet totals', async () => {
    const list = bodyOf<FuelList>(await get('customer', `/api/fuel/fuel/list_fuel?${period}`)).result;
    const row = list.data.find((r) => r.vehicle_id === ours);
    expect(row).toMatchObject({ has_sensor: true, capacity_l: 400, refuels: 1, drains: 1, manual_refuels: 1 });
    expect(row?.cost).toBe(1_120_000);
    expect(list.totals.cost).toBeGreaterThanOrEqual(1_120_000);
    expect(list.months.reduce((sum, m) => sum + m.cost, 0)).toBe(list.totals.cost);
    expect(list.data.some((r) => r.vehicle_id === theirs)).toBe(false);
  });

  it("answers another organisation's vehicle and entries as unknown, and changes nothing", async () => {
    const id = bodyOf<{ id: number }>(
      await post('customer', `${REFUEL}/add_refuel`, {
        vehicle_id: ours,
        litres: 10,
        price_per_liter: 6800,
        time: new Date(T0).toISOString(),
      }),
    ).result.id;
    for (const response of [
      await get('customer', `/api/fuel/fuel/fuel_level?vehicle_id=${theirs}&${period}`),
      await get('customer', `/api/fuel/fuel/view_fuel_config?vehicle_id=${theirs}`),
      await put('customer', CONFIG, { vehicle_id: theirs, capacity_l: 300, mode: 'percent' }),
      await post('customer', `${REFUEL}/add_refuel`, {
        vehicle_id: theirs,
        litres: 10,
        price_per_liter: 1,
        time: new Date(T0).toISOString(),
      }),
      await get('customer2', `${REFUEL}/view_refuel?id=${id}`),
      await put('customer2', `${REFUEL}/edit_refuel`, { id, litres: 1 }),
      await t.app.inject({
        method: 'DELETE',
        url: `${REFUEL}/delete_refuel?id=${id}`,
        headers: bearer(await token('customer2')),
      }),
    ])
      expect(response.statusCode).toBe(404);
    expect(bodyOf<Refuel>(await get('customer', `${REFUEL}/view_refuel?id=${id}`)).result.litres).toBe(10);
    expect(
      bodyOf<{ data: Refuel[] }>(await get('customer2', `${REFUEL}/list_refuel`)).result.data.some((r) => r.id === id),
    ).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${REFUEL}/delete_refuel?id=${id}`,
          headers: bearer(await token('customer')),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses bad periods and input, no token, and callers without the permission', async () => {
    for (const query of [
      'start_date=2026-11-10&end_date=2026-11-01',
      'start_date=2026-01-01&end_date=2026-12-31',
      'start_date=yesterday&end_date=2026-11-01',
      'start_date=9999-12-30&end_date=9999-12-31',
      `${period}&vehicle=1`,
    ]) {
      const response = await get('customer', `/api/fuel/fuel/list_fuel?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get('customer', `/api/fuel/fuel/fuel_level?vehicle_id=abc&${period}`)).statusCode).toBe(400);
    const download = await get('customer', `/api/fuel/fuel/download_fuel?${period}`);
    expect([download.statusCode, bodyOf(download).message]).toEqual([200, DOWNLOAD_STARTED]);
    expect(
      (await get('customer', '/api/fuel/fuel/download_fuel?start_date=2026-11-10&end_date=2026-11-01')).statusCode,
    ).toBe(400);
    expect((await get('driver', `/api/fuel/fuel/download_fuel?${period}`)).statusCode).toBe(403);
    const bad = await post('customer', `${REFUEL}/add_refuel`, {
      vehicle_id: ours,
      litres: -1,
      price_per_liter: 1,
      time: 'now',
    });
    expect(bad.statusCode).toBe(400);
    const badTime = await post('customer', `${REFUEL}/add_refuel`, {
      vehicle_id: ours,
      litres: 10,
      price_per_liter: 1,
      time: 'now',
    });
    expect(badTime.statusCode).toBe(400);
    for (const time of ['2026-13-45T00:00Z', '0000-01-01T00:00Z']) {
      const refused = await post('customer', `${REFUEL}/add_refuel`, {
        vehicle_id: ours,
        litres: 10,
        price_per_liter: 1,
        time,
      });
      expect([time, refused.statusCode]).toEqual([time, 400]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/fuel/fuel/list_fuel?${period}` })).statusCode).toBe(401);
    expect((await get('driver', `/api/fuel/fuel/list_fuel?${period}`)).statusCode).toBe(403);
  });
});
