import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { unknownDevices, vehicles } from '../db/schema.js';

export type RegisteredDevice = {
  vehicleId: number;
  imei: string;
  gpstype: number;
  organizationId: number;
  /** Plate, else name: how events name the vehicle. */
  label: string;
};

const UNKNOWN_RETRY_MS = 30_000;
/** IMEIs remembered as unknown; any client may invent them, so the memory is bounded. */
const MAX_REMEMBERED_UNKNOWN = 10_000;

/** How events and notifications name a vehicle: plate, else name, else IMEI. */
const vehicleLabel = sql<string>`coalesce(nullif(${vehicles.vehicle_number}, ''), nullif(${vehicles.vehicle_name}, ''), ${vehicles.imei})`;

/** The registered vehicles among `imeis`, with their organisation and event label (for seeding events). */
export function eventSubjects(db: Db, imeis: readonly string[]) {
  return db
    .select({ imei: vehicles.imei, organization_id: vehicles.organization_id, label: vehicleLabel })
    .from(vehicles)
    .where(inArray(vehicles.imei, [...imeis]));
}

/**
 * Which IMEIs belong to a registered vehicle, cached so ingest does not ask the database per packet.
 * An unknown IMEI is asked again after 30 s, so a device registered meanwhile gets in on reconnect.
 */
export function createVehicleRegistry(db: Db) {
  const known = new Map<string, RegisteredDevice>();
  const unknownUntil = new Map<string, number>();

  async function lookup(imei: string): Promise<RegisteredDevice | null> {
    const hit = known.get(imei);
    if (hit) return hit;
    if ((unknownUntil.get(imei) ?? 0) > Date.now()) return null;
    const rows = await db
      .select({
        vehicleId: vehicles.id,
        imei: vehicles.imei,
        gpstype: vehicles.gpstype,
        organizationId: vehicles.organization_id,
        label: vehicleLabel,
      })
      .from(vehicles)
      .where(eq(vehicles.imei, imei))
      .limit(1);
    const found = rows[0] ?? null;
    if (found) known.set(imei, found);
    else rememberUnknown(imei);
    return found;
  }

  function rememberUnknown(imei: string): void {
    const now = Date.now();
    if (unknownUntil.size >= MAX_REMEMBERED_UNKNOWN) {
      for (const [key, until] of unknownUntil) if (until <= now) unknownUntil.delete(key);
      if (unknownUntil.size >= MAX_REMEMBERED_UNKNOWN) unknownUntil.clear();
    }
    unknownUntil.set(imei, now + UNKNOWN_RETRY_MS);
  }

  /**
   * Lists a refused device for administrators (one row per IMEI, counting attempts). A new row past
   * `maxRows` pushes out the devices unseen the longest.
   */
  async function recordUnknown(
    imei: string,
    family: string,
    remoteAddress: string | null,
    maxRows: number,
  ): Promise<void> {
    const written = await db
      .insert(unknownDevices)
      .values({ imei, family, remote_address: remoteAddress })
      .onConflictDoUpdate({
        target: unknownDevices.imei,
        set: {
          attempts: sql`${unknownDevices.attempts} + 1`,
          last_seen: new Date(),
          remote_address: remoteAddress,
          family,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (written[0]?.inserted) await trimUnknown(maxRows);
  }

  async function trimUnknown(maxRows: number): Promise<void> {
    await db.execute(
      sql`DELETE FROM unknown_devices WHERE imei IN (
        SELECT imei FROM unknown_devices ORDER BY last_seen DESC, imei OFFSET ${maxRows})`,
    );
  }

  return {
    lookup,
    recordUnknown,
    known: (imei: string) => known.get(imei),
    forget: (imei: string) => known.delete(imei),
  };
}

export type VehicleRegistry = ReturnType<typeof createVehicleRegistry>;
