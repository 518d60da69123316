import type { LiveStatusUpdate, LiveVehicleUpdate, TelemetryProperties } from '@armada/domain';
import type { FleetRow } from './monitoring-repository.js';

/** The value a sensor's `source` names in the properties ('temp.0' is props.temp[0]), as SQL reads it. */
function valueAt(props: TelemetryProperties, source: string): unknown {
  let value: unknown = props;
  for (const key of source.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

function withProps(row: FleetRow, props: TelemetryProperties): FleetRow {
  const sensors = row.sensors?.map((sensor) => ({ ...sensor, current_value: valueAt(props, sensor.source) })) ?? null;
  return { ...row, props, sensors };
}

/**
 * A stored position applied to the cached row the way the writer moves vehicle_state: older ones
 * are ignored, properties merge, and a fix without GPS keeps the last good coordinates.
 */
export function applyUpdate(row: FleetRow, update: LiveVehicleUpdate): FleetRow {
  if (row.time !== null && update.time < row.time) return row;
  const noFix = update.properties.gps === 0 && row.lat !== null;
  const moved: FleetRow = {
    ...row,
    time: update.time,
    lat: noFix ? row.lat : update.lat,
    lng: noFix ? row.lng : update.lng,
    alt: update.alt,
    head: update.head,
    speed: update.speed,
    sat: update.sat,
  };
  return withProps(moved, { ...row.props, ...update.properties });
}

/** A heartbeat's properties merged into the cached row (the state row gets the same merge). */
export function applyStatus(row: FleetRow, update: LiveStatusUpdate): FleetRow {
  if (row.time === null) return row;
  return withProps(row, { ...row.props, ...update.properties });
}
