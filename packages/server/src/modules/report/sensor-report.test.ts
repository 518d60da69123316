import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReportPage, SensorRow } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { vehicleSensors } from '../../db/schema.js';
import { ensurePartitions } from '../../ingest/partitions.js';
import { dayOf, dayStart } from '../../reports/report-days.js';
import { finishedDownload } from '../../test-support/downloads.js';
import { callReport } from '../../test-support/report-calls.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { buildTrack, insertTrack } from '../../test-support/tracks.js';
import { sensorStepMs } from './sensor-reports.js';

const ZONE = 'Asia/Jakarta';
const DAY = 86_400_000;
const MINUTE = 60_000;
const firstDay = dayOf(Date.now() - 2 * DAY, ZONE);
const start = dayStart(firstDay, ZONE) + 6 * 3_600_000;
const period = { start_date: firstDay, end_date: dayOf(dayStart(firstDay, ZONE) + DAY + 3_600_000, ZONE) };

let t: TestApp;
let imei: string;

/**
 * Two hours parked, a reading a minute: the reefer at -18 °C (limits -22/-15) is too warm in minutes
 * 30-44 and too cold in 80-89, its probe reads a fault (850) at minute 100; the rear door is open in
 * minutes 30-39.
 */
function temperatureAt(minute: number): number {
  if (minute >= 30 && minute < 45) return -12;
  if (minute >= 80 && minute < 90) return -25;
  return minute === 100 ? 850 : -18;
}

beforeAll(async () => {
  t = await buildTestApp();
  await ensurePartitions(t.ctx.database);
  const { db } = t.ctx.database;
  const [vehicle] = await queryRows<{ id: number; imei: string }>(
    db,
    sql`SELECT v.id, v.imei FROM vehicles v JOIN organizations o ON o.id = v.organization_id
        WHERE o.code = 'CUS-LOGNUS' AND NOT EXISTS (SELECT 1 FROM positions p WHERE p.imei = v.imei)
        ORDER BY v.id LIMIT 1`,
  );
  if (!vehicle) throw new Error('no vehicle without a track in CUS-LOGNUS');
  imei = vehicle.imei;
  await db.execute(sql`DELETE FROM vehicle_sensors WHERE vehicle_id = ${vehicle.id}`);
  const sensor = { vehicle_id: vehicle.id, normal: null };
  await db.insert(vehicleSensors).values([
    {
      ...sensor,
      type_sensor: 'temperature',
      type_id: 5,
      code_sensor: 'TEMP-1',
      name: 'Reefer',
      source: 'temp.0',
      upper_limit: -15,
      lower_limit: -22,
    },
    {
      ...sensor,
      type_sensor: 'door',
      type_id: 1,
      code_sensor: 'DOOR-1',
      name: '',
      source: 'door1',
      normal: 1,
      upper_limit: null,
      lower_limit: null,
    },
  ]);
  const track = buildTrack([{ kind: 'park', minutes: 120 }], { start, everyS: 60 });
  await insertTrack(db, imei, track, (_, minute) => ({
    temp: [temperatureAt(minute)],
    door1: minute >= 30 && minute < 40 ? 0 : 1,
  }));
});
afterAll(() => t.close());

const call = (username: string | null, query: Record<string, string | number>, verb = 'list') =>
  callReport<ReportPage<SensorRow>>(t, username, 'sensor', query, verb);

const sum = (rows: readonly SensorRow[], key: 'above_s' | 'below_s' | 'out_s' | 'out_of_limits') =>
  rows.reduce((total, row) => total + row[key], 0);

