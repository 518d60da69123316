import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { fuelEvents, refuels, vehicleFuel } from '../../modules/fuel/fuel-tables.js';
import { scanFuel } from '../../modules/fuel/fuel-scan.js';
import { spbu } from '../../modules/fuel/spbu-tables.js';
import type { DemoVehicle } from '../fleet/fleet-plan.js';
import { FLEET_ORGS } from '../fleet/fleet-plan.js';
import { DAY_MS, localMidnight } from '../history/day-plan.js';
import { historyVehicles, type FuelSensorPlan } from '../history/history-plan.js';
import { TANK_L } from '../history/history-readings.js';

/**
 * The demo's fuel sensors: on the first tracked truck of each fleet whose kit reports fuel (a third of
 * the tracked trucks), a percent sensor on its 200 l tank. The first of them, Lognus's, is siphoned
 * once on a night parked: the demo's one drain.
 */
export function fuelSensorVehicles(fleetSize: number): DemoVehicle[] {
  const reporting = historyVehicles(fleetSize).filter((v) => v.family !== 'concox');
  return FLEET_ORGS.flatMap((org) => reporting.filter((v) => v.orgCode === org).slice(0, 1));
}

/** Each sensor vehicle's plan for its seeded track: the first one's tank siphoned at 02:00 local the night before `end`. */
export function fuelSensorPlans(fleetSize: number, end: number): Map<string, FuelSensorPlan> {
  const plans = fuelSensorVehicles(fleetSize).map((v, i): [string, FuelSensorPlan] => [
    v.imei,
    i === 0 ? { drainAt: localMidnight(end) - DAY_MS + 2 * 3_600_000 } : {},
  ]);
  return new Map(plans);
}

/** The refuels the detection found on the sensor vehicles, entered by hand too, at the demo's public stations and their prices. */
async function seedManualRefuels(db: Db, vehicleIds: readonly number[]): Promise<void> {
  const stations = await db
    .select({ id: spbu.id, price: spbu.price_per_liter })
    .from(spbu)
    .where(and(eq(spbu.type, 0), isNotNull(spbu.price_per_liter)))
    .orderBy(asc(spbu.id));
  if (stations.length === 0 || vehicleIds.length === 0) return;
  const found = await db
    .select()
    .from(fuelEvents)
    .where(and(inArray(fuelEvents.vehicle_id, [...vehicleIds]), eq(fuelEvents.kind, 'refuel')))
    .orderBy(asc(fuelEvents.start_time));
  if (found.length === 0) return;
  await db.insert(refuels).values(
    found.map((event, i) => {
      const station = stations[(event.vehicle_id + i) % stations.length] ?? stations[0];
      return {
        vehicle_id: event.vehicle_id,
        time: event.end_time,
        litres: Math.min(TANK_L, Math.round(event.litres)),
        price_per_liter: station?.price ?? 0,
        spbu_id: station?.id ?? null,
      };
    }),
  );
}

/**
 * Sets up the sensor vehicles' tanks, then runs the fuel detection over their seeded track (its
 * refuels and the one parked drain, raised as an alert) and enters the refuels by hand. Vehicles set
 * up already are left alone: running again adds nothing.
 */
export async function seedFuel(db: Db, fleetSize: number, now = Date.now()): Promise<number> {
  const imeis = fuelSensorVehicles(fleetSize).map((v) => v.imei);
  if (imeis.length === 0) return 0;
  const known = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.imei, imeis));
  const added = await db
    .insert(vehicleFuel)
    .values(known.map(({ id }) => ({ vehicle_id: id, capacity_l: TANK_L, mode: 'percent' as const, calibration: [] })))
    .onConflictDoNothing()
    .returning({ id: vehicleFuel.vehicle_id });
  if (added.length === 0) return 0;
  await scanFuel(db, now);
  await seedManualRefuels(
    db,
    added.map((row) => row.id),
  );
  return added.length;
}
