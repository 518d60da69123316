import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { detectFuelEvents, FUEL_MEDIAN_SAMPLES, type FuelConfig, type FuelEvent } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications, vehicles } from '../../db/schema.js';
import { activityRow } from '../../ingest/activity-row.js';
import { readCurve } from './fuel-curve.js';
import { fuelEvents, vehicleFuel } from './fuel-tables.js';

/** The detection's step: fine enough that a 10-minute fill or siphon spans a couple of points. */
export const FUEL_SCAN_STEP_MS = 5 * 60_000;
/** Each scan reads again this much before where the last one stopped: late history and events across the seam. */
export const FUEL_SCAN_OVERLAP_MS = 6 * 3_600_000;
/** A vehicle scanned for the first time is read back this far. */
export const FUEL_SCAN_FIRST_MS = 35 * 86_400_000;
/** How often the job runs. */
export const FUEL_SCAN_EVERY_MS = 5 * 60_000;

type Scanned = { vehicle_id: number; imei: string; organization_id: number; label: string; config: FuelConfig };

/** Points at each end of a read where the running median still sees only part of its window. */
const EDGE_MS = Math.floor(FUEL_MEDIAN_SAMPLES / 2) * FUEL_SCAN_STEP_MS;

/** Stores an event unless one of its kind overlapping it (a step either side) is stored; answers whether it was new. */
async function storeEvent(db: Db, vehicleId: number, event: FuelEvent): Promise<boolean> {
  const start = new Date(event.start - FUEL_SCAN_STEP_MS);
  const end = new Date(event.end + FUEL_SCAN_STEP_MS);
  const [known] = await db
    .select({ id: fuelEvents.id })
    .from(fuelEvents)
    .where(
      and(
        eq(fuelEvents.vehicle_id, vehicleId),
        eq(fuelEvents.kind, event.kind),
        lte(fuelEvents.start_time, end),
        gte(fuelEvents.end_time, start),
      ),
    )
    .limit(1);
  if (known) return false;
  await db.insert(fuelEvents).values({
    vehicle_id: vehicleId,
    kind: event.kind,
    start_time: new Date(event.start),
    end_time: new Date(event.end),
    litres: event.litres,
    before_l: event.before_l,
    after_l: event.after_l,
    parked: event.parked,
  });
  return true;
}

/**
 * One vehicle's new refuels and drains since its last scan; a drain while parked raised once as a
 * fuel_drain alert. Idempotent: an event already stored (found again in the overlap) is skipped.
 */
export async function scanVehicle(db: Db, vehicle: Scanned, scannedTo: Date | null, now: number): Promise<number> {
  const from = scannedTo ? scannedTo.getTime() - FUEL_SCAN_OVERLAP_MS : now - FUEL_SCAN_FIRST_MS;
  const curve = await readCurve(db, vehicle.imei, vehicle.config, {
    from: new Date(from),
    to: new Date(now),
    stepMs: FUEL_SCAN_STEP_MS,
  });
  const last = curve.at(-1)?.time ?? from;
  // An event touching the read's end may still grow: the next scan, reading this stretch again, takes it.
  const settled = detectFuelEvents(curve, vehicle.config.capacity_l).filter((e) => e.end <= last - EDGE_MS);
  let added = 0;
  for (const event of settled) {
    if (!(await storeEvent(db, vehicle.vehicle_id, event))) continue;
    added += 1;
    if (event.kind === 'drain' && event.parked) {
      const detail = { litres: event.litres, before_l: event.before_l, after_l: event.after_l };
      await db.insert(notifications).values(activityRow(vehicle, { type: 'fuel_drain', detail, since: event.end }));
    }
  }
  const reached = new Date(Math.max(scannedTo?.getTime() ?? from, last - EDGE_MS));
  await db.update(vehicleFuel).set({ scanned_to: reached }).where(eq(vehicleFuel.vehicle_id, vehicle.vehicle_id));
  return added;
}

/** Scans every vehicle with a fuel sensor set up; answers the events added. */
export async function scanFuel(db: Db, now = Date.now()): Promise<number> {
  const rows = await db
    .select({
      vehicle_id: vehicles.id,
      imei: vehicles.imei,
      organization_id: vehicles.organization_id,
      label: sql<string>`coalesce(nullif(${vehicles.vehicle_number}, ''), nullif(${vehicles.vehicle_name}, ''), ${vehicles.imei})`,
      capacity_l: vehicleFuel.capacity_l,
      mode: vehicleFuel.mode,
      calibration: vehicleFuel.calibration,
      scanned_to: vehicleFuel.scanned_to,
    })
    .from(vehicleFuel)
    .innerJoin(vehicles, eq(vehicles.id, vehicleFuel.vehicle_id));
  let added = 0;
  for (const { capacity_l, mode, calibration, scanned_to, ...vehicle } of rows) {
    added += await scanVehicle(db, { ...vehicle, config: { capacity_l, mode, calibration } }, scanned_to, now);
  }
  return added;
}

/** Runs the scan every FUEL_SCAN_EVERY_MS until stopped; one run at a time. */
export function startFuelScanner(db: Db, onError: (err: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= scanFuel(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, FUEL_SCAN_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
