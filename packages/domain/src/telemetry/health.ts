import { isNotUpdated, type DeviceStatus } from './movement.js';
import type { Telemetry } from './properties.js';
import { vehicleSensorFlags, type SensorEntry } from './sensors.js';
import { externalVolts, gsmLevel, type GsmLevel } from './signal.js';

/** Vehicle health (spec document 2 section 3): 'normal' versus anything else decides the marker colour. */
export const HEALTH_STATUSES = ['normal', 'abnormal', 'notupdate'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** The abnormality kinds held in abnormal_type. */
export const ABNORMAL_TYPES = [
  'accu_low',
  'gps_battery_low',
  'no_gps',
  'gsm_poor',
  'sensor',
  'jamming',
  'dismantled',
] as const;
export type AbnormalType = (typeof ABNORMAL_TYPES)[number];

export type HealthSettings = {
  /** accu_low below this external voltage, 0 V (disconnected) included. 11 V: flat on 12 V and 24 V systems alike; raise to ~22 for all-24 V fleets. */
  accuLowVolts: number;
  /** gps_battery_low below this backup-battery voltage; 3.5 V is a nearly empty Li-ion cell. */
  gpsBatteryLowVolts: number;
  /** no_gps with fewer satellites than this (4, as for "GPS On"), or when the device reports no fix. */
  minSatellites: number;
  /** gsm_poor at these signal levels. */
  gsmPoorLevels: readonly GsmLevel[];
  /** The kinds checked; leave one out to ignore it. */
  enabled: readonly AbnormalType[];
};

export const DEFAULT_HEALTH_SETTINGS: HealthSettings = {
  accuLowVolts: 11,
  gpsBatteryLowVolts: 3.5,
  minSatellites: 4,
  gsmPoorLevels: ['Poor', 'No Signal'],
  enabled: ABNORMAL_TYPES,
};

export type HealthInput = Pick<Telemetry, 'time' | 'properties'> & Partial<Pick<Telemetry, 'sat' | 'gpstype'>>;

export type Health = { status: HealthStatus; abnormal_type: AbnormalType[] };

type Check = (last: HealthInput, sensors: readonly SensorEntry[], s: HealthSettings) => boolean;

/** Unreported readings never count as abnormal: a family that lacks a sensor must not look broken. */
const CHECKS: Record<AbnormalType, Check> = {
  accu_low: ({ properties }, _, s) => {
    const volts = externalVolts(properties);
    return volts != null && volts < s.accuLowVolts;
  },
  gps_battery_low: ({ properties: p }, _, s) => p.gps_batt != null && p.gps_batt < s.gpsBatteryLowVolts,
  no_gps: ({ properties: p, sat }, _, s) => p.gps === 0 || (sat != null && sat < s.minSatellites),
  gsm_poor: ({ properties: p, gpstype }, _, s) =>
    p.gsm_signal != null && s.gsmPoorLevels.includes(gsmLevel(gpstype, p.gsm_signal)),
  // Dismantling has its own kind; 'sensor' is every other abnormal sensor state.
  sensor: (_, sensors) => {
    const f = vehicleSensorFlags(sensors);
    return f.door_open || f.load_over_limit || f.abnormal_temperature;
  },
  jamming: ({ properties: p }) => p.jamming === 1,
  dismantled: ({ properties: p }, sensors) => p.dismantle === 1 || vehicleSensorFlags(sensors).dismantled,
};

/**
 * Health of a vehicle from its last record; notupdate (stale or missing data, or an inactive device:
 * the same rule as the Not updated status toggle, so the two counts agree) wins over any abnormality.
 */
export function deriveHealth(
  last: HealthInput | null | undefined,
  ctx: {
    now: number;
    deviceStatus?: DeviceStatus;
    sensors?: readonly SensorEntry[] | null;
    settings?: Partial<HealthSettings>;
  },
): Health {
  if (ctx.deviceStatus === 'inactive' || !last || isNotUpdated(last.time, ctx.now))
    return { status: 'notupdate', abnormal_type: [] };
  const settings = { ...DEFAULT_HEALTH_SETTINGS, ...ctx.settings };
  const sensors = ctx.sensors ?? [];
  const abnormal_type = ABNORMAL_TYPES.filter(
    (kind) => settings.enabled.includes(kind) && CHECKS[kind](last, sensors, settings),
  );
  return { status: abnormal_type.length > 0 ? 'abnormal' : 'normal', abnormal_type };
}
