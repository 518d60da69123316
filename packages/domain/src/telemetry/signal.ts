import { familyOf } from './device.js';
import type { TelemetryProperties } from './properties.js';

/** GSM signal levels (spec document 2 section 4), best first. */
export const GSM_LEVELS = ['Excellent', 'Good', 'Fair', 'Poor', 'No Signal'] as const;
export type GsmLevel = (typeof GSM_LEVELS)[number];

/** Lower bounds of the 0-31 (CSQ) ranges: 25-31, 19-24, 13-18, 7-12, 1-6. */
const CSQ_FLOORS: readonly [number, GsmLevel][] = [
  [25, 'Excellent'],
  [19, 'Good'],
  [13, 'Fair'],
  [7, 'Poor'],
];

/**
 * Teltonika reports 0-5 and maps directly (5 Excellent .. 1 No Signal); the other families report
 * the 0-31 CSQ scale. 0, missing and out-of-scale values (CSQ 99 means "unknown") are 'No Signal'.
 */
export function gsmLevel(gpstype: number | null | undefined, value: number | null | undefined): GsmLevel {
  if (value == null || !Number.isFinite(value)) return 'No Signal';
  const v = Math.round(value);
  if (familyOf(gpstype) === 'teltonika') {
    return v >= 1 && v <= 5 ? (GSM_LEVELS[5 - v] ?? 'No Signal') : 'No Signal';
  }
  if (v < 1 || v > 31) return 'No Signal';
  return CSQ_FLOORS.find(([floor]) => v >= floor)?.[1] ?? 'No Signal';
}

/** GPS counts as On with 4 or more satellites (a 3D fix needs four). */
export function gpsOn(sat: number | null | undefined): boolean {
  return sat != null && sat >= 4;
}

export const DOOR_TEXTS = ['CLOSED', 'OPEN', '-'] as const;
export type DoorText = (typeof DOOR_TEXTS)[number];

/** Door value 1 is CLOSED, 0 is OPEN; anything else was not reported. */
export function doorText(value: number | null | undefined): DoorText {
  if (value === 1) return 'CLOSED';
  if (value === 0) return 'OPEN';
  return '-';
}

export const POWER_SOURCES = ['ACCU', 'BATTERY', 'Off'] as const;
export type PowerSource = (typeof POWER_SOURCES)[number];

export type PowerSettings = {
  /** External (vehicle) voltage above this means the tracker runs on the accu. Default 5 V: a disconnected input reads near 0 on 12 V and 24 V trucks alike. */
  accuPresentMinVolts: number;
  /** Backup battery above this means the tracker runs on it. Default 3.0 V, the usual Li-ion cut-off. */
  batteryPresentMinVolts: number;
};

export const DEFAULT_POWER_SETTINGS: PowerSettings = { accuPresentMinVolts: 5, batteryPresentMinVolts: 3 };

/** The external voltage, from accu or its second name accu_voltage. */
export function externalVolts(props: TelemetryProperties): number | undefined {
  return props.accu ?? props.accu_voltage;
}

/** ACCU when external power is present; else BATTERY when the backup battery carries the tracker; else Off. */
export function powerSource(props: TelemetryProperties, settings: PowerSettings = DEFAULT_POWER_SETTINGS): PowerSource {
  const accu = externalVolts(props);
  if (accu != null && accu > settings.accuPresentMinVolts) return 'ACCU';
  if (props.gps_batt != null && props.gps_batt > settings.batteryPresentMinVolts) return 'BATTERY';
  return 'Off';
}

export const EURO_STDS = ['euro2', 'euro4'] as const;
export type EuroStd = (typeof EURO_STDS)[number];

/** Accepts 'euro2', 'EURO 4', 'Euro-IV', 2, '4' and the like; anything else is null. */
export function euroStd(value: string | number | null | undefined): EuroStd | null {
  if (value == null) return null;
  const s = String(value)
    .trim()
    .toLowerCase()
    .replace(/^euro[\s_-]*/, '');
  if (s === '2' || s === 'ii') return 'euro2';
  if (s === '4' || s === 'iv') return 'euro4';
  return null;
}

export const LOCATION_STATUSES = ['valid', 'invalid'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

/**
 * Invalid when the coordinates are missing, not finite, out of range or exactly 0,0 (the null
 * island trackers send without a fix), or when the device says it has no fix. An unreported fix
 * flag does not invalidate a plausible position.
 */
export function locationStatus(
  lat: number | null | undefined,
  lng: number | null | undefined,
  gpsValid?: boolean | 0 | 1 | null,
): LocationStatus {
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return 'invalid';
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'invalid';
  if (lat === 0 && lng === 0) return 'invalid';
  if (gpsValid === 0 || gpsValid === false) return 'invalid';
  return 'valid';
}

export const ACTIVATION_LABEL_VARIANTS = ['monitoring', 'history'] as const;
export type ActivationLabelVariant = (typeof ACTIVATION_LABEL_VARIANTS)[number];

const ACTIVATION_LABELS: Record<ActivationLabelVariant, Readonly<Record<string, string>>> = {
  monitoring: { '0': 'Non Runner', '1': 'Vehicle Inactive', '2': 'Vehicle Active' },
  history: { '0': 'Non Runner', '1': 'Vehicle Runner Inactive', '2': 'Vehicle Runner Active' },
};

/** Activation status code '0'/'1'/'2' to its label; the vehicle-history screen says "Runner"; else '-'. */
export function activationStatusLabel(
  code: string | number | null | undefined,
  variant: ActivationLabelVariant = 'monitoring',
): string {
  if (code == null) return '-';
  return ACTIVATION_LABELS[variant][String(code).trim()] ?? '-';
}
