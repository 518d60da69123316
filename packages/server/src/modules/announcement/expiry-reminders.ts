import { and, between, eq, isNotNull } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS } from '@armada/domain';
import { notifications, users, vehicles } from '../../db/schema.js';
import { pushToUser } from '../../live/notification-push.js';
import { dayOf } from '../../reports/report-days.js';
import { expiryReminders } from './announcement-tables.js';
import type { Teller } from './info-notifications.js';

const DAY_MS = 86_400_000;
const KINDS = [
  { kind: 'stnk', column: vehicles.stnk_valid_until, name: 'STNK' },
  { kind: 'license', column: vehicles.license_valid_until, name: 'Driver licence' },
] as const;

/**
 * `reminders`: vehicles whose STNK or driver-licence validity ends within EXPIRY_REMINDER_DAYS days
 * (from today in the reports' zone, not already past) are told to the active administrators of their
 * organisation, once per vehicle, kind and expiry date: the reminder is recorded in the same
 * transaction as its notifications, and a date already recorded is skipped (another run, another node).
 * Answers how many notifications were written.
 */
export async function sendExpiryReminders(teller: Teller, zone: string, now = Date.now()): Promise<number> {
  const today = dayOf(now, zone);
  const last = dayOf(now + EXPIRY_REMINDER_DAYS * DAY_MS, zone);
  let total = 0;
  for (const { kind, column, name } of KINDS) {
    const due = await teller.db
      .select({
        id: vehicles.id,
        organization_id: vehicles.organization_id,
        imei: vehicles.imei,
        label: vehicles.vehicle_number,
        vehicle_name: vehicles.vehicle_name,
        until: column,
      })
      .from(vehicles)
      .where(and(isNotNull(column), between(column, today, last)));
    for (const vehicle of due) {
      if (vehicle.until === null) continue;
      const until = vehicle.until;
      const written = await teller.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(expiryReminders)
          .values({ vehicle_id: vehicle.id, kind, valid_until: until })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) return [];
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.organization_id, vehicle.organization_id), eq(users.isactive, 1), eq(users.isorgadmin, 1)),
          );
        if (admins.length === 0) return [];
        const label = vehicle.label ?? vehicle.vehicle_name;
        return tx
          .insert(notifications)
          .values(
            admins.map((admin) => ({
              user_id: admin.id,
              filter: 'info' as const,
              type: 'reminders',
              type_name: 'Reminder',
              text: `${name} of ${label} is valid until ${until}`,
              imei: vehicle.imei,
              data: { reminder: kind, vehicle: label, valid_until: until },
            })),
          )
          .returning();
      });
      written.forEach((row) => pushToUser(teller.bus, row));
      total += written.length;
    }
  }
  return total;
}
