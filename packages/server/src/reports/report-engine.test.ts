import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Telemetry } from '@armada/domain';
import { queryRows, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { ensurePartitions } from '../ingest/partitions.js';
import { createPositionWriter, type PositionWriter } from '../ingest/position-writer.js';
import { freshDatabase } from '../test-support/test-database.js';
import { buildTrack, type Leg } from '../test-support/tracks.js';
import { createReportEngine, type ReportEngine } from './report-engine.js';
import { dayStart } from './report-days.js';
import { DEFAULT_SEGMENT_SETTINGS, EMPTY_CARRY, foldTrack, type TrackFix } from './segmenter.js';

const ZONE = 'Asia/Jakarta';
let database: Database;
let engine: ReportEngine;
let writer: PositionWriter;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await ensurePartitions(database);
  engine = createReportEngine({
    db: database.db,
    log: pino({ level: 'silent' }),
    zone: ZONE,
    settingsOf: () => DEFAULT_SEGMENT_SETTINGS,
  });
  // The real writer, its jump check off: the tracks below teleport between tests' vehicles anyway.
  writer = createPositionWriter(database, { maxJumpKmh: 0, onStored: (rows) => engine.handle(rows) });
});
afterAll(() => database.close());

const telemetry = (imei: string, fix: TrackFix): Telemetry => ({
  imei,
  gpstype: 2,
  time: fix.time,
  lat: fix.lat,
  lng: fix.lng,
  alt: 10,
  head: 90,
  speed: fix.speed,
  sat: 9,
  properties: {
    gps: 1,
    ...(fix.ign === undefined ? {} : { ign: fix.ign }),
    ...(fix.mileage === undefined ? {} : { mileage: fix.mileage }),
    ...(fix.fuel === undefined ? {} : { fuel: fix.fuel }),
  },
});

async function store(imei: string, fixes: TrackFix[]): Promise<void> {
  await writer.store(fixes.map((fix) => telemetry(imei, fix)));
  await writer.drain();
  await engine.drain();
}

/** The report rows of a vehicle, in a stable order and without the key. */
async function reportOf(imei: string) {
  const segments = await queryRows<Record<string, unknown>>(
    database.db,
    sql`SELECT kind, start_time, end_time, round(distance_m::numeric, 1) AS distance_m, max_speed,
          round(fuel_used::numeric, 2) AS fuel_used, closed_at
        FROM report_segments WHERE imei = ${imei} ORDER BY start_time, kind`,
  );
  const days = await queryRows<Record<string, unknown>>(
    database.db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, round(distance_m::numeric, 1) AS distance_m, engine_s, moving_s,
          idle_s, stopped_s, max_speed, overspeed_count, overspeed_s, round(fuel_used::numeric, 2) AS fuel_used,
          first_time, last_time
        FROM report_days WHERE imei = ${imei} ORDER BY day`,
  );
  const months = await queryRows<Record<string, unknown>>(
    database.db,
    sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, round(distance_m::numeric, 1) AS distance_m, moving_s, active_days
        FROM report_months WHERE imei = ${imei} ORDER BY month`,
  );
  return { segments, days, months };
}

/** Two working days with a night between, ending three days ago. */
const start = dayStart(new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10), ZONE) + 7 * 3_600_000;
const workday: Leg[] = [
  { kind: 'park', minutes: 15 },
  { kind: 'drive', minutes: 45, kmh: 62 },
  { kind: 'idle', minutes: 11 },
  { kind: 'park', minutes: 40 },
  { kind: 'drive', minutes: 25, kmh: 85 },
  { kind: 'idle', minutes: 2 },
  { kind: 'drive', minutes: 25, kmh: 55 },
  { kind: 'park', minutes: 20 },
];
const track = buildTrack([...workday, { kind: 'park', minutes: 20 * 60 }, ...workday], {
  start,
  everyS: 30,
  odometer: 52_000,
  fuel: 280,
  litresPerHour: 10,
});

/** A deterministic shuffle (the same every run, different per seed). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('the report engine keeps segments and days as positions are stored', () => {
  it('stores what the fold of the track gives: trips, stops, idling, days and the month', async () => {
    await store('350000000000001', track);
    const report = await reportOf('350000000000001');
    const expected = foldTrack(EMPTY_CARRY, track, DEFAULT_SEGMENT_SETTINGS, ZONE);
    expect(report.segments.filter((s) => s.kind === 'trip')).toHaveLength(4);
    expect(report.segments).toHaveLength(expected.segments.length);
    expect(report.days.map((d) => d.day)).toEqual(expected.days.map((d) => d.day));
    expect(report.days.map((d) => d.moving_s)).toEqual(expected.days.map((d) => d.movingS));
    const driven = report.days.reduce((sum, d) => sum + Number(d.distance_m), 0);
    const monthDistance = report.months.reduce((sum, m) => sum + Number(m.distance_m), 0);
    expect(monthDistance).toBeCloseTo(driven, 0);
    expect(driven).toBeCloseTo(2 * (46_500 + 35_417 + 22_917), -3);
  });

  it('gives the same rows whatever packets the track came in and in whatever order they arrived', async () => {
    const reference = await reportOf('350000000000001');
    for (let seed = 1; seed <= 3; seed += 1) {
      const imei = `35000000000010${seed}`;
      const packets: TrackFix[][] = [];
      for (let i = 0; i < track.length;) {
        const size = 1 + ((seed * 31 + i) % 80);
        packets.push(track.slice(i, i + size));
        i += size;
      }
      // Mostly in order, as trackers send; the last seed wholly shuffled (buffers after a gap).
      const order =
        seed === 3 ? shuffled(packets, seed) : [...packets.slice(0, 20), ...shuffled(packets.slice(20), seed)];
      for (const [n, packet] of order.entries()) {
        await writer.store(packet.map((fix) => telemetry(imei, fix)));
        if (n % 3 === 0) await engine.drain();
      }
      await writer.drain();
      await engine.drain();
      expect(await reportOf(imei)).toEqual(reference);
    }
  });

  it('folds no fix dated decades away by a broken tracker clock', async () => {
    const imei = '350000000000009';
    const broken = [Date.UTC(2006, 3, 1), Date.now() + 20 * 365 * 86_400_000].map((time) => ({
      time,
      lat: -6.2,
      lng: 106.8,
      speed: 0,
      ign: 0 as const,
    }));
    await store(imei, broken);
    const cursors = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM report_cursors WHERE imei = ${imei}`,
    );
    expect(cursors[0]?.n).toBe(0);
    expect((await reportOf(imei)).days).toEqual([]);
    // Nor when the vehicle's other data is read back from the table.
    await engine.rebuild([imei], Date.UTC(2000, 0, 1));
    expect((await reportOf(imei)).days).toEqual([]);
  });

  it('rebuilds a period from stored positions (the backfill) to the same rows', async () => {
    const imei = '350000000000001';
    const reference = await reportOf(imei);
    await database.db.execute(sql`UPDATE report_days SET distance_m = 0 WHERE imei = ${imei}`);
    await database.db.execute(sql`DELETE FROM report_segments WHERE imei = ${imei} AND kind = 'trip'`);
    await engine.rebuild([imei], start);
    expect(await reportOf(imei)).toEqual(reference);
  });
});
