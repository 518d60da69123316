import { NOT_UPDATED_AFTER_DAYS } from '../constants.js';

/** Movement of a vehicle on the monitoring map (spec document 2 sections 3 and 4). */
export const MOVEMENTS = ['moving', 'idling', 'off', 'notupdate', 'inactive'] as const;
export type Movement = (typeof MOVEMENTS)[number];

export const DEVICE_STATUSES = ['active', 'inactive'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;
export const NOT_UPDATED_AFTER_MS = NOT_UPDATED_AFTER_DAYS * DAY_MS;

/** The last realtime record's fields that movement depends on; time in ms since epoch. */
export type MovementInput = { speed: number; ign?: 0 | 1 | null; time: number };

export type MovementContext = { deviceStatus: DeviceStatus; now: number };

/** True when the last record is older than the not-updated threshold (2 days), or missing. */
export function isNotUpdated(time: number | null | undefined, now: number): boolean {
  if (time == null || !Number.isFinite(time)) return true;
  return now - time > NOT_UPDATED_AFTER_MS;
}

/**
 * Inactive devices are shown as such whatever they last sent; then stale or missing data;
 * then speed and ignition decide. A negative or NaN speed counts as standing still.
 */
export function deriveMovement(last: MovementInput | null | undefined, ctx: MovementContext): Movement {
  if (ctx.deviceStatus === 'inactive') return 'inactive';
  if (!last || isNotUpdated(last.time, ctx.now)) return 'notupdate';
  return motionOf(last.speed, last.ign);
}

/** Movement of a fresh record: moving with speed above 0 and ignition on, idling at 0 with ignition on, else off. */
export function motionOf(speed: number, ign: 0 | 1 | null | undefined): 'moving' | 'idling' | 'off' {
  if (ign !== 1) return 'off';
  return speed > 0 ? 'moving' : 'idling';
}

/**
 * The speed to show as live: none for a vehicle whose device is inactive or whose data is stale,
 * whatever it last sent (a truck parked for a week does not drive at its last 40 km/h).
 */
export function liveSpeed(movement: Movement, speed: number | null | undefined): number | null {
  if (movement === 'inactive' || movement === 'notupdate' || speed == null || !Number.isFinite(speed)) return null;
  return speed;
}
