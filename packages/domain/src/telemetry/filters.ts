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

/** A filter state turned into checks with everything the state decides worked out once, not per vehicle. */
type CompiledFilters = {
  health: (v: FilterableVehicle) => boolean;
  speedBand: (v: FilterableVehicle) => boolean;
  status: (v: FilterableVehicle) => boolean;
  rest: (v: FilterableVehicle) => boolean;
};

/** Checked device issues combine with OR; none checked means the filter is off. */
function deviceIssueCheck(s: MapFilterState): (v: FilterableVehicle) => boolean {
  const { invalid_location, inactive_device } = s.deviceIssues;
  if (!invalid_location && !inactive_device) return () => true;
  return (v) =>
    (invalid_location && v.location_status === 'invalid') || (inactive_device && v.device_status === 'inactive');
}

/**
 * Sensor, euro, device issue, the two-way filters (device status, location status, job order: each
 * only with exactly one option selected) and muted alerts.
 */
function restCheck(s: MapFilterState): (v: FilterableVehicle) => boolean {
  const { sensor, mutedAlerts } = s;
  const euro = euroFilter(s);
  const deviceIssue = deviceIssueCheck(s);
  const device = exactlyOne(s.deviceStatus);
  const location = exactlyOne(s.locationStatus);
  const job = exactlyOne(s.jobOrder);
  return (v) =>
    (sensor === null || v.sensors[sensor]) &&
    (euro === 'all_euro' || euro === v.euro_std) &&
    deviceIssue(v) &&
    (!device || v.device_status === device) &&
    (!location || v.location_status === location) &&
    (!job || (v.on_duty === true) === (job === 'on_duty')) &&
    (!mutedAlerts || v.muted_alert === true);
}

function compileFilters(s: MapFilterState): CompiledFilters {
  const { health, speed, statuses } = s;
  // The speed band narrows moving vehicles only; off, idling and not-updated ones are left to their toggles.
  const speedBand = (v: FilterableVehicle) =>
    speed === 'all' || statusOf(v.movement) !== 'moving' || speedBandOf(v.speed) === speed;
  return {
    health: (v) => health === 'all_vehicles' || v.health === health,
    speedBand,
    status: (v) => statuses[statusOf(v.movement)] && speedBand(v),
    rest: restCheck(s),
  };
}

export function matchesFilters(v: FilterableVehicle, s: MapFilterState): boolean {
  const check = compileFilters(s);
  return check.health(v) && check.status(v) && check.rest(v);
}

export type FilterCounts = { health: Record<NavbarFilter, number>; status: Record<VehicleStatusFilter, number> };

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * The items whose vehicles pass every filter, and the counts for the navbar groups and status
 * toggles, in one pass. Each facet counts the vehicles that pass every other filter, so a count
 * says what selecting that option would show. `vehicles[i]` is what the filters read of `items[i]`.
 */
export function filterFleet<T>(
  items: readonly T[],
  vehicles: readonly FilterableVehicle[],
  s: MapFilterState,
): { shown: T[]; counts: FilterCounts } {
  const check = compileFilters(s);
  const health = zeros(NAVBAR_FILTERS);
  const status = zeros(VEHICLE_STATUS_FILTERS);
  const shown: T[] = [];
  vehicles.forEach((v, i) => {
    if (!check.rest(v)) return;
    const inHealth = check.health(v);
    if (check.status(v)) {
      health.all_vehicles += 1;
      health[v.health] += 1;
      const item = items[i];
      if (inHealth && item !== undefined) shown.push(item);
    }
    if (inHealth && check.speedBand(v)) status[statusOf(v.movement)] += 1;
  });
  return { shown, counts: { health, status } };
}

/** The counts of {@link filterFleet} alone. */
export function countByGroup(vehicles: readonly FilterableVehicle[], s: MapFilterState): FilterCounts {
  return filterFleet(vehicles, vehicles, s).counts;
}
