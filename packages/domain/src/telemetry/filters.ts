import {
  euroFilter,
  exactlyOne,
  NAVBAR_FILTERS,
  VEHICLE_STATUS_FILTERS,
  type MapFilterState,
  type NavbarFilter,
  type SpeedBand,
  type VehicleStatusFilter,
} from './filter-state.js';
import type { HealthStatus } from './health.js';
import type { DeviceStatus, Movement } from './movement.js';
import type { SensorFlags } from './sensors.js';
import type { EuroStd, LocationStatus } from './signal.js';

/** What the map filters read of a vehicle; derive it once per update, not per filter pass. */
export type FilterableVehicle = {
  health: HealthStatus;
  movement: Movement;
  speed: number;
  sensors: SensorFlags;
  euro_std: EuroStd | null;
  device_status: DeviceStatus;
  location_status: LocationStatus;
  muted_alert?: boolean;
  on_duty?: boolean;
};

/** An inactive device is counted and filtered with Not Update: it sends nothing either. */
export function statusOf(movement: Movement): VehicleStatusFilter {
  return movement === 'inactive' ? 'notupdate' : movement;
}

/** Bands on the speed rounded to whole km/h: 1-30, 31-80, 81-100, over 100. */
export function speedBandOf(speed: number): SpeedBand | null {
  const v = Math.round(speed);
  if (v < 1) return null;
  if (v <= 30) return '1_30';
  if (v <= 80) return '31_80';
  return v <= 100 ? '81_100' : 'over_100';
}

const matchesHealth = (v: FilterableVehicle, s: MapFilterState) => s.health === 'all_vehicles' || v.health === s.health;

/** The speed band narrows moving vehicles only; off, idling and not-updated ones are left to their toggles. */
const inSpeedBand = (v: FilterableVehicle, s: MapFilterState) =>
  s.speed === 'all' || statusOf(v.movement) !== 'moving' || speedBandOf(v.speed) === s.speed;

const matchesStatus = (v: FilterableVehicle, s: MapFilterState) =>
  s.statuses[statusOf(v.movement)] && inSpeedBand(v, s);

function matchesSensor(v: FilterableVehicle, s: MapFilterState): boolean {
  return s.sensor === null || v.sensors[s.sensor];
}

function matchesEuro(v: FilterableVehicle, s: MapFilterState): boolean {
  const euro = euroFilter(s);
  return euro === 'all_euro' || euro === v.euro_std;
}

/** Checked device issues combine with OR; none checked means the filter is off. */
function matchesDeviceIssue(v: FilterableVehicle, s: MapFilterState): boolean {
  const { invalid_location, inactive_device } = s.deviceIssues;
  if (!invalid_location && !inactive_device) return true;
  return (invalid_location && v.location_status === 'invalid') || (inactive_device && v.device_status === 'inactive');
}

/** Two-way filters (device status, location status, job order) apply only with exactly one option selected. */
function matchesTwoWay(v: FilterableVehicle, s: MapFilterState): boolean {
  const device = exactlyOne(s.deviceStatus);
  const location = exactlyOne(s.locationStatus);
  const job = exactlyOne(s.jobOrder);
  if (device && v.device_status !== device) return false;
  if (location && v.location_status !== location) return false;
  return !job || (v.on_duty === true) === (job === 'on_duty');
}

function matchesRest(v: FilterableVehicle, s: MapFilterState): boolean {
  return (
    matchesSensor(v, s) &&
    matchesEuro(v, s) &&
    matchesDeviceIssue(v, s) &&
    matchesTwoWay(v, s) &&
    (!s.mutedAlerts || v.muted_alert === true)
  );
}

export function matchesFilters(v: FilterableVehicle, s: MapFilterState): boolean {
  return matchesHealth(v, s) && matchesStatus(v, s) && matchesRest(v, s);
}

export type FilterCounts = { health: Record<NavbarFilter, number>; status: Record<VehicleStatusFilter, number> };

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * Counts for the navbar groups and status toggles, in one pass. Each facet counts the vehicles
 * that pass every other filter, so a count says what selecting that option would show.
 */
export function countByGroup(vehicles: readonly FilterableVehicle[], s: MapFilterState): FilterCounts {
  const health = zeros(NAVBAR_FILTERS);
  const status = zeros(VEHICLE_STATUS_FILTERS);
  for (const v of vehicles) {
    if (!matchesRest(v, s)) continue;
    if (matchesStatus(v, s)) {
      health.all_vehicles += 1;
      health[v.health] += 1;
    }
    if (matchesHealth(v, s) && inSpeedBand(v, s)) status[statusOf(v.movement)] += 1;
  }
  return { health, status };
}
