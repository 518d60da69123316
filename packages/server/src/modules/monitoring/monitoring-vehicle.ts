import {
  deriveHealth,
  deriveMovement,
  euroStd,
  familyOf,
  gsmLevel,
  locationStatus,
  sensorState,
  vehicleNameShort,
  type HealthInput,
  type MonitoringProperties,
  type MonitoringVehicle,
  type SensorData,
  type TelemetryProperties,
} from '@armada/domain';
import type { MonitoringRow, SensorRow } from './monitoring-row.js';

/** The address of a position when one is known without work (the geocoder's cache), else null. */
export type Locate = (lat: number, lng: number) => string | null;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function reading(value: unknown): number | string | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

export function toSensorData(row: SensorRow): SensorData {
  const entry = { ...row, current_value: reading(row.current_value) };
  return { ...entry, sensor_status_name: sensorState(entry) };
}

/** The reported properties, null where the device did not report one. */
function propertiesOf(row: MonitoringRow, p: TelemetryProperties): MonitoringProperties {
  return {
    time: row.time == null ? null : new Date(row.time).toISOString(),
    alt: row.alt,
    head: row.head,
    sat: row.sat,
    speed: row.speed,
    gpstype: row.gpstype,
    ign: num(p.ign),
    eventID: num(p.eventID),
    mileage: num(p.mileage),
    engine_hours: num(p.engine_hours),
    fuel: num(p.fuel),
    fuel_sensor: text(p.fuel_sensor),
    canbus: num(p.canbus),
    gps: num(p.gps),
    accu: num(p.accu),
    accu_voltage: num(p.accu_voltage),
    gps_batt: num(p.gps_batt),
    door1: num(p.door1),
    door2: num(p.door2),
    status_engine: num(p.status_engine),
    temp: temperatures(p),
    imb: num(p.imb),
    buzzer: num(p.buzzer),
    bump: num(p.bump),
    load: num(p.load),
    dismantle: num(p.dismantle),
    jamming: num(p.jamming),
    gsm_signal: num(p.gsm_signal),
  };
}

const temperatures = (p: TelemetryProperties): number[] =>
  Array.isArray(p.temp) ? p.temp.filter((t): t is number => num(t) !== null) : [];

function lastRecord(row: MonitoringRow, props: TelemetryProperties): (HealthInput & { speed: number }) | null {
  if (row.time == null) return null;
  return { time: row.time, speed: row.speed ?? 0, properties: props, sat: row.sat ?? 0, gpstype: row.gpstype };
}

/** The monitoring vehicle entity (spec document 2 section 3) from a row, derived with the domain rules at `now`. */
export function toMonitoringVehicle(row: MonitoringRow, now: number, locate: Locate): MonitoringVehicle {
  const props = row.props ?? {};
  const sensors = (row.sensors ?? []).map(toSensorData);
  const last = lastRecord(row, props);
  const health = deriveHealth(last, { now, sensors, deviceStatus: row.device_status });
  const located = row.lat != null && row.lng != null ? locate(row.lat, row.lng) : null;
  return {
    imei: row.imei,
    vehicle_id: row.id,
    vehicle_name: row.vehicle_name,
    vehicle_name_short: vehicleNameShort(row.vehicle_name),
    vehicle_number: row.vehicle_number,
    chassis_number: row.chassis_number,
    euro_std: euroStd(row.euro_std),
    device_type: familyOf(row.gpstype),
    movement: deriveMovement(last && { ...last, ign: props.ign ?? null }, { deviceStatus: row.device_status, now }),
    vehicle_type: row.vehicle_type,
    vehicle_group: row.vehicle_group,
    activation_date: row.activation_date,
    activation_status: row.activation_status,
    location: located,
    location_status: locationStatus(row.lat, row.lng, props.gps),
    device_status: row.device_status,
    abnormal_status: health.status,
    abnormal_type: health.abnormal_type,
    temperature: temperatures(props),
    gsm_signal: props.gsm_signal == null ? null : gsmLevel(row.gpstype, props.gsm_signal),
    sensor_data: sensors,
    position: { lat: row.lat, lng: row.lng },
    heading: row.head,
    properties: propertiesOf(row, props),
  };
}
