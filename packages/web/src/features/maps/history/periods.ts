import { HISTORY_MAX_DAYS } from '@armada/domain';

export const PERIOD_PRESETS = ['today', 'yesterday', 'last24h', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export type Period = { start: Date; end: Date };

const DAY_MS = 86_400_000;

const midnight = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate());

/** The period of a preset, in the browser's time zone: today so far, all of yesterday, the last 24 hours. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: Date): Period {
  const today = midnight(now);
  switch (preset) {
    case 'today':
      return { start: today, end: now };
    case 'yesterday':
      return { start: midnight(new Date(today.getTime() - DAY_MS / 2)), end: today };
    case 'last24h':
      return { start: new Date(now.getTime() - DAY_MS), end: now };
  }
}

const AROUND_EVENT_MS = 30 * 60_000;

/** The history around an event: half an hour before it began to half an hour after it ended, not past now. */
export function eventPeriod(event: { at: number; until?: number }, now: Date): Period {
  const end = Math.min(now.getTime(), (event.until ?? event.at) + AROUND_EVENT_MS);
  return { start: new Date(Math.min(event.at - AROUND_EVENT_MS, end - AROUND_EVENT_MS)), end: new Date(end) };
}

export type PeriodProblem = 'order' | 'too_long';

/** What is wrong with a custom period, as the server would say it, or null. */
export function periodProblem(period: Period): PeriodProblem | null {
  const span = period.end.getTime() - period.start.getTime();
  if (!(span > 0)) return 'order';
  return span > HISTORY_MAX_DAYS * DAY_MS ? 'too_long' : null;
}
