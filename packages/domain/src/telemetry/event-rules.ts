import type { EventDetail, EventSettings, EventType } from './event-types.js';
import { motionOf } from './movement.js';
import { DEFAULT_POWER_SETTINGS, externalVolts, gsmLevel, powerSource } from './signal.js';
import { drivingHours, idleMinutes, type VehicleSnapshot } from './snapshot.js';

type Draft = { type: EventType; detail: EventDetail };
type Rule = (prev: VehicleSnapshot, next: VehicleSnapshot, s: EventSettings) => Draft[];
type Condition = (snap: VehicleSnapshot, s: EventSettings) => boolean;

/** Fires when the condition was false for prev and is true for next. */
const onEnter =
  (type: EventType, condition: Condition, detail: (next: VehicleSnapshot) => EventDetail = () => ({})): Rule =>
  (prev, next, s) =>
    !condition(prev, s) && condition(next, s) ? [{ type, detail: detail(next) }] : [];

const volts = (snap: VehicleSnapshot) => externalVolts(snap.props);
const motion = (snap: VehicleSnapshot) => motionOf(snap.speed, snap.ign);

const overspeed: Condition = (snap, s) => snap.speed > s.overspeedKmh;
const longIdle: Condition = (snap, s) => idleMinutes(snap) >= s.idleMinutes;
const stopped: Condition = (snap) => motion(snap) !== 'moving';
const towed: Condition = (snap, s) => snap.ign === 0 && snap.speed > s.towingKmh;
const accuLow: Condition = (snap, s) => {
  const v = volts(snap);
  return v != null && v < s.accuDropVolts;
};
const onBattery: Condition = (snap) => powerSource(snap.props) === 'BATTERY';
const poorSignal: Condition = (snap, s) =>
  snap.props.gsm_signal != null && s.poorSignalLevels.includes(gsmLevel(snap.gpstype, snap.props.gsm_signal));
const jammed: Condition = (snap) => snap.props.jamming === 1;
const tired: Condition = (snap, s) => drivingHours(snap) >= s.fatigueHours;
// A power cut (no voltage present) is batterybackup_on, not an electric warning.
const badVoltage: Condition = (snap, s) => {
  const v = volts(snap);
  return (
    v != null && v > DEFAULT_POWER_SETTINGS.accuPresentMinVolts && (v < s.electricMinVolts || v > s.electricMaxVolts)
  );
};

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

const withSpeed = (snap: VehicleSnapshot): EventDetail => ({ speed: snap.speed });
const withVolts = (snap: VehicleSnapshot): EventDetail => ({ volts: volts(snap) ?? 0 });

/** Every rule, in EVENT_TYPES order of their first type. */
export const EVENT_RULES: readonly Rule[] = [
  onEnter('vehicle_stop', stopped),
  onEnter('vehicle_idle', longIdle, (snap) => ({ minutes: Math.floor(idleMinutes(snap)) })),
  onEnter('electric_warning', badVoltage, withVolts),
  onEnter('batterybackup_on', onBattery, (snap) => ({ volts: snap.props.gps_batt ?? 0 })),
  starterKill,
  onEnter('towing', towed, withSpeed),
  onEnter('jamming', jammed),
  simcardChange,
  onEnter('signal_poor', poorSignal, (snap) => ({ level: gsmLevel(snap.gpstype, snap.props.gsm_signal) })),
  onEnter('accu_drop', accuLow, withVolts),
  geofences,
  onEnter('overspeed', overspeed, withSpeed),
  onEnter('fatigue_event', tired, (snap) => ({ hours: Math.floor(drivingHours(snap) * 10) / 10 })),
];
