import { isConditionType, type ConditionType, type EventDetail, type EventType } from '@armada/domain';
import { createRng, mixSeed, type Rng } from '../fleet/prng.js';
import type { Scenario } from '../fleet/scenarios.js';

export type PlannedEvent = { type: EventType; time: number; detail: EventDetail };

const HOUR_MS = 3_600_000;
/** How far back the seeded history reaches: a few days, enough to fill the alert feed and its filters. */
export const HISTORY_HOURS = 72;
const ACTIVITY_SEED = 20_260_404;

type Maker = (rng: Rng) => { type: EventType; detail: EventDetail };

const stop: Maker = () => ({ type: 'vehicle_stop', detail: {} });
const idle: Maker = (rng) => ({ type: 'vehicle_idle', detail: { minutes: rng.int(10, 55) } });
const speeding: Maker = (rng) => ({ type: 'overspeed', detail: { speed: rng.int(82, 118), limit: 80 } });
const fatigue: Maker = (rng) => ({ type: 'fatigue_event', detail: { hours: 4 + rng.int(0, 15) / 10 } });
const accu: Maker = (rng) => ({ type: 'accu_drop', detail: { volts: 10 + rng.int(0, 9) / 10 } });
const electric: Maker = (rng) => ({ type: 'electric_warning', detail: { volts: 7 + rng.int(0, 15) / 10 } });
const backup: Maker = (rng) => ({ type: 'batterybackup_on', detail: { volts: 3.7 + rng.int(0, 4) / 10 } });
const poorSignal: Maker = (rng) => ({
  type: 'signal_poor',
  detail: { level: rng.next() < 0.7 ? 'Poor' : 'No Signal' },
});
const towing: Maker = (rng) => ({ type: 'towing', detail: { speed: rng.int(12, 35) } });
const jamming: Maker = () => ({ type: 'jamming', detail: {} });
const killOn: Maker = () => ({ type: 'starterkill_on', detail: {} });
const killOff: Maker = () => ({ type: 'starterkill_off', detail: {} });

/** What each scenario's truck plausibly raised over the last days: [maker, how many at most]. */
const BY_SCENARIO: Partial<Record<Scenario, readonly (readonly [Maker, number])[]>> = {
  normal: [
    [stop, 3],
    [idle, 1],
  ],
  moving_1_30: [
    [stop, 4],
    [idle, 2],
  ],
  moving_31_80: [
    [stop, 3],
    [idle, 1],
    [fatigue, 1],
  ],
  moving_81_100: [
    [speeding, 3],
    [stop, 2],
    [fatigue, 1],
  ],
  moving_over_100: [
    [speeding, 5],
    [stop, 1],
  ],
  overspeed: [
    [speeding, 6],
    [stop, 1],
  ],
  idling: [
    [idle, 4],
    [stop, 1],
  ],
  off: [[stop, 2]],
  low_accu: [
    [accu, 3],
    [electric, 1],
  ],
  battery_backup: [[backup, 2]],
  poor_gsm: [[poorSignal, 4]],
  towing: [[towing, 2]],
  starter_kill: [
    [killOn, 1],
    [killOff, 1],
  ],
  jamming: [
    [jamming, 3],
    [poorSignal, 1],
  ],
  door_open: [[stop, 2]],
  too_hot: [
    [stop, 2],
    [idle, 1],
  ],
  too_cold: [[stop, 2]],
  dismantled: [
    [poorSignal, 1],
    [stop, 1],
  ],
  invalid_location: [
    [poorSignal, 2],
    [stop, 1],
  ],
};

/** What any reporting truck may have raised besides its scenario's events: [maker, chance]. */
const BACKGROUND: readonly (readonly [Maker, number])[] = [
  [speeding, 0.35],
  [idle, 0.4],
  [fatigue, 0.15],
  [poorSignal, 0.2],
  [accu, 0.08],
];

/** How long each condition lasted (minutes, from-to): a condition is one event with its end (conditions.ts). */
const LASTED: Readonly<Record<ConditionType, readonly [number, number]>> = {
  vehicle_stop: [6, 240],
  vehicle_idle: [10, 55],
  electric_warning: [2, 20],
  batterybackup_on: [5, 60],
  towing: [3, 20],
  jamming: [1, 15],
  signal_poor: [2, 40],
  accu_drop: [2, 30],
  overspeed: [1, 25],
};

/** A condition's end and duration, ended before `now`; an instant event as it is. */
function withEnd(event: PlannedEvent, rng: Rng, now: number): PlannedEvent {
  if (!isConditionType(event.type)) return event;
  const [from, to] = LASTED[event.type];
  const minutes =
    event.type === 'vehicle_idle' && typeof event.detail.minutes === 'number'
      ? event.detail.minutes
      : rng.int(from, to);
  const end = Math.min(event.time + minutes * 60_000, now - 60_000);
  const detail = { ...event.detail, end_time: end, duration_s: Math.round((end - event.time) / 1000) };
  return { ...event, detail: event.type === 'vehicle_idle' ? { ...detail, minutes: 10 } : detail };
}

/** Scenarios whose trackers report (the seeded or silent ones do not). */
const REPORTING = (scenario: Scenario) => BY_SCENARIO[scenario] !== undefined;

/**
 * The activity history seeded for one demo vehicle: a handful of its scenario's events spread over
 * the last HISTORY_HOURS, oldest first, the same for the same vehicle index and `now`. Silent and
 * inactive trackers get none (they have not reported in days).
 */
export function plannedEvents(index: number, scenario: Scenario, now: number): PlannedEvent[] {
  const rng = createRng(mixSeed(ACTIVITY_SEED, index));
  const events: PlannedEvent[] = [];
  // Never in the last few minutes, so the seed does not pose as what the simulator is sending now.
  const at = () => now - Math.floor((0.1 + rng.next() * (HISTORY_HOURS - 0.1)) * HOUR_MS);
  for (const [make, most] of BY_SCENARIO[scenario] ?? []) {
    for (let n = rng.int(most > 1 ? 1 : 0, most); n > 0; n -= 1) events.push({ ...make(rng), time: at() });
  }
  if (REPORTING(scenario)) {
    for (const [make, chance] of BACKGROUND) if (rng.next() < chance) events.push({ ...make(rng), time: at() });
  }
  // starterkill_off follows starterkill_on.
  return events
    .map((event) => withEnd(event, rng, now))
    .sort((a, b) => a.time - b.time || a.type.localeCompare(b.type));
}
