/**
 * How safely a truck was driven over a period, scored 0 to 100 from what its tracker reported, and
 * the five levels the dashboard shows (spec: very good, good, medium, bad, very bad). The scoring is
 * written down in docs/safety-score.md; the driver contest scores drivers with the same rule.
 */
export const SAFETY_LEVELS = ['very_good', 'good', 'medium', 'bad', 'very_bad'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

/** What a period's driving is scored from. */
export type SafetyInputs = {
  distance_km: number;
  /** Overspeed conditions raised (each lasted at least the minimum duration). */
  overspeed_count: number;
  /** Minutes spent over the limit. */
  overspeed_minutes: number;
  /** Crashes detected. */
  crashes: number;
  /** Fatigue alerts raised (driving too long without a break). */
  fatigue_events: number;
  /** Harsh braking, acceleration and cornering events, where the tracker reports them. */
  harsh_events?: number;
  /** Minutes idling (engine on, standing): scored for drivers, the vehicle score leaves it out. */
  idle_minutes?: number;
  /** Minutes driven at night (22:00 to 05:00 local): scored for drivers, the vehicle score leaves it out. */
  night_minutes?: number;
};

/** Below this distance in a period a truck is not scored: a few kilometres say nothing about its driving. */
export const SAFETY_MIN_KM = 50;

/** Points taken off per event per 100 km (crashes: per crash, whatever the distance). */
export const SAFETY_PENALTIES = {
  overspeed_count: 4,
  overspeed_minutes: 1,
  fatigue_events: 8,
  harsh_events: 3,
  idle_minutes: 0.05,
  night_minutes: 0.05,
  crash: 25,
} as const;

/** The lowest score of each level, best first; under the last is very bad. */
export const SAFETY_FLOORS: Readonly<Record<Exclude<SafetyLevel, 'very_bad'>, number>> = {
  very_good: 90,
  good: 75,
  medium: 60,
  bad: 40,
};

/** The score, 0 to 100 (whole points); null when the truck drove too little to be scored. */
export function safetyScore(inputs: SafetyInputs): number | null {
  if (!(inputs.distance_km >= SAFETY_MIN_KM)) return null;
  const per100km = 100 / inputs.distance_km;
  const p = SAFETY_PENALTIES;
  const penalty =
    per100km *
      (inputs.overspeed_count * p.overspeed_count +
        inputs.overspeed_minutes * p.overspeed_minutes +
        inputs.fatigue_events * p.fatigue_events +
        (inputs.harsh_events ?? 0) * p.harsh_events +
        (inputs.idle_minutes ?? 0) * p.idle_minutes +
        (inputs.night_minutes ?? 0) * p.night_minutes) +
    inputs.crashes * p.crash;
  return Math.max(0, Math.min(100, Math.round(100 - penalty)));
}

/** The level a score falls in. */
export function safetyLevel(score: number): SafetyLevel {
  if (score >= SAFETY_FLOORS.very_good) return 'very_good';
  if (score >= SAFETY_FLOORS.good) return 'good';
  if (score >= SAFETY_FLOORS.medium) return 'medium';
  if (score >= SAFETY_FLOORS.bad) return 'bad';
  return 'very_bad';
}

/** What each cause took off a score, in points (one decimal), before the score is kept between 0 and 100. */
export type SafetyDeductions = {
  overspeed: number;
  harsh: number;
  idle: number;
  night: number;
  fatigue: number;
  crash: number;
};

/** The deductions of `safetyScore` by cause, so a driver can be told what cost most; zero under the minimum distance. */
export function safetyDeductions(inputs: SafetyInputs): SafetyDeductions {
  const scored = inputs.distance_km >= SAFETY_MIN_KM;
  const per100km = scored ? 100 / inputs.distance_km : 0;
  const p = SAFETY_PENALTIES;
  const one = (x: number) => Math.round(x * 10) / 10;
  return {
    overspeed: one(
      per100km * (inputs.overspeed_count * p.overspeed_count + inputs.overspeed_minutes * p.overspeed_minutes),
    ),
    harsh: one(per100km * (inputs.harsh_events ?? 0) * p.harsh_events),
    idle: one(per100km * (inputs.idle_minutes ?? 0) * p.idle_minutes),
    night: one(per100km * (inputs.night_minutes ?? 0) * p.night_minutes),
    fatigue: one(per100km * inputs.fatigue_events * p.fatigue_events),
    crash: scored ? inputs.crashes * p.crash : 0,
  };
}

/** The causes worth advice, largest deduction first (at least one point). */
export function adviceOrder(deductions: SafetyDeductions): (keyof SafetyDeductions)[] {
  return (Object.keys(deductions) as (keyof SafetyDeductions)[])
    .filter((key) => deductions[key] >= 1)
    .sort((a, b) => deductions[b] - deductions[a]);
}
