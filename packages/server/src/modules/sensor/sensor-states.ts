import {
  FITTED_SENSOR_TYPES,
  SENSOR_STATES,
  SENSOR_TYPES,
  type FittedSensorType,
  type SensorStateQuery,
  type SensorStateRow,
  type SensorStateSort,
} from '@armada/domain';
import type { FleetRow } from '../monitoring/monitoring-repository.js';
import { toSensorData } from '../monitoring/monitoring-vehicle.js';

type Vehicle = Pick<FleetRow, 'id' | 'imei' | 'vehicle_name' | 'vehicle_number' | 'chassis_number' | 'time'>;
type Sensor = NonNullable<FleetRow['sensors']>[number];

const isFitted = (type: string): type is FittedSensorType => (FITTED_SENSOR_TYPES as readonly string[]).includes(type);

/** A sensor of a vehicle as a row of the list, its state by the live rule (as the map's sensor_data). */
export function toSensorStateRow(vehicle: Vehicle, sensor: Sensor & { type_sensor: FittedSensorType }): SensorStateRow {
  const data = toSensorData(sensor);
  return {
    id: sensor.id,
    vehicle_id: vehicle.id,
    imei: vehicle.imei,
    vehicle_name: vehicle.vehicle_name,
    vehicle_number: vehicle.vehicle_number,
    chassis_number: vehicle.chassis_number,
    type_sensor: sensor.type_sensor,
    type_id: sensor.type_id,
    code_sensor: sensor.code_sensor,
    name: sensor.name,
    source: sensor.source,
    current_value: data.current_value,
    sensor_status_name: data.sensor_status_name ?? 'normal',
    normal: sensor.normal,
    lower_limit: sensor.lower_limit,
    upper_limit: sensor.upper_limit,
    time: vehicle.time === null ? null : new Date(vehicle.time).toISOString(),
  };
}

function matches(row: SensorStateRow, search: string | undefined): boolean {
  const text = search?.trim().toLowerCase();
  if (!text) return true;
  return [row.vehicle_name, row.vehicle_number, row.chassis_number, row.imei, row.code_sensor, row.name].some((value) =>
    value?.toLowerCase().includes(text),
  );
}

/** The sensors in use (status 1) of the rows that match the search. */
export function sensorsOf(rows: readonly FleetRow[], search: string | undefined): SensorStateRow[] {
  const found: SensorStateRow[] = [];
  for (const vehicle of rows) {
    for (const sensor of vehicle.sensors ?? []) {
      if (sensor.status !== 1 || !isFitted(sensor.type_sensor)) continue;
      const row = toSensorStateRow(vehicle, { ...sensor, type_sensor: sensor.type_sensor });
      if (matches(row, search)) found.push(row);
    }
  }
  return found;
}

const ofType = (row: SensorStateRow, type: SensorStateQuery['type']) =>
  type === undefined || type === 'all_sensor' || row.type_sensor === type;
const inState = (row: SensorStateRow, state: SensorStateQuery['state']) =>
  state === undefined || row.sensor_status_name === state;

/** How many sensors of the chosen type are in each state, and of each type in the chosen state (one pass). */
export function countSensors(rows: readonly SensorStateRow[], query: Pick<SensorStateQuery, 'type' | 'state'>) {
  const byState = new Map<string, number>();
  const byType = new Map<string, number>();
  for (const row of rows) {
    if (ofType(row, query.type)) byState.set(row.sensor_status_name, (byState.get(row.sensor_status_name) ?? 0) + 1);
    if (inState(row, query.state)) byType.set(row.type_sensor, (byType.get(row.type_sensor) ?? 0) + 1);
  }
  const everyType = [...byType.values()].reduce((sum, n) => sum + n, 0);
  return {
    state_counts: SENSOR_STATES.map((state) => ({ state, total: byState.get(state) ?? 0 })),
    type_counts: SENSOR_TYPES.map((type) => ({
      type,
      total: type === 'all_sensor' ? everyType : (byType.get(type) ?? 0),
    })),
  };
}

const text = (value: string | null) => value ?? '';
type Key = (row: SensorStateRow) => string | number;
const byVehicle: Key = (row) => row.vehicle_name.toLowerCase();
const KEYS: Record<string, Key> = {
  vehicle_name: byVehicle,
  code_sensor: (row) => row.code_sensor.toLowerCase(),
  type_sensor: (row) => FITTED_SENSOR_TYPES.indexOf(row.type_sensor),
  sensor_status_name: (row) => SENSOR_STATES.indexOf(row.sensor_status_name),
  time: (row) => text(row.time),
};

/** The chosen type and state in the sort asked for (by vehicle by default), ties by vehicle then sensor id. */
export function pickSensors(rows: readonly SensorStateRow[], query: SensorStateQuery): SensorStateRow[] {
  const sort: SensorStateSort = query.sort_by ?? 'vehicle_name';
  const key = KEYS[sort.replace(/^-/, '')] ?? byVehicle;
  const sign = sort.startsWith('-') ? -1 : 1;
  const compare = (a: SensorStateRow, b: SensorStateRow) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.vehicle_name.localeCompare(b.vehicle_name) || a.id - b.id;
  };
  return rows.filter((row) => ofType(row, query.type) && inState(row, query.state)).sort(compare);
}
