import type { EventEmitter } from 'node:events';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REALM_ID } from '@armada/domain';
import type { Db } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import type { Bus } from '../live/bus.js';
import { pushToUser } from '../live/notification-push.js';
import type { IngestEvents, TakeoverAttempt } from './pipeline.js';
import { createPendingWrites } from './pending-writes.js';

/** One alert per IMEI per hour: a spoofer retrying every second must not bury the administrators. */
const ALERT_EVERY_MS = 3_600_000;

/** The English line stored with the notification; the web writes its own from `data`. */
export function takeoverText(attempt: TakeoverAttempt): string {
  return (
    `${attempt.device.label} (IMEI ${attempt.imei}): a second ${attempt.family} connection from ` +
    `${attempt.address} was refused while the tracker is connected from ${attempt.holderAddress}.`
  );
}

/** An info notification for administrators: what differs between the alerts of ingest. */
export type AdminAlert = { type: string; type_name: string; text: string; imei: string; data: Record<string, unknown> };

/** Writes the alert for every active root and admin-realm user and pushes it to their open sockets. */
export async function alertAdministrators(db: Db, bus: Bus, alert: AdminAlert): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isactive, 1), or(eq(users.isorgadmin, 0), eq(users.realm_id, REALM_ID.admin))));
  if (admins.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(admins.map((admin) => ({ user_id: admin.id, filter: 'info' as const, ...alert })))
    .returning();
  for (const row of rows) pushToUser(bus, row);
}

const takeoverAlert = (attempt: TakeoverAttempt): AdminAlert => ({
  type: 'tracker_takeover',
  type_name: 'Tracker takeover refused',
  text: takeoverText(attempt),
  imei: attempt.imei,
  data: {
    label: attempt.device.label,
    family: attempt.family,
    address: attempt.address,
    holder_address: attempt.holderAddress,
  },
});

/**
 * Raises a refused IMEI takeover (pipeline event 'takeover-refused') to administrators as a
 * notification, at most once per IMEI per hour on this node. `settled` waits for the alerts being
 * written (tests, shutdown).
 */
export function connectTakeoverAlerts(
  events: EventEmitter<IngestEvents>,
  db: Db,
  bus: Bus,
  log: FastifyBaseLogger,
): { disconnect(): void; settled(): Promise<void> } {
  const alerted = new Map<string, number>();
  const pending = createPendingWrites();
  const onRefused = (attempt: TakeoverAttempt) => {
    const now = Date.now();
    if ((alerted.get(attempt.imei) ?? -Infinity) > now - ALERT_EVERY_MS) return;
    alerted.set(attempt.imei, now);
    pending.add(
      alertAdministrators(db, bus, takeoverAlert(attempt)).catch((error: unknown) =>
        log.error({ err: error, imei: attempt.imei }, 'takeover alert not written'),
      ),
    );
  };
  events.on('takeover-refused', onRefused);
  return { disconnect: () => events.off('takeover-refused', onRefused), settled: pending.settled };
}
