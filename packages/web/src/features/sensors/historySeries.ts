import type { SensorHistory, SensorRow } from '@armada/domain';
import { sensorSeries, type SensorSeries } from '../reports/sensor/sensorChart';

/**
 * A sensor's history as the sensor report's chart series (the same intervals, drawn by the same
 * chart: lowest, mean and highest against the limits, a switch as its share of time away from normal).
 */
export function historySeries(history: SensorHistory): SensorSeries | null {
  const { sensor } = history;
  const rows = history.buckets.map((bucket): SensorRow => ({
    imei: sensor.imei,
    vehicle_name: sensor.vehicle_name,
    vehicle_number: sensor.vehicle_number,
    sensor_id: sensor.id,
    sensor_name: sensor.name || sensor.code_sensor,
    type_sensor: sensor.type_sensor,
    source: sensor.source,
    normal: sensor.normal,
    upper_limit: sensor.upper_limit,
    lower_limit: sensor.lower_limit,
    ...bucket,
    above_s: 0,
    below_s: 0,
    out_of_limits: 0,
  }));
  return sensorSeries(rows)[0] ?? null;
}
