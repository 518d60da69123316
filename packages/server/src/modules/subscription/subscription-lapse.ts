import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_GRACE_DAYS } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { AppError } from '../../errors.js';

/**
 * What a lapsed subscription stops (docs/decisions.md): a vehicle whose subscription ended more than
 * SUBSCRIPTION_GRACE_DAYS days ago has no history playback and no reports until it is renewed; the live
 * map stays. A vehicle without a subscription row runs on the plan included with the truck and is not
 * affected.
 */
export function notLapsed(vehicleId: AnyPgColumn | SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM vehicle_subscriptions lapse_s WHERE lapse_s.vehicle_id = ${vehicleId}
    AND lapse_s.ends_at < now() - make_interval(days => ${SUBSCRIPTION_GRACE_DAYS}))`;
}

/** Refuses (403, naming the vehicle) history and reports of a vehicle whose subscription has lapsed. */
export async function assertNotLapsed(
  db: Db,
  vehicle: { id: number; vehicle_name: string; vehicle_number: string | null },
) {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`SELECT ${notLapsed(sql`${vehicle.id}`)} AS ok`);
  if (row && !row.ok)
    throw new AppError(403, 'subscription_lapsed', {
      values: { vehicle: vehicle.vehicle_number ?? vehicle.vehicle_name },
    });
}
