import { and, between, eq, isNotNull } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications, users, vehicles } from '../../db/schema.js';
import { pushToUser } from '../../live/notification-push.js';
import { dayOf } from '../../reports/report-days.js';
import { drivers } from '../driver/driver-tables.js';
import { driverLicenceReminders, expiryReminders } from './announcement-tables.js';
import type { Teller } from './info-notifications.js';

const DAY_MS = 86_400_000;
const KINDS = [
  { kind: 'stnk', column: vehicles.stnk_valid_until, name: 'STNK' },
  { kind: 'license', column: vehicles.license_valid_until, name: 'Driver licence' },
] as const;

type Reminder = { text: string; imei: string | null; data: Record<string, unknown> };

/**
 * Once a reminder is claimed (`claim` wrote its record, in this transaction), it is written to every
 * active administrator of the organisation; answers the rows written.
 */
async function remind(db: Db, claim: (tx: Db) => Promise<boolean>, organizationId: number, reminder: Reminder) {
  return db.transaction(async (tx) => {
    if (!(await claim(tx))) return [];
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organization_id, organizationId), eq(users.isactive, 1), eq(users.isorgadmin, 1)));
    if (admins.length === 0) return [];
    return tx
      .insert(notifications)
      .values(
        admins.map((admin) => ({
          user_id: admin.id,
          filter: 'info' as const,
          type: 'reminders',
          type_name: 'Reminder',
          ...reminder,
        })),
      )
      .returning();
  });
}

/**
 * `reminders`: a vehicle's STNK or driver-licence validity, or a driver's own licence validity
 * (drivers.licence_valid_until), ending within EXPIRY_REMINDER_DAYS days (from today in the reports'
 * zone, not already past) is told to the active administrators of its organisation, once per vehicle
 * and kind (or driver) and expiry date: the reminder is recorded in the same transaction as its
 * notifications, and a date already recorded is skipped (another run, another node). Answers how many
 * notifications were written.
 */
export async function sendExpiryReminders(teller: Teller, zone: string, now = Date.now()): Promise<number> {
  const today = dayOf(now, zone);
  const last = dayOf(now + EXPIRY_REMINDER_DAYS * DAY_MS, zone);
  let total = 0;
  const tell = (rows: (typeof notifications.$inferSelect)[]) => {
    rows.forEach((row) => pushToUser(teller.bus, row));
    total += rows.length;
  };
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
      const until = vehicle.until;
      if (until === null) continue;
      const label = vehicle.label ?? vehicle.vehicle_name;
      const claim = async (tx: Db) =>
        (
          await tx
            .insert(expiryReminders)
            .values({ vehicle_id: vehicle.id, kind, valid_until: until })
            .onConflictDoNothing()
            .returning()
        ).length > 0;
      tell(
        await remind(teller.db, claim, vehicle.organization_id, {
          text: `${name} of ${label} is valid until ${until}`,
          imei: vehicle.imei,
          data: { reminder: kind, vehicle: label, valid_until: until },
        }),
      );
    }
  }
  const due = await teller.db
    .select({
      id: drivers.id,
      organization_id: drivers.organization_id,
      name: drivers.name,
      until: drivers.licence_valid_until,
    })
    .from(drivers)
    .where(and(isNotNull(drivers.licence_valid_until), between(drivers.licence_valid_until, today, last)));
  for (const driver of due) {
    const until = driver.until;
    if (until === null) continue;
    const claim = async (tx: Db) =>
      (
        await tx
          .insert(driverLicenceReminders)
          .values({ driver_id: driver.id, valid_until: until })
          .onConflictDoNothing()
          .returning()
      ).length > 0;
    tell(
      await remind(teller.db, claim, driver.organization_id, {
        text: `The driving licence of ${driver.name} is valid until ${until}`,
        imei: null,
        data: { reminder: 'driver_licence', driver: driver.name, driver_id: driver.id, valid_until: until },
      }),
    );
  }
  return total;
}
