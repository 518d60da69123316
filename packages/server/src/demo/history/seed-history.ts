import { sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPE_NAMES,
  advanceSnapshot,
  detectEvents,
  type Telemetry,
  type VehicleSnapshot,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { eventText } from '../../ingest/event-text.js';
import { eventSubjects } from '../../ingest/vehicle-registry.js';
import { monthPartition } from '../../ingest/partitions.js';
import { HISTORY_HOURS, historyVehicles, plannedTrack } from './history-plan.js';

const CHUNK = 2000;
const HOUR_MS = 3_600_000;

type Vehicle = { imei: string; organization_id: number; label: string };

/**
 * The monthly partitions the seeded track falls in, made here because the demo seed runs before
 * ingest creates them; a month already holding rows in the default partition stays there.
 */
async function ensureMonths(db: Db, from: number, to: number): Promise<void> {
  const months = new Map([from, to].map((t) => monthPartition(new Date(t))).map((part) => [part.name, part]));
  for (const part of months.values()) {
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

/** The events ingest's detector would have stored for the track, as activity notifications. */
function eventsOf(vehicle: Vehicle, track: readonly Telemetry[]): (typeof notifications.$inferInsert)[] {
  let snapshot: VehicleSnapshot | null = null;
  return track.flatMap((row) => {
    const next = advanceSnapshot(snapshot, row);
    const events = detectEvents(snapshot, next);
    snapshot = next;
    return events.map((event) => ({
      organization_id: vehicle.organization_id,
      filter: 'activity' as const,
      type: event.type,
      type_name: ACTIVITY_TYPE_NAMES[event.type],
      text: eventText({ type: event.type, label: vehicle.label, detail: event.detail }),
      imei: vehicle.imei,
      data: { ...event.detail, time: event.time, seeded: 'history' },
      created_at: new Date(event.time),
    }));
  });
}

/**
 * A few hours of track (positions and the events they raise) for some demo vehicles, so history
 * playback has something to show without the simulator. A vehicle holding any position already is
 * left alone: running again adds nothing.
 */
export async function seedHistory(db: Db, fleetSize: number, now = Date.now()): Promise<number> {
  const planned = historyVehicles(fleetSize);
  if (planned.length === 0) return 0;
  const imeis = planned.map((v) => v.imei);
  const known = await eventSubjects(db, imeis);
  const tracked = await queryRows<{ imei: string }>(
    db,
    sql`SELECT DISTINCT imei FROM positions WHERE imei IN (${sql.join(
      imeis.map((imei) => sql`${imei}`),
      sql`, `,
    )})`,
  );
  const skip = new Set(tracked.map((row) => row.imei));
  const byImei = new Map(known.filter((v) => !skip.has(v.imei)).map((v) => [v.imei, v]));
  const end = Math.floor(now / 60_000) * 60_000;
  await ensureMonths(db, end - HISTORY_HOURS * HOUR_MS, end);
  let seeded = 0;
  for (const v of planned) {
    const vehicle = byImei.get(v.imei);
    if (!vehicle) continue;
    const track = plannedTrack(v, end);
    await insertPositions(db, track);
    const events = eventsOf(vehicle, track);
    if (events.length > 0) await db.insert(notifications).values(events);
    seeded += 1;
  }
  return seeded;
}
