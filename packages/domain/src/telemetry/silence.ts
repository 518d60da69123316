import { DEFAULT_HEALTH_SETTINGS } from './health.js';
import type { Telemetry } from './properties.js';
import { externalVolts, gsmLevel } from './signal.js';

/**
 * Why a vehicle most likely went silent (not updated for NOT_UPDATED_AFTER_DAYS), judged from the
 * last record it sent; the first that applies, in this order. never_reported: no record at all.
 */
export const SILENCE_REASONS = ['power_cut', 'no_signal', 'parked_long', 'unknown', 'never_reported'] as const;
export type SilenceReason = (typeof SILENCE_REASONS)[number];

export type SilenceInput = Pick<Telemetry, 'speed' | 'sat' | 'gpstype' | 'properties'>;

/** The thresholds, the health rule's own: a flat or cut accu, too few satellites, a poor GSM level. */
export const SILENCE_SETTINGS = {
  powerCutVolts: DEFAULT_HEALTH_SETTINGS.accuLowVolts,
  minSatellites: DEFAULT_HEALTH_SETTINGS.minSatellites,
  poorGsmLevels: DEFAULT_HEALTH_SETTINGS.gsmPoorLevels,
} as const;

/** External power reported below the accu-low voltage (0 V: disconnected). */
export function powerWasCut({ properties }: SilenceInput): boolean {
  const volts = externalVolts(properties);
  return volts != null && volts < SILENCE_SETTINGS.powerCutVolts;
}

/** No GPS fix, too few satellites, or a poor or absent GSM signal in the last record. */
export function signalWasLost({ properties: p, sat, gpstype }: SilenceInput): boolean {
  if (p.gps === 0 || sat < SILENCE_SETTINGS.minSatellites) return true;
  return p.gsm_signal != null && SILENCE_SETTINGS.poorGsmLevels.includes(gsmLevel(gpstype, p.gsm_signal));
}

/** Ignition reported off and standing still: the tracker went to sleep with the parked truck. */
export function wasParked({ properties, speed }: SilenceInput): boolean {
  return properties.ign === 0 && speed === 0;
}

/** The likely reason for a silent vehicle's silence, from its last record (null: it never sent one). */
export function silenceReason(last: SilenceInput | null | undefined): SilenceReason {
  if (!last) return 'never_reported';
  if (powerWasCut(last)) return 'power_cut';
  if (signalWasLost(last)) return 'no_signal';
  if (wasParked(last)) return 'parked_long';
  return 'unknown';
}
