import type { SensorView } from '@armada/domain';
import { toSensorData } from '../monitoring/monitoring-vehicle.js';
import type { VisibleSensor } from './sensor-repository.js';

/** The type's display name: 'temperature' is 'Temperature'. */
const typeName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

const iso = (time: Date | string | null) => (time == null ? null : new Date(time).toISOString());

/**
 * The sensor view (spec document 2 section 3): type, properties as name/value pairs and code. The
 * names are snake_case keys the web translates; last_update is the reading's time in ISO 8601 UTC.
 */
export function toSensorView(sensor: VisibleSensor): SensorView {
  const data = toSensorData(sensor);
  return {
    type: { id: sensor.type_id, Name: typeName(sensor.type_sensor) },
    properties: [
      { name: 'name', value: sensor.name },
      { name: 'vehicle_name', value: sensor.vehicle_name },
      { name: 'imei', value: sensor.imei },
      { name: 'current_value', value: data.current_value },
      { name: 'normal', value: sensor.normal },
      { name: 'upper_limit', value: sensor.upper_limit },
      { name: 'lower_limit', value: sensor.lower_limit },
      { name: 'state', value: data.sensor_status_name },
      { name: 'source', value: sensor.source },
      { name: 'last_update', value: iso(sensor.time) },
    ],
    code: sensor.code_sensor,
    status: sensor.status,
  };
}
