import { and, asc, count, eq } from 'drizzle-orm';
import type { AlertMute } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { alertMutes } from './alert-mute-tables.js';

const visibleVehicle = (scope: Scope) =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

/** Whether the caller sees the vehicle with this imei. */
export async function isVisibleImei(db: Db, scope: Scope, imei: string): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.imei, imei), visibleVehicle(scope)))
    .limit(1);
  return rows.length > 0;
}

/** One page of the vehicles whose alerts the user muted and still sees, by imei. */
export async function listAlertMutes(
  db: Db,
  userId: number,
  scope: Scope,
  paging: { page: number; limit: number },
): Promise<{ rows: AlertMute[]; total: number }> {
  const where = and(eq(alertMutes.user_id, userId), visibleVehicle(scope));
  const [counted] = await db
    .select({ n: count() })
    .from(alertMutes)
    .innerJoin(vehicles, eq(vehicles.imei, alertMutes.imei))
    .where(where);
  const rows = await db
    .select({
      imei: alertMutes.imei,
      vehicle_id: vehicles.id,
      vehicle_name: vehicles.vehicle_name,
      vehicle_number: vehicles.vehicle_number,
      created_at: alertMutes.created_at,
    })
    .from(alertMutes)
    .innerJoin(vehicles, eq(vehicles.imei, alertMutes.imei))
    .where(where)
    .orderBy(asc(alertMutes.imei))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(counted?.n ?? 0),
  };
}

/** The imeis a user muted, for readers that hide those vehicles' alerts (the alert feed). */
export async function mutedImeisOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.select({ imei: alertMutes.imei }).from(alertMutes).where(eq(alertMutes.user_id, userId));
  return new Set(rows.map((row) => row.imei));
}

/** Mutes a vehicle's alerts for the user; muting again changes nothing. */
export async function addAlertMute(db: Db, userId: number, imei: string): Promise<void> {
  await db.insert(alertMutes).values({ user_id: userId, imei }).onConflictDoNothing();
}

export async function deleteAlertMute(db: Db, userId: number, imei: string): Promise<void> {
  await db.delete(alertMutes).where(and(eq(alertMutes.user_id, userId), eq(alertMutes.imei, imei)));
}
