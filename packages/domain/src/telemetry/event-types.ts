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
  /** An overspeed is raised once above the limit this long (s): passing a slower truck for a moment is not speeding. */
  overspeedMinSeconds: number;
  /** Once raised, an overspeed goes on down to this far below the limit (km/h): hovering at 78-82 is one event. */
  overspeedHysteresisKmh: number;
  /** vehicle_stop once stationary this long (s): the reports' minimum stop, not every traffic light. */
  stopMinSeconds: number;
  /** The other conditions (towing, jamming, a poor signal, power) are raised once they have held this long (s). */
  conditionMinSeconds: number;
  /** A raised condition ends once it has not held for this long (s): a brief dip does not end one event and start the next. */
  conditionClearSeconds: number;
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
