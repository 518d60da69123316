import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { activityRow } from '../../ingest/activity-row.js';
import { eventSubjects } from '../../ingest/vehicle-registry.js';
import { planFleet } from '../fleet/fleet-plan.js';
import { plannedEvents } from './activity-plan.js';

/** Seeded rows carry this in their data, so a second run can tell them apart and adds nothing. */
const SEED_MARK = { seeded: 'demo' } as const;
/** Only the first vehicles get a history: enough for any account, and a 20,000-truck demo still starts fast. */
const MAX_VEHICLES = 2_000;
const CHUNK = 500;

type Row = typeof notifications.$inferInsert;

/**
 * A few days of activity notifications for the demo vehicles, as ingest's event detector would have
 * stored them (type, English text, imei, detail and time), so the alert feed and the notification
 * centre have history even without the simulator (INGEST=false). Vehicles already seeded are skipped.
 */
export async function seedActivityNotifications(db: Db, fleetSize: number, now = Date.now()): Promise<number> {
  const plan = planFleet(Math.min(fleetSize, MAX_VEHICLES));
  if (plan.length === 0) return 0;
  const imeis = plan.map((v) => v.imei);
  const present = await eventSubjects(db, imeis);
  const seeded = await db
    .selectDistinct({ imei: notifications.imei })
    .from(notifications)
    .where(
      and(eq(notifications.filter, 'activity'), sql`${notifications.data} @> ${JSON.stringify(SEED_MARK)}::jsonb`),
    );
  const done = new Set(seeded.map((row) => row.imei));
  const byImei = new Map(present.filter((v) => !done.has(v.imei)).map((v) => [v.imei, v]));
  const rows: Row[] = plan.flatMap((planned) => {
    const vehicle = byImei.get(planned.imei);
    if (!vehicle) return [];
    return plannedEvents(planned.index, planned.scenario, now).map((event) =>
      activityRow(vehicle, { ...event, since: event.time }, SEED_MARK),
    );
  });
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(notifications).values(rows.slice(i, i + CHUNK));
  return rows.length;
}
