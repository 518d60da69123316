import { ACTIVITY_TYPES } from '../notification-types.js';
import type { GsmLevel } from './signal.js';

/** The events are the activity notification types (spec document 2 section 9). */
export const EVENT_TYPES = ACTIVITY_TYPES;
export type EventType = (typeof EVENT_TYPES)[number];

export type EventDetail = Readonly<Record<string, string | number>>;
export type VehicleEvent = { type: EventType; time: number; detail: EventDetail };

export type EventSettings = {
  /** overspeed when speed crosses above this (km/h). 80: the truck limit on Indonesian toll roads. */
  overspeedKmh: number;
  /** vehicle_idle when an idling spell (ignition on, speed 0) reaches this many minutes. */
  idleMinutes: number;
  /** towing when speed exceeds this with ignition off (km/h); 10 rides over GPS drift when parked. */
  towingKmh: number;
  /** accu_drop when external voltage falls below this; 11 V, as accu_low in health. */
  accuDropVolts: number;
  /** electric_warning when a present external voltage leaves [min, max]: below 9 V will not crank, above 32 V is a regulator fault on 24 V. */
  electricMinVolts: number;
  electricMaxVolts: number;
  /** signal_poor when the GSM level enters one of these. */
  poorSignalLevels: readonly GsmLevel[];
  /** fatigue_event when a driving spell reaches this many hours (4: UU 22/2009 art. 90). */
  fatigueHours: number;
  /** Geofence ids that are checkpoints: entering one also gives pass_checkpoint. */
  checkpointIds: readonly string[];
};
