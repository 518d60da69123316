import type { SensorFlag } from './sensors.js';

/** Navbar health groups of the monitoring map (spec document 2 section 4); the default is all_vehicles. */
export const NAVBAR_FILTERS = ['all_vehicles', 'normal', 'abnormal', 'notupdate'] as const;
export type NavbarFilter = (typeof NAVBAR_FILTERS)[number];

/** Vehicle-status toggles: Moving, Off, Idling, Not Update. */
export const VEHICLE_STATUS_FILTERS = ['moving', 'off', 'idling', 'notupdate'] as const;
export type VehicleStatusFilter = (typeof VEHICLE_STATUS_FILTERS)[number];

/** Speed bands in km/h, a sub-filter of Moving (it narrows moving vehicles only): 1-30, 31-80, 81-100, over 100. */
export const SPEED_BANDS = ['1_30', '31_80', '81_100', 'over_100'] as const;
export type SpeedBand = (typeof SPEED_BANDS)[number];

/** Sensor filter, single choice: normal (no abnormal sensor state) or one abnormal flag. */
export const SENSOR_FILTERS = [
  'normal',
  'dismantled',
  'load_over_limit',
  'abnormal_temperature',
  'door_open',
] as const satisfies readonly ('normal' | SensorFlag)[];
export type SensorFilter = (typeof SENSOR_FILTERS)[number];

export const DEVICE_ISSUES = ['invalid_location', 'inactive_device'] as const;
export type DeviceIssue = (typeof DEVICE_ISSUES)[number];

export const JOB_ORDER_STATUSES = ['on_duty', 'standby'] as const;
export type JobOrderStatus = (typeof JOB_ORDER_STATUSES)[number];

type Checks<K extends string> = Readonly<Record<K, boolean>>;

export type MapFilterState = {
  health: NavbarFilter;
  statuses: Checks<VehicleStatusFilter>;
  speed: 'all' | SpeedBand;
  sensor: SensorFilter | null;
  euro: Checks<'euro2' | 'euro4'>;
  deviceIssues: Checks<DeviceIssue>;
  deviceStatus: Checks<'active' | 'inactive'>;
  locationStatus: Checks<'valid' | 'invalid'>;
  mutedAlerts: boolean;
  jobOrder: Checks<JobOrderStatus>;
};

const ALL_STATUSES: Checks<VehicleStatusFilter> = { moving: true, off: true, idling: true, notupdate: true };

export const initialFilterState: MapFilterState = {
  health: 'all_vehicles',
  statuses: ALL_STATUSES,
  speed: 'all',
  sensor: null,
  euro: { euro2: true, euro4: true },
  deviceIssues: { invalid_location: false, inactive_device: false },
  deviceStatus: { active: false, inactive: false },
  locationStatus: { valid: false, invalid: false },
  mutedAlerts: false,
  jobOrder: { on_duty: false, standby: false },
};

export const setHealthFilter = (state: MapFilterState, health: NavbarFilter): MapFilterState => ({ ...state, health });

/** Toggles one status; switching Moving off also resets its speed sub-filter to 'all'. */
export function toggleStatus(state: MapFilterState, status: VehicleStatusFilter): MapFilterState {
  const on = !state.statuses[status];
  const speed = status === 'moving' && !on ? 'all' : state.speed;
  return { ...state, statuses: { ...state.statuses, [status]: on }, speed };
}

/** The 'all' choice turns every status on. */
export const selectAllStatuses = (state: MapFilterState): MapFilterState => ({ ...state, statuses: ALL_STATUSES });

/** Choosing a speed band implies Moving, so Moving is switched on with it. */
export function setSpeedBand(state: MapFilterState, speed: 'all' | SpeedBand): MapFilterState {
  const statuses = speed === 'all' ? state.statuses : { ...state.statuses, moving: true };
  return { ...state, speed, statuses };
}

/** Single choice: picking the selected option again clears the sensor filter. */
export function selectSensorFilter(state: MapFilterState, sensor: SensorFilter | null): MapFilterState {
  return { ...state, sensor: sensor === state.sensor ? null : sensor };
}

/** Reset as the spec defines it: every vehicle status on, the sensor filter off; other filters stay. */
export const resetFilters = (state: MapFilterState): MapFilterState => ({
  ...state,
  statuses: ALL_STATUSES,
  sensor: null,
});

type CheckGroup = 'euro' | 'deviceIssues' | 'deviceStatus' | 'locationStatus' | 'jobOrder';

/** Toggles one checkbox of a check group, e.g. toggleCheck(state, 'euro', 'euro2'). */
export function toggleCheck<G extends CheckGroup>(
  state: MapFilterState,
  group: G,
  key: keyof MapFilterState[G] & string,
): MapFilterState {
  const checks = state[group] as Record<string, boolean>;
  return { ...state, [group]: { ...checks, [key]: !checks[key] } };
}

export const setMutedAlerts = (state: MapFilterState, mutedAlerts: boolean): MapFilterState => ({
  ...state,
  mutedAlerts,
});

/** The euro parameter: both checked all_euro, one that standard, none 'none' (nothing matches). */
export function euroFilter(state: MapFilterState): 'all_euro' | 'euro2' | 'euro4' | 'none' {
  const { euro2, euro4 } = state.euro;
  if (euro2 && euro4) return 'all_euro';
  if (euro2) return 'euro2';
  return euro4 ? 'euro4' : 'none';
}

/** The one selected option of a two-way filter, or null when none or both are selected (filter inactive). */
export function exactlyOne<K extends string>(checks: Checks<K>): K | null {
  const on = (Object.keys(checks) as K[]).filter((k) => checks[k]);
  return on.length === 1 ? (on[0] ?? null) : null;
}
