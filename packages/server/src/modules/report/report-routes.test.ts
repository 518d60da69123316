import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ENGINE_REPORTS,
  REPORT_SORTS,
  type ActivityRow,
  type DailySummaryRow,
  type DailyTripRow,
  type EventRow,
  type MonthlySummaryRow,
  type ProductivityRow,
  type ReportPage,
  type SpellRow,
  type StandRow,
  type TripRow,
  type WorkingHoursRow,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { ensurePartitions } from '../../ingest/partitions.js';
import { createReportSettings } from '../../reports/report-settings.js';
import { dayOf, dayStart, localMinute } from '../../reports/report-days.js';
import { downloadPath } from '../../jobs/download-service.js';
import { xlsxRows } from '../../test-support/xlsx-rows.js';
import { finishedDownload } from '../../test-support/downloads.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { callReport } from '../../test-support/report-calls.js';
import { selectReport } from './report-selection.js';
import { cursorStream } from './report-sql.js';
import { listTrips } from './segment-reports.js';
import { scopeFor } from '../../auth/scope.js';
import { verifyToken } from '../../auth/tokens.js';
import { buildTrack, storeSegmented, trackFreeVehicle, type Leg } from '../../test-support/tracks.js';

const ZONE = 'Asia/Jakarta';
const DAY = 86_400_000;
let t: TestApp;
let imei: string;
let otherImei: string;
/** The track's first day: two days ago, so the whole track is in the past. */
const firstDay = dayOf(Date.now() - 2 * DAY, ZONE);
const start = dayStart(firstDay, ZONE) + 6 * 3_600_000;

const workday: Leg[] = [
  { kind: 'park', minutes: 20 },
  { kind: 'drive', minutes: 40, kmh: 60 },
  { kind: 'idle', minutes: 15 },
  { kind: 'park', minutes: 30 },
  { kind: 'drive', minutes: 30, kmh: 90 },
  { kind: 'park', minutes: 20 },
];

beforeAll(async () => {
  t = await buildTestApp();
  await ensurePartitions(t.ctx.database);
  imei = await trackFreeVehicle(t.ctx.database.db, 'CUS-LOGNUS');
  otherImei = await trackFreeVehicle(t.ctx.database.db, 'CUS-MAJU');
  // The demo's seeded alerts of this truck would mix with the one the event test writes.
  await t.ctx.database.db.execute(sql`DELETE FROM notifications WHERE imei = ${imei}`);
  const track = buildTrack([...workday, { kind: 'park', minutes: 18 * 60 }, ...workday], {
    start,
    everyS: 30,
    odometer: 1000,
    fuel: 300,
    litresPerHour: 12,
  });
  await storeSegmented(t.ctx, imei, track);
});
afterAll(() => t.close());

const call = <T>(
  username: string,
  report: string,
  query: Record<string, string | number>,
  verb = 'list',
  language?: string,
) => callReport<T>(t, username, report, query, verb, language);

const period = { start_date: firstDay, end_date: dayOf(Date.now() + DAY, ZONE) };

