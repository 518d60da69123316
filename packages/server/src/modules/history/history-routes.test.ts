import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { HISTORY_DOWNLOAD_PATH, HISTORY_LIST_PATH, type HistoryResult } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';
import { DAY_MS, insertFleet, MINUTE_MS } from '../../test-support/vehicle-fixtures.js';
import { notifications } from '../../db/schema.js';
import { historyVehicles } from '../../demo/history/history-plan.js';
import { downloadPath } from '../../jobs/download-service.js';
import { finishedDownload } from '../../test-support/downloads.js';
import { xlsxRows } from '../../test-support/xlsx-rows.js';
import { localSecond } from '../../reports/report-days.js';
import { fleetSizeFrom } from '../../demo/fleet/fleet-plan.js';

let t: TestApp;
const IMEI = '350000000000001';
// Two days back on a whole hour: the track is 10 min driving, 15 min parked, 10 min driving.
const T0 = Math.floor((Date.now() - 2 * DAY_MS) / 3_600_000) * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

type Row = { t: number; speed: number; ign: 0 | 1; lng: number };
/** Heading east; each record after a moving one is 0.0045° (about 500 m) further. */
function trackRows(): Row[] {
  const raw: Omit<Row, 'lng'>[] = [];
  for (let m = 0; m < 10; m += 0.5) raw.push({ t: T0 + m * MINUTE_MS, speed: 60, ign: 1 });
  for (let m = 10; m < 25; m += 5) raw.push({ t: T0 + m * MINUTE_MS, speed: 0, ign: 0 });
  for (let m = 25; m < 35; m += 0.5) raw.push({ t: T0 + m * MINUTE_MS, speed: m < 30 ? 50 : 95, ign: 1 });
  let lng = 106.8;
  return raw.map((row, i) => {
    if ((raw[i - 1]?.speed ?? 0) > 0) lng += 0.0045;
    return { ...row, lng };
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertFleet(t.ctx);
  const values = trackRows().map(
    (row) =>
      sql`(${IMEI}, ${iso(row.t)}::timestamptz, ${-6.2}, ${row.lng}, ${row.speed}, ${90}, ${JSON.stringify({ ign: row.ign, gps: 1 })}::jsonb)`,
  );
  await t.ctx.database.db.execute(
    sql`INSERT INTO positions (imei, time, lat, lng, speed, head, props) VALUES ${sql.join(values, sql`, `)}`,
  );
  await t.ctx.database.db.insert(notifications).values({
    organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
    filter: 'activity',
    type: 'overspeed',
    type_name: 'Overspeed',
    text: 'Moving truck is driving at 95 km/h, above the speed limit',
    imei: IMEI,
    data: { speed: 95 },
    created_at: new Date(T0 + 30 * MINUTE_MS),
  });
});
afterAll(async () => {
  await t.close();
});

const url = (imei: string, start: string, end: string, path = HISTORY_LIST_PATH) =>
  `${path}?imei=${imei}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
const historyAs = async (username: string, start = iso(T0 - MINUTE_MS), end = iso(T0 + 60 * MINUTE_MS), imei = IMEI) =>
  getAs(t.app, await t.tokenOf(username), url(imei, start, end));
const downloadAs = async (
  username: string,
  start = iso(T0 - MINUTE_MS),
  end = iso(T0 + 60 * MINUTE_MS),
  imei = IMEI,
  language?: string,
) => getAs(t.app, await t.tokenOf(username), url(imei, start, end, HISTORY_DOWNLOAD_PATH), language);

describe('GET monitoring-service/history/list_history', () => {
  it('answers the track, its stop, its events and a summary for a good period', async () => {
    const response = await historyAs('customer');
    expect(response.statusCode).toBe(200);
    const history = bodyOf<HistoryResult>(response).result;
    expect(history.positions).toHaveLength(trackRows().length);
    expect(history.thinned).toBe(false);
    expect(history.positions[0]).toEqual({ time: iso(T0), lat: -6.2, lng: 106.8, speed: 60, head: 90, ign: 1 });
    expect(history.stops).toEqual([
      expect.objectContaining({
        start: iso(T0 + 10 * MINUTE_MS),
        end: iso(T0 + 25 * MINUTE_MS),
        duration: 900,
        kind: 'parked',
      }),
    ]);
    expect(history.events).toEqual([expect.objectContaining({ type: 'overspeed', time: iso(T0 + 30 * MINUTE_MS) })]);
    expect(history.events[0]?.lat).toBeCloseTo(-6.2);
    expect(history.summary).toMatchObject({ max_speed: 95, stop_count: 1, total_positions: trackRows().length });
    // 20 min of driving with 30 s records (the last record of each drive counts to the next).
    expect(history.summary.driving_seconds).toBeGreaterThanOrEqual(19 * 60);
    expect(history.summary.driving_seconds).toBeLessThanOrEqual(21 * 60);
    expect(history.summary.distance_km).toBeGreaterThan(15);
    expect(history.summary.distance_km).toBeLessThan(25);
  });

  it('reads a period given as dates with offsets, and a dealer sees its customer’s vehicle', async () => {
    const start = new Date(T0 + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') + '+07:00';
    const response = await historyAs('dealer', start, iso(T0 + 20 * MINUTE_MS));
    const history = bodyOf<HistoryResult>(response).result;
    expect(response.statusCode).toBe(200);
    expect(history.start).toBe(iso(T0));
    expect(history.positions.every((p) => Date.parse(p.time) < T0 + 20 * MINUTE_MS)).toBe(true);
  });

  it('refuses a period longer than 7 days and unreadable or reversed dates', async () => {
    const long = await historyAs('customer', iso(T0 - 8 * DAY_MS), iso(T0));
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long)).toMatchObject({
      code: 'history_period_too_long',
      message: 'The period may be at most 7 days',
    });
    for (const [start, end] of [
      ['yesterday', iso(T0)],
      [iso(T0), '2026-13-45T99:00:00Z'],
      [iso(T0), iso(T0 - MINUTE_MS)],
      [iso(T0), iso(T0)],
    ] as const) {
      const bad = await historyAs('customer', start, end);
      expect(bad.statusCode).toBe(400);
      expect(bodyOf(bad).code).toBe('history_period_invalid');
    }
    const missing = await getAs(
      t.app,
      await t.tokenOf('customer'),
      `${HISTORY_LIST_PATH}?imei=${IMEI}&start=${iso(T0)}`,
    );
    expect(missing.statusCode).toBe(400);
  });

  it("answers 404 for another organisation's vehicle and an unknown imei", async () => {
    expect((await historyAs('customer2')).statusCode).toBe(404);
    expect((await historyAs('dealer2')).statusCode).toBe(404);
    expect((await historyAs('customer', undefined, undefined, '999999999999999')).statusCode).toBe(404);
  });

  it('refuses no token and a user without view_realtime', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: url(IMEI, iso(T0), iso(T0 + MINUTE_MS)) });
    expect(anonymous.statusCode).toBe(401);
    expect((await historyAs('driver')).statusCode).toBe(403);
  });

  it('replays the seeded demo track of a demo vehicle', async () => {
    const demo = historyVehicles(fleetSizeFrom(process.env)).find((v) => v.orgCode === 'CUS-LOGNUS');
    if (!demo) throw new Error('no demo vehicle with history');
    const now = Date.now();
    const response = await historyAs('customer', iso(now - DAY_MS), iso(now), demo.imei);
    const history = bodyOf<HistoryResult>(response).result;
    expect(history.summary.total_positions).toBeGreaterThan(300);
    expect(history.stops.length).toBeGreaterThan(0);
    expect(history.summary.distance_km).toBeGreaterThan(50);
  });
});

describe('GET monitoring-service/history/download_history', () => {
  it('writes every stored position of the period to an xlsx row: time, place, speed, heading, ignition, address', async () => {
    const response = await downloadAs('customer');
    expect(response.statusCode).toBe(200);
    const { id } = bodyOf<{ id: string }>(response).result;
    const rows = trackRows();
    expect(await finishedDownload(t.ctx.database.db, id)).toEqual({ status: 'done', rows: rows.length });
    const sheet = await xlsxRows(await readFile(downloadPath(t.ctx, id)));
    // The customer reads times in WIB until they choose another zone.
    const zone = 'Asia/Jakarta';
    expect(sheet[0]).toEqual([
      'Time (WIB)',
      'Latitude',
      'Longitude',
      'Speed (km/h)',
      'Heading (°)',
      'Ignition',
      'Address',
    ]);
    expect(sheet).toHaveLength(rows.length + 1);
    const parked = rows.findIndex((row) => row.speed === 0);
    expect(sheet[parked + 1]?.slice(0, 6)).toEqual([
      localSecond(rows[parked]?.t ?? 0, zone),
      -6.2,
      rows[parked]?.lng,
      0,
      90,
      'Off',
    ]);
    // Jakarta is in the shipped place data: every row has its address.
    expect(sheet.slice(1).every((row) => /Jakarta/.test(String(row[6])))).toBe(true);
  });

  it("writes the addresses in the reader's language", async () => {
    const response = await downloadAs('customer', undefined, undefined, IMEI, 'ja');
    const { id } = bodyOf<{ id: string }>(response).result;
    await finishedDownload(t.ctx.database.db, id);
    const sheet = await xlsxRows(await readFile(downloadPath(t.ctx, id)));
    // Japanese addresses run from the province down: "ジャカルタ首都特別州、… 付近".
    expect(sheet.slice(1).every((row) => /^[^A-Za-z]+、.*(付近|km)$/.test(String(row[6])))).toBe(true);
  });

  it('refuses what the list refuses: another organisation, no token, no view_realtime, a bad period', async () => {
    expect((await downloadAs('customer2')).statusCode).toBe(404);
    expect((await downloadAs('dealer2')).statusCode).toBe(404);
    expect((await downloadAs('customer', undefined, undefined, '999999999999999')).statusCode).toBe(404);
    expect((await downloadAs('driver')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: url(IMEI, iso(T0), iso(T0 + MINUTE_MS), HISTORY_DOWNLOAD_PATH),
    });
    expect(anonymous.statusCode).toBe(401);
    const long = await downloadAs('customer', iso(T0 - 8 * DAY_MS), iso(T0));
    expect(bodyOf(long)).toMatchObject({ code: 'history_period_too_long' });
    expect(long.statusCode).toBe(400);
    expect((await downloadAs('customer', iso(T0), 'soon')).statusCode).toBe(400);
  });
});
