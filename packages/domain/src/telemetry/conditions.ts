import type { EventDetail, EventSettings, EventType } from './event-types.js';
import { motionOf } from './movement.js';
import { DEFAULT_POWER_SETTINGS, externalVolts, gsmLevel, powerSource } from './signal.js';
import type { VehicleSnapshot } from './snapshot.js';

/**
 * The events that are conditions going on for a while (speeding, idling, a weak signal...), not
 * instants: each is one event with a start, an end, its duration and its worst value, raised once it
 * has held for its minimum time and closed once it has stopped holding for `conditionClearSeconds`,
 * so a truck hovering around a limit, or a signal flickering, is one event, not one a minute.
 */
export const CONDITION_TYPES = [
  'vehicle_stop',
  'vehicle_idle',
  'electric_warning',
  'batterybackup_on',
  'towing',
  'jamming',
  'signal_poor',
  'accu_drop',
  'overspeed',
] as const satisfies readonly EventType[];
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const isConditionType = (type: string): type is ConditionType =>
  (CONDITION_TYPES as readonly string[]).includes(type);

/** A condition being watched: pending until it has held its minimum time, then raised. */
export type OpenCondition = {
  type: ConditionType;
  /** First record it held (ms), and where. */
  since: number;
  lat?: number;
  lng?: number;
  /** Raised (told to users); a pending condition that stops holding is forgotten. */
  raised: boolean;
  /** Held already when watching began (a restart): it goes on silently and is never raised. */
  quiet?: boolean;
  /** The worst value measured while it held (top speed, lowest volts, weakest signal). */
  worst?: number;
  /** First record it stopped holding, while raised; the condition ends there once it stays so. */
  clearSince?: number;
};

/** A condition raised (start) or ended (end), with the detail users see. */
export type ConditionChange = {
  phase: 'start' | 'end';
  type: ConditionType;
  /** start: when it began holding; end: when it stopped. */
  time: number;
  condition: OpenCondition;
  detail: EventDetail;
};

type Rule = {
  type: ConditionType;
  /** It begins to hold. */
  holds: (snap: VehicleSnapshot, s: EventSettings) => boolean;
  /** Once begun it goes on holding (a hysteresis band past the entry threshold); holds by default. */
  persists?: (snap: VehicleSnapshot, s: EventSettings) => boolean;
  /** Milliseconds it must hold before it is raised. */
  minMs: (s: EventSettings) => number;
  /** The value whose worst is kept, and which way is worse. */
  measure?: (snap: VehicleSnapshot) => number | undefined;
  worse?: (a: number, b: number) => number;
  /** The detail of the event from its worst value. */
  detail?: (worst: number | undefined, snap: VehicleSnapshot, s: EventSettings) => EventDetail;
};

const volts = (snap: VehicleSnapshot) => externalVolts(snap.props) ?? undefined;
const motion = (snap: VehicleSnapshot) => motionOf(snap.speed, snap.ign);
const seconds = (value: number) => value * 1000;
/** The middle of the default electric range (9-32 V): the farther from it, the worse. */
const MID_VOLTS = 20.5;
const round1 = (value: number) => Math.round(value * 10) / 10;
// A power cut (no voltage present) is batterybackup_on, not an electric warning.
const voltageOutOfRange = (v: number | undefined, s: EventSettings) =>
  v !== undefined &&
  v > DEFAULT_POWER_SETTINGS.accuPresentMinVolts &&
  (v < s.electricMinVolts || v > s.electricMaxVolts);
const poorSignal = (snap: VehicleSnapshot, s: EventSettings) =>
  snap.props.gsm_signal != null && s.poorSignalLevels.includes(gsmLevel(snap.gpstype, snap.props.gsm_signal));