describe('the sensor report', () => {
  it('cuts the period into at most 300 intervals: 5 minutes a day, 3 hours a month', () => {
    expect(sensorStepMs(0, DAY)).toBe(5 * MINUTE);
    expect(sensorStepMs(0, 3 * DAY)).toBe(15 * MINUTE);
    expect(sensorStepMs(0, 31 * DAY)).toBe(180 * MINUTE);
  });

  it('gives each sensor per interval its values and how long it was out of its limits', async () => {
    const { status, body } = await call('customer', { imei, ...period, count_perpage: 1000 });
    expect(status).toBe(200);
    const rows = body.result.data;
    const temperature = rows.filter((row) => row.sensor_name === 'Reefer');
    const door = rows.filter((row) => row.sensor_name === 'DOOR-1');
    // Readings from 06:00 to 08:00 in 5-minute intervals, the fault reading left out.
    expect(temperature).toHaveLength(25);
    expect(sum(temperature, 'above_s')).toBe(15 * 60);
    expect(sum(temperature, 'below_s')).toBe(10 * 60);
    expect(sum(temperature, 'out_of_limits')).toBe(2);
    expect(sum(door, 'out_s')).toBe(10 * 60);
    expect(sum(door, 'out_of_limits')).toBe(1);
    const warm = temperature.find((row) => row.start_time === new Date(start + 30 * MINUTE).toISOString());
    expect(warm).toMatchObject({
      imei,
      type_sensor: 'temperature',
      source: 'temp.0',
      upper_limit: -15,
      lower_limit: -22,
      readings: 5,
      min_value: -12,
      max_value: -12,
      above_s: 300,
      below_s: 0,
      out_s: 300,
      out_of_limits: 1,
      end_time: new Date(start + 35 * MINUTE).toISOString(),
    });
    const fault = temperature.find((row) => row.start_time === new Date(start + 100 * MINUTE).toISOString());
    expect(fault).toMatchObject({ readings: 4, max_value: -18 });
    expect(body.result.totals).toMatchObject({ out_s: 15 * 60 + 10 * 60 + 10 * 60, out_of_limits: 3 });
    expect(body.result.total_data).toBe(rows.length);
  });

  it('pages and sorts by the time out of limits, the totals over every interval', async () => {
    const { body } = await call('customer', { imei, ...period, sort: '-out_s', count_perpage: 2, page: 2 });
    expect(body.result.data).toHaveLength(2);
    expect(body.result.data.every((row) => row.out_s === 300)).toBe(true);
    expect(body.result.totals.out_of_limits).toBe(3);
    const beyond = await call('customer', { imei, ...period, count_perpage: 50, page: 9 });
    expect(beyond.body.result).toMatchObject({ data: [], total_data: 50, totals: { out_of_limits: 3 } });
  });

  it("keeps to the caller's fleet and permission", async () => {
    const refused = await call('customer2', { imei, ...period });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('report_vehicle_unknown');
    const fleet = await call('customer2', period);
    expect(fleet.status).toBe(200);
    expect(fleet.body.result.data.map((row) => row.imei)).not.toContain(imei);
    expect((await call('driver', { imei, ...period })).status).toBe(403);
    expect((await call(null, { imei, ...period })).status).toBe(401);
  });

  it('refuses bad parameters, and writes the xlsx of good ones', async () => {
    const bad: Record<string, string | number>[] = [
      { imei, ...period, sort: 'value' },
      { imei, start_date: period.end_date, end_date: period.start_date },
      { imei, start_date: dayOf(Date.now() - 40 * DAY, ZONE), end_date: period.end_date },
      { imei, ...period, sensor: 1 },
    ];
    for (const query of bad) expect([query, (await call('customer', query)).status]).toEqual([query, 400]);
    // Every position of the period is read: the whole demo fleet's sensors over two weeks are too many.
    const fleet = await call('root', { start_date: dayOf(Date.now() - 13 * DAY, ZONE), end_date: period.end_date });
    expect(fleet.body.code).toBe('report_sensor_vehicles_too_many');
    const download = await call('customer', { imei, ...period }, 'download');
    expect(download.status).toBe(200);
    const id = (download.body.result as unknown as { id: string }).id;
    expect(await finishedDownload(t.ctx.database.db, id)).toEqual({ status: 'done', rows: 50 });
  });
});
