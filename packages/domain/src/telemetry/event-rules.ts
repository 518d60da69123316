import type { EventDetail, EventSettings, EventType } from './event-types.js';
import { drivingHours, type VehicleSnapshot } from './snapshot.js';

type Draft = { type: EventType; detail: EventDetail };
type Rule = (prev: VehicleSnapshot, next: VehicleSnapshot, s: EventSettings) => Draft[];
type Condition = (snap: VehicleSnapshot, s: EventSettings) => boolean;

/** Fires when the condition was false for prev and is true for next. */
const onEnter =
  (type: EventType, condition: Condition, detail: (next: VehicleSnapshot) => EventDetail = () => ({})): Rule =>
  (prev, next, s) =>
    !condition(prev, s) && condition(next, s) ? [{ type, detail: detail(next) }] : [];

const tired: Condition = (snap, s) => drivingHours(snap) >= s.fatigueHours;

/** starterkill_on / starterkill_off when the known immobiliser output changes. */
const starterKill: Rule = (prev, next) => {
  if (prev.props.imb == null || next.props.imb == null || prev.props.imb === next.props.imb) return [];
  return [{ type: next.props.imb === 1 ? 'starterkill_on' : 'starterkill_off', detail: {} }];
};

/** simcard_change when a known ICCID is replaced by another. */
const simcardChange: Rule = (prev, next) => {
  const [from, to] = [prev.props.iccid, next.props.iccid];
  return from && to && from !== to ? [{ type: 'simcard_change', detail: { from, to } }] : [];
};

/** in_geofence / out_geofence per geofence entered or left, and pass_checkpoint on entering a checkpoint. */
const geofences: Rule = (prev, next, s) => {
  if (!prev.geofences || !next.geofences) return [];
  const before = new Set(prev.geofences);
  const now = new Set(next.geofences);
  const entered = [...now].filter((id) => !before.has(id));
  const left = [...before].filter((id) => !now.has(id));
  return [
    ...entered.map((geofence_id): Draft => ({ type: 'in_geofence', detail: { geofence_id } })),
    ...left.map((geofence_id): Draft => ({ type: 'out_geofence', detail: { geofence_id } })),
    ...entered
      .filter((id) => s.checkpointIds.includes(id))
      .map((geofence_id): Draft => ({ type: 'pass_checkpoint', detail: { geofence_id } })),
  ];
};

/**
 * The events that happen at an instant, in EVENT_TYPES order of their first type. The conditions that
 * go on for a while (speeding, idling, power, signal) are conditions.ts's.
 */
export const EVENT_RULES: readonly Rule[] = [
  starterKill,
  simcardChange,
  geofences,
  onEnter('fatigue_event', tired, (snap) => ({ hours: Math.floor(drivingHours(snap) * 10) / 10 })),
];
