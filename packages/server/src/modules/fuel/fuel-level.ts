import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { FUEL_MAX_POINTS, runningMedian, type FuelLevel } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { readCurve, curveStepMs } from './fuel-curve.js';
import { fuelEvents, refuels } from './fuel-tables.js';
import { REFUEL_COLUMNS } from './refuel-resource.js';
import { configOf, type FuelVehicle } from './fuel-vehicles.js';
import type { FuelPeriod } from './fuel-period.js';

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * One vehicle's fuel over the period for the chart: the level (a point a step, the step's median
 * reading in litres, then a running median), the refuels and drains the detection job stored, and the
 * refuels entered by hand.
 */
export async function fuelLevel(db: Db, vehicle: FuelVehicle, p: FuelPeriod): Promise<FuelLevel> {
  const from = new Date(p.from);
  const to = new Date(p.to);
  const stepMs = curveStepMs(from.getTime(), to.getTime(), FUEL_MAX_POINTS);
  const [curve, events, manual] = await Promise.all([
    vehicle.config ? readCurve(db, vehicle.imei, configOf(vehicle.config), { from, to, stepMs }) : [],
    db
      .select()
      .from(fuelEvents)
      .where(
        and(eq(fuelEvents.vehicle_id, vehicle.id), gte(fuelEvents.start_time, from), lt(fuelEvents.start_time, to)),
      )
      .orderBy(asc(fuelEvents.start_time)),
    db
      .select(REFUEL_COLUMNS)
      .from(refuels)
      .where(and(eq(refuels.vehicle_id, vehicle.id), gte(refuels.time, from), lt(refuels.time, to)))
      .orderBy(asc(refuels.time)),
  ]);
  const smoothed = runningMedian(curve.map((sample) => sample.litres));
  return {
    vehicle_id: vehicle.id,
    config: vehicle.config,
    step_s: stepMs / 1000,
    points: curve.map((sample, i) => ({
      time: new Date(sample.time).toISOString(),
      litres: tenth(smoothed[i] ?? sample.litres),
    })),
    events: events.map((e) => ({
      kind: e.kind,
      start_time: e.start_time.toISOString(),
      end_time: e.end_time.toISOString(),
      litres: e.litres,
      parked: e.parked,
    })),
    refuels: manual,
  };
}
