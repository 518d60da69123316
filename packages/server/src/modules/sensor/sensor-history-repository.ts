import { eq, sql } from 'drizzle-orm';
import { TEMPERATURE_PLAUSIBLE_RANGE, type SensorHistoryBucket, type SensorReading } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { bucketsOf, numeric, sensorStepMs } from '../report/sensor-reports.js';
import { chosen, iso, round, type Period } from '../report/report-sql.js';

/** The sensor whose history is read: which vehicle's positions, where in them, and its limits. */
export type HistorySensor = {
  id: number;
  vehicle_id: number;
  imei: string;
  source: string;
  normal: number | null;
  upper_limit: number | null;
  lower_limit: number | null;
};

type BucketRow = Omit<SensorHistoryBucket, 'start_time' | 'end_time'> & { start_time: unknown };

/** The sensor's readings per interval of the period, as the sensor report aggregates them (in SQL). */
export async function sensorBuckets(db: Db, sensor: HistorySensor, period: Period) {
  const stepMs = sensorStepMs(period.from, period.to);
  const rows = await queryRows<BucketRow>(
    db,
    sql`WITH ${chosen({ vehicles: eq(vehicles.id, sensor.vehicle_id) })}, ${bucketsOf(period, stepMs, sensor.id)}
      SELECT bucket AS start_time, readings, min_value, avg_value, max_value, out_s FROM buckets ORDER BY bucket`,
  );
  const buckets: SensorHistoryBucket[] = rows.map((row) => {
    const start = Date.parse(iso(row.start_time));
    return {
      start_time: iso(row.start_time),
      end_time: new Date(Math.min(start + stepMs, period.to)).toISOString(),
      readings: row.readings,
      min_value: round(row.min_value, 2),
      avg_value: round(row.avg_value, 2),
      max_value: round(row.max_value, 2),
      out_s: Math.round(row.out_s),
    };
  });
  return { stepMs, buckets };
}

/**
 * The readings at which anything the state rule compares changed (sign against 0, 1, normal and the
 * limits, and the probe's plausible range), newest first, at most `limit`: two readings with the same
 * comparisons have the same state, so the state changes are among these, and the rule itself (in the
 * domain) stays the one that names them.
 */
export async function sensorTurns(db: Db, sensor: HistorySensor, period: Period, limit: number) {
  const { min, max } = TEMPERATURE_PLAUSIBLE_RANGE;
  const against = (limit: number | null) => (limit === null ? sql`NULL::float8` : sql`${limit}::float8`);
  const rows = await queryRows<{ time: unknown; value: number }>(
    db,
    sql`SELECT time, value FROM (
        SELECT time, value, k, lag(k) OVER (ORDER BY time) AS previous FROM (
          SELECT v.time, v.value, concat_ws(',', sign(v.value), sign(v.value - 1),
            sign(v.value - ${against(sensor.normal)}), sign(v.value - ${against(sensor.upper_limit)}),
            sign(v.value - ${against(sensor.lower_limit)}), v.value BETWEEN ${min} AND ${max}) AS k
          FROM (SELECT j.time, ${numeric(sql`j.reading`)} AS value
            FROM (SELECT p.time, p.props #> string_to_array(${sensor.source}, '.') AS reading FROM positions p
              WHERE p.imei = ${sensor.imei} AND p.time >= ${new Date(period.from).toISOString()}
                AND p.time < ${new Date(period.to).toISOString()} AND p.flag IS NULL
              ORDER BY p.time OFFSET 0) j OFFSET 0) v
          WHERE v.value IS NOT NULL) keyed) turns
      WHERE previous IS DISTINCT FROM k ORDER BY time DESC LIMIT ${limit}`,
  );
  return rows.map((row): SensorReading => ({ time: Date.parse(iso(row.time)), value: row.value }));
}
