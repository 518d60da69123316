import pino from 'pino';
import { sql } from 'drizzle-orm';
import { BRAND_ORG_CODE, orgIdByCode } from '@armada/server/db/seed-base';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { backfillReports } from '@armada/server/reports/backfill';
import { dayOf, dayStart } from '@armada/server/reports/report-days';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { buildTrack, insertTrack, type Leg } from '@armada/server/test-support/tracks';
import { ingestRate } from './ingest.bench.js';
import { timeCall, type Caller } from './management.bench.js';

const ZONE = 'Asia/Jakarta';
const DAY_MS = 86_400_000;
const FLEET = 20_000;

/** A working day at a 10 s report interval: 8,640 fixes, three trips, stops and a long idle. */
const WORKDAY: Leg[] = [
  { kind: 'park', minutes: 6 * 60 },
  { kind: 'drive', minutes: 90, kmh: 64 },
  { kind: 'idle', minutes: 14 },
  { kind: 'park', minutes: 46 },
  { kind: 'drive', minutes: 120, kmh: 72 },
  { kind: 'park', minutes: 60 },
  { kind: 'drive', minutes: 90, kmh: 58 },
  { kind: 'park', minutes: 24 * 60 - 6 * 60 - 90 - 14 - 46 - 120 - 60 - 90 },
];

/** A reefer at -18 °C that warms past -15 for 20 minutes every 6 hours, and a rear door open 10 minutes an hour. */
const sensorReadings = (fix: { time: number }) => ({
  temp: [(fix.time / 60_000) % 360 < 20 ? -13.5 : -18 + Math.sin(fix.time / 3_600_000)],
  door1: (fix.time / 60_000) % 60 < 10 ? 0 : 1,
});

async function fitSensors(t: TestApp, imei: string): Promise<void> {
  await t.ctx.database.db.execute(
    sql`INSERT INTO vehicle_sensors (vehicle_id, type_sensor, type_id, code_sensor, name, source, normal, upper_limit, lower_limit)
      SELECT v.id, s.type, s.type_id, s.code, s.name, s.source, s.normal, s.upper, s.lower FROM vehicles v,
        (VALUES ('temperature', 5, 'TEMP-1', 'Reefer', 'temp.0', NULL::float8, -15::float8, -22::float8),
          ('door', 1, 'DOOR-1', 'Rear door', 'door1', 1, NULL, NULL)) AS s(type, type_id, code, name, source, normal, upper, lower)
      WHERE v.imei = ${imei}`,
  );
}

/** One truck's month at a 10 s interval, stored as positions and segmented by the backfill. */
async function monthOfOneTruck(t: TestApp): Promise<{ imei: string; from: string; to: string }> {
  const db = t.ctx.database.db;
  const imei = '357000000000001';
  const org = await orgIdByCode(db, BRAND_ORG_CODE);
  await db.execute(
    sql`INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name) VALUES (${imei}, 2, ${org}, 'Bench month truck')`,
  );
  const firstDay = dayOf(Date.now() - 31 * DAY_MS, ZONE);
  const start = dayStart(firstDay, ZONE);
  const track = buildTrack(Array.from({ length: 30 }, () => WORKDAY).flat(), {
    start,
    everyS: 10,
    odometer: 120_000,
    fuel: 400,
    litresPerHour: 11,
  });
  let began = performance.now();
  await insertTrack(db, imei, track, sensorReadings);
  await fitSensors(t, imei);
  const loaded = performance.now() - began;
  began = performance.now();
  await backfillReports(db, pino({ level: 'silent' }), { ...t.ctx.config.reports, from: start, imeis: [imei] });
  const seconds = (performance.now() - began) / 1000;
  process.stdout.write(
    `backfill, one truck's month (${t.ctx.database.kind}): ${track.length} positions (loaded in ${(loaded / 1000).toFixed(1)} s) ` +
      `segmented in ${seconds.toFixed(2)} s = ${Math.round(track.length / seconds)} positions/s\n`,
  );
  return { imei, from: firstDay, to: dayOf(start + 30 * DAY_MS, ZONE) };
}

