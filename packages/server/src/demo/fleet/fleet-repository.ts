import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vehicleSensors, vehicleState, vehicles } from '../../db/schema.js';

export type VehicleRow = typeof vehicles.$inferInsert;
export type SensorRow = typeof vehicleSensors.$inferInsert;
export type StateRow = typeof vehicleState.$inferInsert;

/** Rows per INSERT: large fleets go in slices well under PostgreSQL's 65535-parameter limit. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export async function existingImeis(db: Db, imeis: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const slice of chunks(imeis)) {
    const rows = await db.select({ imei: vehicles.imei }).from(vehicles).where(inArray(vehicles.imei, slice));
    for (const row of rows) found.add(row.imei);
  }
  return found;
}

/** Inserts vehicles not there yet; gives back the ids of those actually added. */
export async function insertVehicles(db: Db, rows: readonly VehicleRow[]): Promise<Map<string, number>> {
  const added = new Map<string, number>();
  for (const slice of chunks(rows)) {
    const inserted = await db
      .insert(vehicles)
      .values(slice)
      .onConflictDoNothing()
      .returning({ id: vehicles.id, imei: vehicles.imei });
    for (const row of inserted) added.set(row.imei, row.id);
  }
  return added;
}

export async function insertSensors(db: Db, rows: readonly SensorRow[]): Promise<void> {
  for (const slice of chunks(rows)) await db.insert(vehicleSensors).values(slice);
}

/** Latest states the simulator cannot produce over TCP; an existing state is left alone. */
export async function insertStates(db: Db, rows: readonly StateRow[]): Promise<void> {
  for (const slice of chunks(rows)) await db.insert(vehicleState).values(slice).onConflictDoNothing();
}