describe('reports read the engine rows, scoped to the caller', () => {
  it('lists the trips with places, addresses, distance, duration and speeds, and their totals', async () => {
    const { status, body } = await call<ReportPage<TripRow>>('customer', 'trip', { imei, ...period });
    expect(status).toBe(200);
    const trips = body.result.data;
    expect(trips).toHaveLength(4);
    expect(trips.map((trip) => trip.distance_km)).toEqual([40, 45, 40, 45]);
    expect(trips[0]).toMatchObject({ imei, duration_s: 2400, max_speed: 60, avg_speed: 60 });
    expect(trips[1]?.max_speed).toBe(90);
    expect(trips[0]?.start_time).toBe(new Date(start + 20 * 60_000).toISOString());
    expect(trips[0]?.start_address.length).toBeGreaterThan(3);
    expect(trips[0]?.fuel_used).toBeCloseTo(8, 0);
    expect(body.result.totals.distance_km).toBe(170);
    expect(body.result.total_data).toBe(4);
    const sorted = await call<ReportPage<TripRow>>('customer', 'trip', {
      imei,
      ...period,
      sort: '-distance_km',
      count_perpage: 2,
    });
    expect(sorted.body.result.data.map((trip) => trip.distance_km)).toEqual([45, 45]);
    expect(sorted.body.result.total_data).toBe(4);
  });

  it('lists stops and idling periods, the last stop as still going on', async () => {
    const stops = await call<ReportPage<StandRow>>('customer', 'stopped_vehicle', { imei, ...period });
    expect(stops.status).toBe(200);
    expect(stops.body.result.data.map((s) => [s.duration_s / 60, s.ongoing])).toEqual([
      [20, false],
      [45, false],
      [20 + 18 * 60 + 20, false],
      [45, false],
      [20, true],
    ]);
    const idles = await call<ReportPage<StandRow>>('customer', 'idling_vehicle', { imei, ...period });
    expect(idles.body.result.data.map((s) => s.duration_s / 60)).toEqual([15, 15]);
    expect(idles.body.result.totals.idle_s).toBe(30 * 60);
  });

  it('sums each day and the month, with trips and events per day', async () => {
    const daily = await call<ReportPage<DailySummaryRow>>('customer', 'daily_summary', { imei, ...period });
    expect(daily.status).toBe(200);
    const [first, second] = daily.body.result.data;
    expect(first).toMatchObject({ day: firstDay, distance_km: 85, trips: 2, moving_s: 70 * 60, idle_s: 15 * 60 });
    expect(first?.max_speed).toBe(90);
    expect(first?.overspeed_count).toBe(1);
    expect(second?.distance_km).toBe(85);
    expect(daily.body.result.totals.distance_km).toBe(170);
    const monthly = await call<ReportPage<MonthlySummaryRow>>('customer', 'monthly_summary', { imei, ...period });
    expect(monthly.body.result.data.reduce((sum, m) => sum + m.distance_km, 0)).toBeCloseTo(170, 1);
    expect(monthly.body.result.data.reduce((sum, m) => sum + m.active_days, 0)).toBe(2);
  });

  it('lists speeding spells, the activity timeline, utilisation, engine hours and trips per day', async () => {
    const speeding = await call<ReportPage<SpellRow>>('customer', 'exceed_limit', { imei, ...period });
    expect(speeding.body.result.data.map((s) => [s.duration_s / 60, s.max_speed, s.distance_km])).toEqual([
      [30, 90, 45],
      [30, 90, 45],
    ]);
    expect(speeding.body.result.data[0]?.address.length).toBeGreaterThan(3);
    for (const empty of ['towing', 'crash']) {
      const none = await call<ReportPage<SpellRow>>('customer', empty, { imei, ...period });
      expect([empty, none.status, none.body.result.total_data]).toEqual([empty, 200, 0]);
    }
    const timeline = await call<ReportPage<ActivityRow>>('customer', 'activities', {
      imei,
      ...period,
      count_perpage: 100,
    });
    const kinds = timeline.body.result.data.map((a) => a.kind);
    expect(kinds.slice(0, 5)).toEqual(['stop', 'trip', 'idle', 'stop', 'overspeed']);
    expect(kinds.filter((k) => k === 'trip')).toHaveLength(4);
    const productivity = await call<ReportPage<ProductivityRow>>('customer', 'productivity_efficiency', {
      imei,
      ...period,
    });
    expect(productivity.body.result.data).toEqual([
      expect.objectContaining({ imei, distance_km: 170, active_days: 2, utilisation_pct: 82, idle_pct: 18 }),
    ]);
    const hours = await call<ReportPage<WorkingHoursRow>>('customer', 'machine_working_hours', { imei, ...period });
    expect(hours.body.result.data.map((d) => [d.engine_s / 60, d.utilisation_pct])).toEqual([
      [85, 82],
      [85, 82],
    ]);
    const tripDays = await call<ReportPage<DailyTripRow>>('customer', 'daily_trip_summary', { imei, ...period });
    expect(tripDays.body.result.data.map((d) => [d.day, d.trips, d.distance_km, d.driving_s / 60])).toEqual([
      [firstDay, 2, 85, 70],
      [dayOf(start + DAY, ZONE), 2, 85, 70],
    ]);
  });

  it('lists the activity events with where the vehicle was', async () => {
    const at = new Date(start + 50 * 60_000);
    await t.ctx.database.db
      .execute(sql`INSERT INTO notifications (organization_id, filter, type, type_name, text, imei, created_at)
      SELECT organization_id, 'activity', 'overspeed', 'Overspeed', 'Driving at 95 km/h', imei, ${at.toISOString()}
      FROM vehicles WHERE imei = ${imei}`);
    const events = await call<ReportPage<EventRow>>('customer', 'event', { imei, ...period });
    expect(events.body.result.data).toEqual([
      expect.objectContaining({ imei, type: 'overspeed', time: at.toISOString(), text: 'Driving at 95 km/h' }),
    ]);
    expect(events.body.result.data[0]?.lat).toBeCloseTo(-6.2, 0);
    expect(events.body.result.data[0]?.address?.length).toBeGreaterThan(3);
    const daily = await call<ReportPage<DailySummaryRow>>('customer', 'daily_summary', { imei, ...period });
    expect(daily.body.result.data[0]?.events).toEqual({ overspeed: 1 });
  });

  it('never shows another fleet: its vehicle is refused as unknown, and the fleet-wide list leaves it out', async () => {
    const refused = await call('customer2', 'trip', { imei, ...period });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`This vehicle is not in your fleet: ${imei}`);
    const missing = await call('customer2', 'trip', { imei: '999999999999999', ...period });
    expect(missing.body.message).toBe('This vehicle is not in your fleet: 999999999999999');
    const fleet = await call<ReportPage<TripRow>>('customer2', 'daily_summary', period);
    expect(fleet.status).toBe(200);
    expect(fleet.body.result.data.map((row) => row.imei)).not.toContain(imei);
    const dealerOfOther = await call<ReportPage<TripRow>>('dealer2', 'trip', { ...period });
    expect(dealerOfOther.body.result.data.map((row) => row.imei)).not.toContain(imei);
    const own = await call<ReportPage<TripRow>>('customer', 'trip', { imei: `${imei},${otherImei}`, ...period });
    expect(own.status).toBe(404);
  });

  it('answers every report in every order it offers, for one truck and for the whole fleet', async () => {
    for (const report of ENGINE_REPORTS)
      for (const column of REPORT_SORTS[report])
        for (const sort of [column, `-${column}`])
          for (const vehicles of [{ imei }, {}] as Record<string, string>[]) {
            const { status, body } = await call<ReportPage<unknown>>('customer', report, {
              ...vehicles,
              ...period,
              sort,
            });
            expect([report, sort, status]).toEqual([report, sort, 200]);
            expect(body.result.total_data).toBeGreaterThanOrEqual(body.result.data.length);
          }
  });

  it('refuses a caller without list_report_trip', async () => {
    expect((await call('driver', 'trip', { imei, ...period })).status).toBe(403);
  });

  it('refuses bad parameters with a message and answers no 500', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ imei, start_date: period.end_date, end_date: period.start_date }, 400, 'The period is not valid'],
      [{ imei, start_date: '2026-13-40', end_date: period.end_date }, 400, 'The period is not valid'],
      [{ imei, start_date: dayOf(Date.now() - 40 * DAY, ZONE), end_date: period.end_date }, 400, 'at most 31 days'],
      [{ start_date: dayOf(Date.now() - 20 * DAY, ZONE), end_date: period.end_date }, 400, 'at most 14 days'],
      [{ imei, ...period, sort: 'password' }, 400, 'can not be sorted by password'],
      [{ imei, vehicle_group_id: 1, ...period }, 400, 'not both'],
      [{ vehicle_group_id: 2_000_000, ...period }, 404, 'vehicle group does not exist'],
      [{ imei, ...period, page: 0 }, 400, ''],
      [{ imei, ...period, extra: 1 }, 400, ''],
    ];
    for (const [query, status, message] of cases) {
      const { status: got, body } = await call('customer', 'trip', query);
      expect([query, got]).toEqual([query, status]);
      expect(body.message).toContain(message);
    }
  });

  it("keeps an organisation's thresholds, set by its super admin only, and the engine reads them", async () => {
    const put = async (username: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/report/report_setting/edit_report_setting',
        headers: { authorization: `Bearer ${await t.tokenOf(username)}` },
        payload,
      });
    const change = { min_stop_s: 600, idle_min_s: null, min_trip_m: 1000, overspeed_kmh: 90 };
    const saved = await put('customer', change);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ result: unknown }>().result).toMatchObject({ ...change, defaults: { idle_min_s: 600 } });
    expect((await put('admin', change)).statusCode).toBe(403);
    expect((await put('customer', { ...change, min_stop_s: 5 })).statusCode).toBe(400);
    expect((await put('customer', { ...change, organization_id: 1 })).statusCode).toBe(400);
    const settings = createReportSettings(t.ctx.database.db, t.ctx.config.reports.defaults);
    await settings.refresh();
    const [org] = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`SELECT id FROM organizations WHERE code = 'CUS-LOGNUS'`,
    );
    expect(settings.of(org?.id)).toEqual({
      minStopS: 600,
      idleMinS: 600,
      minTripM: 1000,
      overspeedKmh: 90,
      towingKmh: 10,
    });
    expect(settings.of(-1)).toEqual(t.ctx.config.reports.defaults);
    // Another organisation keeps its own (here the defaults).
    const other = await call<{ min_stop_s: number | null }>('customer2', 'setting', {}, 'view');
    expect(other.status).toBe(200);
    expect(other.body.result.min_stop_s).toBeNull();
  });

  it('reads a download batch by batch through one cursor, in the same order as the pages', async () => {
    const db = t.ctx.database.db;
    const verified = await verifyToken(await t.tokenOf('customer'), t.ctx.secrets.tokenKey);
    if (!('payload' in verified)) throw new Error('customer token did not verify');
    const scope = scopeFor(verified.payload);
    const query = { imei, ...period, page: 1, count_perpage: 100, sort: '-distance_km' };
    const selection = await selectReport(db, scope, query, ZONE);
    const paged = await listTrips(db, selection, query);
    const batches = await db.transaction(async (tx) => {
      const stream = cursorStream(tx, 3);
      const read: unknown[][] = [];
      for (;;) {
        const { data } = await listTrips(tx, selection, { ...query, stream });
        read.push(data);
        if (data.length < 3) return read;
      }
    });
    expect(batches.map((batch) => batch.length)).toEqual([3, 1]);
    expect(batches.flat()).toEqual(paged.data);
  });

  it('writes the report to an xlsx delivered through the notification centre', async () => {
    const { status, body } = await call<{ id: string }>('customer', 'trip', { imei, ...period }, 'download');
    expect(status).toBe(200);
    const id = body.result.id;
    expect(await finishedDownload(t.ctx.database.db, id)).toEqual({ status: 'done', rows: 4 });
  });

  it("writes the addresses of the page and of the file in the reader's language", async () => {
    const addressesIn = async (language: string) =>
      (await call<ReportPage<TripRow>>('customer', 'trip', { imei, ...period }, 'list', language)).body.result.data.map(
        (trip) => trip.start_address,
      );
    const english = await addressesIn('en-US');
    expect(english.every((address) => /^(Near |\d+ km (north|east|south|west))/.test(address))).toBe(true);
    expect(
      (await addressesIn('id')).every((address) =>
        /^(Dekat |\d+ km (utara|timur|selatan|barat|tenggara))/.test(address),
      ),
    ).toBe(true);
    const japanese = await addressesIn('ja');
    expect(japanese.every((address) => /(付近|km)$/.test(address) && address.includes('、'))).toBe(true);

    const { body } = await call<{ id: string }>('customer', 'trip', { imei, ...period }, 'download', 'ja');
    await finishedDownload(t.ctx.database.db, body.result.id);
    const rows = await xlsxRows(await readFile(downloadPath(t.ctx, body.result.id)));
    const column = rows[0]?.indexOf('From') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(rows.slice(1).map((row) => row[column])).toEqual(expect.arrayContaining([japanese[0]]));
  });

  it("writes the file's times in the zone its reader chose (WIT: two hours after WIB)", async () => {
    const listed = await call<{ data: { start_time: string }[] }>('customer', 'trip', {
      imei,
      ...period,
      sort: 'start_time',
    });
    const first = listed.body.result.data[0]?.start_time;
    if (!first) throw new Error('no trip listed');
    const startTimes = async () => {
      const { body } = await call<{ id: string }>(
        'customer',
        'trip',
        { imei, ...period, sort: 'start_time' },
        'download',
      );
      await finishedDownload(t.ctx.database.db, body.result.id);
      const rows = await xlsxRows(await readFile(downloadPath(t.ctx, body.result.id)));
      const column = rows[0]?.findIndex((header) => String(header).startsWith('Start (')) ?? -1;
      return rows[1]?.[column];
    };
    expect(await startTimes()).toBe(localMinute(Date.parse(first), 'Asia/Jakarta'));
    await t.ctx.database.db.execute(sql`UPDATE users SET time_zone = 'Asia/Jayapura' WHERE username = 'customer'`);
    try {
      expect(await startTimes()).toBe(localMinute(Date.parse(first) + 2 * 3_600_000, 'Asia/Jakarta'));
    } finally {
      await t.ctx.database.db.execute(sql`UPDATE users SET time_zone = 'Asia/Jakarta' WHERE username = 'customer'`);
    }
  });
});
