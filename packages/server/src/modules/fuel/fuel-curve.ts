import { sql } from 'drizzle-orm';
import { litresOf, type FuelConfig, type FuelSample } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';

/** The steps (minutes) a curve is cut into: the shortest that keeps to the points asked for. */
const STEP_MINUTES = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440] as const;

export function curveStepMs(from: number, to: number, maxPoints: number): number {
  const minutes = STEP_MINUTES.find((step) => (to - from) / (step * 60_000) <= maxPoints) ?? 1440;
  return minutes * 60_000;
}

type BucketRow = { t: number; reading: number; odometer_km: number | null; parked: boolean };

/**
 * A vehicle's fuel curve in [from, to): its positions' `fuel` readings folded in SQL into one point a
 * step (the step's median reading, so no raw reading leaves the database), with the odometer and
 * whether the truck stood still (ignition off or speed 0) throughout the step; converted to litres.
 */
export async function readCurve(
  db: Db,
  imei: string,
  config: FuelConfig,
  period: { from: Date; to: Date; stepMs: number },
): Promise<FuelSample[]> {
  const from = period.from.toISOString();
  const rows = await queryRows<BucketRow>(
    db,
    sql`SELECT (extract(epoch FROM bucket) * 1000)::float8 AS t, reading, odometer_km, parked FROM (
        SELECT date_bin(${`${period.stepMs / 1000} seconds`}::interval, time, ${from}::timestamptz) AS bucket,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY (props->>'fuel')::float8) AS reading,
          max(CASE WHEN jsonb_typeof(props->'mileage') = 'number' THEN (props->>'mileage')::float8 END) AS odometer_km,
          bool_and(speed < 1 OR coalesce(props->>'ign', '0') = '0') AS parked
        FROM positions
        WHERE imei = ${imei} AND time >= ${from}::timestamptz AND time < ${period.to.toISOString()}::timestamptz
          AND flag IS NULL AND jsonb_typeof(props->'fuel') = 'number'
        GROUP BY 1) b
      ORDER BY t`,
  );
  return rows.flatMap((row) => {
    const litres = litresOf(row.reading, config);
    return litres === null ? [] : [{ time: row.t, litres, odometer_km: row.odometer_km, parked: row.parked }];
  });
}