const RULES: readonly Rule[] = [
  {
    type: 'vehicle_stop',
    // Parked, the engine off: a halt with the engine running is idling (its own event), not a second one.
    holds: (snap) => motion(snap) === 'off',
    minMs: (s) => seconds(s.stopMinSeconds),
  },
  {
    type: 'vehicle_idle',
    holds: (snap) => motion(snap) === 'idling',
    minMs: (s) => s.idleMinutes * 60_000,
    detail: (_worst, _snap, s) => ({ minutes: s.idleMinutes }),
  },
  {
    type: 'electric_warning',
    holds: (snap, s) => voltageOutOfRange(volts(snap), s),
    minMs: (s) => seconds(s.conditionMinSeconds),
    // The reading farthest outside the range (too low on a 12 V or too high on a 24 V system).
    measure: (snap) => volts(snap),
    worse: (a, b) => (Math.abs(a - MID_VOLTS) >= Math.abs(b - MID_VOLTS) ? a : b),
    detail: (worst, snap) => ({ volts: round1(worst ?? volts(snap) ?? 0) }),
  },
  {
    type: 'batterybackup_on',
    holds: (snap) => powerSource(snap.props) === 'BATTERY',
    minMs: (s) => seconds(s.conditionMinSeconds),
    measure: (snap) => snap.props.gps_batt ?? undefined,
    worse: Math.min,
    detail: (worst) => ({ volts: round1(worst ?? 0) }),
  },
  {
    type: 'towing',
    holds: (snap, s) => snap.ign === 0 && snap.speed > s.towingKmh,
    minMs: (s) => seconds(s.conditionMinSeconds),
    measure: (snap) => snap.speed,
    worse: Math.max,
    detail: (worst) => ({ speed: Math.round(worst ?? 0) }),
  },
  {
    type: 'jamming',
    holds: (snap) => snap.props.jamming === 1,
    minMs: (s) => seconds(s.conditionMinSeconds),
  },
  {
    type: 'signal_poor',
    holds: poorSignal,
    // One level of hysteresis: a poor signal flickering to Fair goes on.
    persists: (snap, s) =>
      poorSignal(snap, s) ||
      (snap.props.gsm_signal != null && gsmLevel(snap.gpstype, snap.props.gsm_signal) === 'Fair'),
    minMs: (s) => seconds(s.conditionMinSeconds),
    measure: (snap) => snap.props.gsm_signal ?? undefined,
    worse: Math.min,
    detail: (worst, snap) => ({ level: gsmLevel(snap.gpstype, worst ?? snap.props.gsm_signal) }),
  },
  {
    type: 'accu_drop',
    holds: (snap, s) => {
      const v = volts(snap);
      return v !== undefined && v < s.accuDropVolts;
    },
    minMs: (s) => seconds(s.conditionMinSeconds),
    measure: volts,
    worse: Math.min,
    detail: (worst) => ({ volts: round1(worst ?? 0) }),
  },
  {
    type: 'overspeed',
    holds: (snap, s) => snap.speed > s.overspeedKmh,
    persists: (snap, s) => snap.speed > s.overspeedKmh - s.overspeedHysteresisKmh,
    minMs: (s) => seconds(s.overspeedMinSeconds),
    measure: (snap) => snap.speed,
    worse: Math.max,
    detail: (worst, _snap, s) => ({ speed: Math.round(worst ?? 0), limit: s.overspeedKmh }),
  },
];

const RULE_OF = new Map(RULES.map((rule) => [rule.type, rule]));

function worseOf(rule: Rule, a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return rule.worse ? rule.worse(a, b) : a;
}

/** The detail of a condition's event: its worst value, and once ended its end and duration. */
function conditionDetail(condition: OpenCondition, snap: VehicleSnapshot, s: EventSettings, end?: number): EventDetail {
  const rule = RULE_OF.get(condition.type);
  const own = rule?.detail?.(condition.worst, snap, s) ?? {};
  const where: EventDetail =
    condition.lat !== undefined && condition.lng !== undefined ? { lat: condition.lat, lng: condition.lng } : {};
  if (end === undefined) return { ...own, ...where };
  return { ...own, ...where, end_time: end, duration_s: Math.round((end - condition.since) / 1000) };
}

/**
 * The conditions of a vehicle after its next snapshot, and those raised or ended by it. `baseline`
 * (the first snapshot after a start) opens what already holds as quiet: a restart raises nothing
 * that was going on before it. Conditions are checked in CONDITION_TYPES order.
 */
export function advanceConditions(
  open: ReadonlyMap<ConditionType, OpenCondition>,
  next: VehicleSnapshot,
  s: EventSettings,
  baseline = false,
): { open: Map<ConditionType, OpenCondition>; changes: ConditionChange[] } {
  const after = new Map<ConditionType, OpenCondition>();
  const changes: ConditionChange[] = [];
  for (const rule of RULES) {
    const current = open.get(rule.type);
    if (!current) {
      if (!rule.holds(next, s)) continue;
      const opened: OpenCondition = {
        type: rule.type,
        since: next.time,
        raised: false,
        ...(next.lat !== undefined && next.lng !== undefined ? { lat: next.lat, lng: next.lng } : {}),
        ...(baseline ? { quiet: true } : {}),
      };
      const worst = rule.measure?.(next);
      if (worst !== undefined) opened.worst = worst;
      after.set(rule.type, raiseIfDue(rule, opened, next, s, changes));
      continue;
    }
    const goesOn = (rule.persists ?? rule.holds)(next, s);
    if (goesOn) {
      const worst = worseOf(rule, current.worst, rule.measure?.(next));
      const kept: OpenCondition = { ...current, ...(worst === undefined ? {} : { worst }) };
      delete kept.clearSince;
      after.set(rule.type, raiseIfDue(rule, kept, next, s, changes));
      continue;
    }
    if (!current.raised && !current.quiet) continue; // pending, and it stopped: forgotten
    const clearSince = current.clearSince ?? next.time;
    if (next.time - clearSince < seconds(s.conditionClearSeconds)) {
      after.set(rule.type, { ...current, clearSince });
      continue;
    }
    if (current.raised)
      changes.push({
        phase: 'end',
        type: rule.type,
        time: clearSince,
        condition: current,
        detail: conditionDetail(current, next, s, clearSince),
      });
  }
  return { open: after, changes };
}

function raiseIfDue(
  rule: Rule,
  condition: OpenCondition,
  next: VehicleSnapshot,
  s: EventSettings,
  changes: ConditionChange[],
): OpenCondition {
  if (condition.raised || condition.quiet || next.time - condition.since < rule.minMs(s)) return condition;
  const raised = { ...condition, raised: true };
  changes.push({
    phase: 'start',
    type: rule.type,
    time: raised.since,
    condition: raised,
    detail: conditionDetail(raised, next, s),
  });
  return raised;
}
