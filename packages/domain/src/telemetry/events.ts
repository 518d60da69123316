import { EVENT_RULES } from './event-rules.js';
import type { EventSettings, VehicleEvent } from './event-types.js';
import type { VehicleSnapshot } from './snapshot.js';

export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  overspeedKmh: 80,
  overspeedMinSeconds: 30,
  overspeedHysteresisKmh: 5,
  stopMinSeconds: 300,
  conditionMinSeconds: 60,
  conditionClearSeconds: 120,
  idleMinutes: 10,
  towingKmh: 10,
  accuDropVolts: 11,
  electricMinVolts: 9,
  electricMaxVolts: 32,
  poorSignalLevels: ['Poor', 'No Signal'],
  fatigueHours: 4,
  checkpointIds: [],
};

/**
 * Events between two snapshots of one vehicle (build them with advanceSnapshot). Every rule fires
 * on a transition (a condition false before and true now, or a value that changed), so the same
 * snapshot twice gives nothing. The first snapshot (prev null) is the baseline and gives nothing,
 * so a restart does not flood users; a snapshot older than prev gives nothing either.
 */
export function detectEvents(
  prev: VehicleSnapshot | null,
  next: VehicleSnapshot,
  settings: Partial<EventSettings> = {},
): VehicleEvent[] {
  if (!prev || next.time < prev.time) return [];
  const s = { ...DEFAULT_EVENT_SETTINGS, ...settings };
  return EVENT_RULES.flatMap((rule) => rule(prev, next, s)).map((e) => ({ ...e, time: next.time }));
}
