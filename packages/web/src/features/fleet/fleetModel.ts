import {
  deriveHealth,
  deriveMovement,
  liveSpeed,
  locationStatus,
  vehicleSensorFlags,
  type FilterableVehicle,
  type LiveStatusUpdate,
  type LiveVehicleUpdate,
  type MonitoringProperties,
  type MonitoringVehicle,
  type TelemetryProperties,
} from '@armada/domain';

/** A vehicle as the map holds it: the merged record and what the filters read of it, derived once per update. */
export type FleetEntry = { vehicle: MonitoringVehicle; filter: FilterableVehicle };

export function timeOf(vehicle: MonitoringVehicle): number | null {
  const text = vehicle.properties.time;
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** The domain functions read absent readings as undefined; the wire sends them as null. */
export function telemetryProperties(props: MonitoringProperties): TelemetryProperties {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (value !== null) out[key] = value;
  return out as TelemetryProperties;
}

export function toFilterable(vehicle: MonitoringVehicle): FilterableVehicle {
  return {
    health: vehicle.abnormal_status,
    movement: vehicle.movement,
    speed: liveSpeed(vehicle.movement, vehicle.properties.speed) ?? 0,
    sensors: vehicleSensorFlags(vehicle.sensor_data),
    euro_std: vehicle.euro_std,
    device_status: vehicle.device_status,
    location_status: vehicle.location_status,
    // Per-user facts (job orders, muted alerts) come from their own calls; useFilteredFleet merges them in.
    on_duty: false,
    muted_alert: false,
  };
}

export const toEntry = (vehicle: MonitoringVehicle): FleetEntry => ({ vehicle, filter: toFilterable(vehicle) });

/** Movement and health again from the merged record, so the filters follow the trucks as they move. */
export function rederive(vehicle: MonitoringVehicle, now: number): MonitoringVehicle {
  const time = timeOf(vehicle);
  const properties = telemetryProperties(vehicle.properties);
  const last = time === null ? null : { time, speed: vehicle.properties.speed ?? 0, ign: properties.ign };
  const movement = deriveMovement(last, { deviceStatus: vehicle.device_status, now });
  const health = deriveHealth(
    time === null
      ? null
      : { time, properties, sat: vehicle.properties.sat ?? undefined, gpstype: vehicle.properties.gpstype },
    { now, sensors: vehicle.sensor_data, deviceStatus: vehicle.device_status },
  );
  return { ...vehicle, movement, abnormal_status: health.status, abnormal_type: health.abnormal_type };
}

function definedOnly(props: Partial<TelemetryProperties>): Partial<TelemetryProperties> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
}

/** A new position: properties merge over the last ones; no fix (gps 0) keeps the last coordinates; older records are history. */
export function applyVehicleUpdate(vehicle: MonitoringVehicle, update: LiveVehicleUpdate): MonitoringVehicle {
  const known = timeOf(vehicle);
  if (known !== null && update.time < known) return vehicle;
  const noFix = update.properties.gps === 0;
  const position = noFix ? vehicle.position : { lat: update.lat, lng: update.lng };
  return {
    ...vehicle,
    position,
    heading: update.head,
    location_status: noFix ? vehicle.location_status : locationStatus(update.lat, update.lng, update.properties.gps),
    properties: {
      ...vehicle.properties,
      ...definedOnly(update.properties),
      time: new Date(update.time).toISOString(),
      alt: update.alt,
      head: update.head,
      sat: update.sat,
      speed: update.speed,
      gpstype: update.gpstype,
    },
  };
}

export function applyStatusUpdate(vehicle: MonitoringVehicle, update: LiveStatusUpdate): MonitoringVehicle {
  return { ...vehicle, properties: { ...vehicle.properties, ...definedOnly(update.properties) } };
}