/** 20,000 trucks with a month of daily rows (and their monthly rows), written directly. */
async function fleetOfDays(t: TestApp): Promise<void> {
  const org = await orgIdByCode(t.ctx.database.db, BRAND_ORG_CODE);
  const began = performance.now();
  await t.ctx.database.exec(`
    INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name, vehicle_number)
    SELECT 'RPD' || lpad(g::text, 12, '0'), 2, ${org}, 'Fleet truck ' || g, 'B ' || g || ' RP'
    FROM generate_series(1, ${FLEET}) g;
    INSERT INTO report_days (imei, day, distance_m, engine_s, moving_s, idle_s, stopped_s, max_speed, overspeed_count,
      overspeed_s, fuel_used, first_time, first_lat, first_lng, last_time, last_lat, last_lng)
    SELECT 'RPD' || lpad(g::text, 12, '0'), d::date, (g * 7919 + d::date - date '2026-01-01') % 400000,
      (g % 40000), (g % 30000), (g % 3000), 86400 - (g % 40000), 40 + g % 60, g % 5, (g % 5) * 60, (g % 90),
      d, -6.2, 106.8, d + interval '20 hours', -6.3, 106.9
    FROM generate_series(1, ${FLEET}) g, generate_series(current_date - 31, current_date, interval '1 day') d;
    INSERT INTO report_months (imei, month, distance_m, engine_s, moving_s, idle_s, stopped_s, max_speed,
      overspeed_count, overspeed_s, fuel_used, active_days)
    SELECT imei, date_trunc('month', day)::date, sum(distance_m), sum(engine_s), sum(moving_s), sum(idle_s),
      sum(stopped_s), max(max_speed), sum(overspeed_count), sum(overspeed_s), sum(fuel_used), count(*)
    FROM report_days WHERE imei LIKE 'RPD%' GROUP BY 1, 2;
    ANALYZE;
  `);
  process.stdout.write(
    `seeded ${FLEET} trucks × 32 days of daily rows in ${((performance.now() - began) / 1000).toFixed(1)} s\n`,
  );
}

/** Ingest over TCP with and without the report engine, alternated, as a ratio of positions per second. */
export async function segmentationCost(): Promise<void> {
  const rates: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (const segment of [false, true, false, true]) {
    // 25 s a run: the first round of each new vehicle (no cursor yet) weighs on a shorter window.
    const result = await ingestRate({ connections: 200, perPacket: 50, seconds: 25, segment });
    rates[segment ? 'on' : 'off'].push(result.rate);
    process.stdout.write(
      `ingest ${segment ? 'with' : 'without'} segmentation (${result.kind}): ${Math.round(result.rate)} positions/s` +
        (segment ? `, engine caught up ${result.lag.toFixed(2)} s after the load, ${result.dayRows} day rows\n` : '\n'),
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  process.stdout.write(`  ingest with / without segmentation = ${(mean(rates.on) / mean(rates.off)).toFixed(2)}\n`);
}

/** The report engine's figures (issue 11): report answers, backfill speed and what segmentation costs ingest. */
export async function benchReports(): Promise<void> {
  const t = await buildTestApp({ validateAnswers: false });
  try {
    await ensurePartitions(t.ctx.database, new Date(), 2, 1);
    const month = await monthOfOneTruck(t);
    await fleetOfDays(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const root: Caller = { t, base, token: await t.tokenOf('root') };
    const trips = `/api/report/report_trip/list_report_trip?imei=${month.imei}&start_date=${month.from}&end_date=${month.to}`;
    await timeCall(root, 'trip report, one truck, a month, all rows', `${trips}&count_perpage=1000`);
    await timeCall(root, 'trip report, one truck, a month, page of 50', `${trips}&count_perpage=50`);
    const sensors = trips.replace(/trip/g, 'sensor');
    // Seconds a call (it reads every position): three runs each.
    await timeCall(root, 'sensor report, one truck (2 sensors), a month, page of 50', `${sensors}&count_perpage=50`, 3);
    await timeCall(root, 'sensor report, one truck (2 sensors), a month, all rows', `${sensors}&count_perpage=1000`, 3);
    const yesterday = dayOf(Date.now() - DAY_MS, ZONE);
    const today = dayOf(Date.now(), ZONE);
    await timeCall(
      root,
      `daily summary, ${FLEET} trucks, one day, by distance`,
      `/api/report/report_daily_summary/list_report_daily_summary?start_date=${yesterday}&end_date=${today}&count_perpage=50&sort=-distance_km`,
    );
    const first = `${today.slice(0, 7)}-01`;
    await timeCall(
      root,
      `monthly summary, ${FLEET} trucks, this month`,
      `/api/report/report_monthly_summary/list_report_monthly_summary?start_date=${first}&end_date=${today}&count_perpage=50&sort=-distance_km`,
    );
  } finally {
    await t.close();
  }
  await segmentationCost();
}
