import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import type { TrackPoint } from './history-track.js';

/** A vehicle by imei when it is visible in the scope. */
export async function findVisibleVehicle(db: Db, scope: Scope, imei: string) {
  const rows = await db
    .select({
      id: vehicles.id,
      imei: vehicles.imei,
      gpstype: vehicles.gpstype,
      organization_id: vehicles.organization_id,
      vehicle_name: vehicles.vehicle_name,
      vehicle_number: vehicles.vehicle_number,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.imei, imei),
        vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
      ),
    )
    .limit(1);
  return rows[0];
}

export type VisibleVehicle = NonNullable<Awaited<ReturnType<typeof findVisibleVehicle>>>;

/**
 * The vehicle's positions in [from, to), oldest first, through the (imei, time) key of the monthly
 * partitions. Records without a fix (gps 0, or 0,0) and fixes flagged as impossible jumps by ingest
 * are left out: they would draw jumps.
 */
export function readTrack(db: Db, imei: string, from: Date, to: Date): Promise<TrackPoint[]> {
  return queryRows<TrackPoint>(
    db,
    sql`SELECT (extract(epoch FROM time) * 1000)::float8 AS t, lat, lng, speed::float8 AS speed,
          head::float8 AS head, (props->>'ign')::int AS ign
        FROM positions
        WHERE imei = ${imei} AND time >= ${from.toISOString()}::timestamptz AND time < ${to.toISOString()}::timestamptz
          AND coalesce(props->>'gps', '1') <> '0' AND NOT (lat = 0 AND lng = 0) AND flag IS NULL
        ORDER BY time`,
  );
}

export type EventRow = {
  id: number;
  t: number;
  type: string;
  type_name: string;
  text: string;
  data: Record<string, unknown>;
};

/** A flood of events (a tracker flapping) must not swamp the answer; the first ones are kept. */
const MAX_EVENTS = 1000;

/** The vehicle's activity notifications in [from, to), oldest first. */
export function readEvents(db: Db, imei: string, from: Date, to: Date): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`SELECT id::int AS id, (extract(epoch FROM created_at) * 1000)::float8 AS t, type, type_name, text, data
        FROM notifications
        WHERE imei = ${imei} AND filter = 'activity'
          AND created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz
        ORDER BY created_at, id
        LIMIT ${MAX_EVENTS}`,
  );
}
