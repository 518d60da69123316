import { advanceConditions, type ConditionType, type OpenCondition } from './conditions.js';
import type { EventSettings, VehicleEvent } from './event-types.js';
import { detectEvents } from './events.js';
import { advanceSnapshot, type SnapshotRecord, type VehicleSnapshot } from './snapshot.js';

/** What event detection keeps of one vehicle: its snapshot and the conditions being watched. */
export type VehicleWatch = { snapshot: VehicleSnapshot | null; open: ReadonlyMap<ConditionType, OpenCondition> };

/** An instant event, or a condition raised (start) or ended (end); `since` is when the condition began. */
export type WatchedEvent = VehicleEvent & { phase: 'instant' | 'start' | 'end'; since: number };

export const NEW_WATCH: VehicleWatch = { snapshot: null, open: new Map() };

/**
 * One record of a vehicle through the instant rules and the conditions: the watch after it and what
 * it raised or ended. A record older than the watch's last changes nothing; the first record is the
 * baseline (what already holds then is never raised).
 */
export function watchRecord(
  watch: VehicleWatch,
  record: SnapshotRecord,
  settings: EventSettings,
): { watch: VehicleWatch; events: WatchedEvent[] } {
  const prev = watch.snapshot;
  const next = advanceSnapshot(prev, record);
  if (next === prev) return { watch, events: [] };
  const events: WatchedEvent[] = detectEvents(prev, next, settings).map((e) => ({
    ...e,
    phase: 'instant',
    since: e.time,
  }));
  const step = advanceConditions(watch.open, next, settings, prev === null);
  for (const change of step.changes)
    events.push({
      type: change.type,
      time: change.time,
      detail: change.detail,
      phase: change.phase,
      since: change.condition.since,
    });
  return { watch: { snapshot: next, open: step.open }, events };
}
