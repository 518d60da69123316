import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_EVENT_SETTINGS,
  NEW_WATCH,
  watchRecord,
  type OpenCondition,
  type Telemetry,
  type WatchedEvent,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { activityRow } from '../../ingest/activity-row.js';
import { eventSubjects } from '../../ingest/vehicle-registry.js';
import { monthPartition } from '../../ingest/partitions.js';
import { backfillReports } from '../../reports/backfill.js';
import { DEFAULT_SEGMENT_SETTINGS, type SegmentSettings } from '../../reports/segmenter.js';
import { fuelSensorPlans } from '../seeds/seed-fuel.js';
import { historyStart, historyVehicles, plannedTrack } from './history-plan.js';

const CHUNK = 2000;
const EVENT_CHUNK = 500;

/** How much history to seed and how the report tables split and measure it (the config's `reports`). */
export type HistorySettings = {
  days: number;
  zone: string;
  defaults: SegmentSettings;
  log?: FastifyBaseLogger;
};

/** For callers without a config (tests seeding by hand): one day, cut into Jakarta days. */
export const SHORT_HISTORY: HistorySettings = { days: 1, zone: 'Asia/Jakarta', defaults: DEFAULT_SEGMENT_SETTINGS };

type Vehicle = { imei: string; organization_id: number; label: string };

/** The first instant of every UTC month from the one holding `from` to the one holding `to`. */
function monthsBetween(from: number, to: number): Date[] {
  const months: Date[] = [];
  const first = new Date(from);
  for (let i = 0; ; i += 1) {
    const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
    if (month.getTime() > to) return months;
    months.push(month);
  }
}

/**
 * The monthly partitions the seeded track falls in, made here because the demo seed runs before
 * ingest creates them; a month already holding rows in the default partition stays there.
 */
async function ensureMonths(db: Db, from: number, to: number): Promise<void> {
  for (const part of monthsBetween(from, to).map(monthPartition)) {
    const ddl = `CREATE TABLE IF NOT EXISTS ${part.name} PARTITION OF positions FOR VALUES FROM ('${part.from}') TO ('${part.to}')`;
    await db.execute(sql.raw(ddl)).catch(() => undefined);
  }
}

/** One JSON parameter per chunk: far faster than thousands of bound values on PGlite. */
async function insertPositions(db: Db, rows: readonly Telemetry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const records = rows.slice(i, i + CHUNK).map((r) => ({ ...r, time: new Date(r.time).toISOString() }));
    await db.execute(
      sql`INSERT INTO positions (imei, time, received_at, lat, lng, alt, head, speed, sat, props)
          SELECT imei, time, time, lat, lng, alt, head, speed, sat, properties
          FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(imei text, time timestamptz,
            lat double precision, lng double precision, alt real, head real, speed real, sat smallint, properties jsonb)
          ON CONFLICT DO NOTHING`,
    );
  }
}

type EventRow = typeof notifications.$inferInsert;

/**
 * The events ingest's detector would have stored for the track, as activity notifications (a
 * condition once, with its end when it ended), and the conditions still raised at the track's end,
 * which the live detector takes up and ends.
 */
function eventsOf(vehicle: Vehicle, track: readonly Telemetry[]): { rows: EventRow[]; open: OpenCondition[] } {
  let watch = NEW_WATCH;
  const rows = new Map<string, EventRow>();
  const rowOf = (event: WatchedEvent): EventRow => activityRow(vehicle, event, { seeded: 'history' });
  for (const record of track) {
    const step = watchRecord(watch, record, DEFAULT_EVENT_SETTINGS);
    watch = step.watch;
    for (const event of step.events) {
      const key = `${event.type} ${event.since}`;
      const started = rows.get(key);
      // The end is written on its start's row, as the detector does.
      if (event.phase === 'end' && started)
        rows.set(key, { ...rowOf(event), data: { ...started.data, ...event.detail } });
      else if (event.phase !== 'end') rows.set(event.phase === 'instant' ? `${key} ${rows.size}` : key, rowOf(event));
    }
  }
  return { rows: [...rows.values()], open: [...watch.open.values()].filter((c) => c.raised) };
}

/** Conditions raised in the seeded track and not ended: the live detector ends them (event-detector.ts). */
async function insertOpen(db: Db, imei: string, open: readonly OpenCondition[]): Promise<void> {
  if (open.length === 0) return;
  const rows = open.map((state) => ({ imei, type: state.type, state }));
  await db.execute(sql`INSERT INTO open_conditions (imei, type, state)
    SELECT imei, type, state FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS c(imei text, type text, state jsonb)
    ON CONFLICT (imei, type) DO NOTHING`);
}

async function insertEvents(db: Db, events: readonly (typeof notifications.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < events.length; i += EVENT_CHUNK)
    await db.insert(notifications).values(events.slice(i, i + EVENT_CHUNK));
}

/** The demo vehicles with a track to seed: known to the registry and holding no position yet. */
async function untracked(db: Db, imeis: readonly string[]): Promise<Map<string, Vehicle>> {
  const known = await eventSubjects(db, [...imeis]);
  const tracked = await queryRows<{ imei: string }>(
    db,
    sql`SELECT DISTINCT imei FROM positions WHERE imei IN (${sql.join(
      imeis.map((imei) => sql`${imei}`),
      sql`, `,
    )})`,
  );
  const skip = new Set(tracked.map((row) => row.imei));
  return new Map(known.filter((v) => !skip.has(v.imei)).map((v) => [v.imei, v]));
}

/**
 * `settings.days` days of track (positions, the events they raise and the report rows they make)
 * for some demo vehicles, so history playback and every report have something to show without the
 * simulator. A vehicle holding any position already is left alone: running again adds nothing.
 */
export async function seedHistory(
  db: Db,
  fleetSize: number,
  settings: HistorySettings = SHORT_HISTORY,
  now = Date.now(),
): Promise<number> {
  const planned = historyVehicles(fleetSize);
  if (planned.length === 0 || settings.days <= 0) return 0;
  const byImei = await untracked(
    db,
    planned.map((v) => v.imei),
  );
  const end = Math.floor(now / 60_000) * 60_000;
  const from = historyStart(end, settings.days);
  await ensureMonths(db, from, end);
  const sensors = fuelSensorPlans(fleetSize, end);
  const seeded: string[] = [];
  let positions = 0;
  let events = 0;
  for (const v of planned) {
    const vehicle = byImei.get(v.imei);
    if (!vehicle) continue;
    const track = plannedTrack(v, end, settings.days, sensors.get(v.imei));
    await insertPositions(db, track);
    const raised = eventsOf(vehicle, track);
    await insertEvents(db, raised.rows);
    await insertOpen(db, v.imei, raised.open);
    seeded.push(v.imei);
    positions += track.length;
    events += raised.rows.length;
  }
  if (seeded.length === 0) return 0;
  const log = settings.log ?? pino({ level: 'silent' });
  await backfillReports(db, log, { zone: settings.zone, defaults: settings.defaults, from, imeis: seeded, chunk: 1 });
  log.info({ vehicles: seeded.length, days: settings.days, positions, events }, 'demo history seeded');
  return seeded.length;
}
