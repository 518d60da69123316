import type { ScheduleFrequency } from '@armada/domain';
import { dayOf, dayStart, localMinute } from '../../reports/report-days.js';

/** When a schedule sends: its frequency, the weekday (1 Monday .. 7 Sunday) or day of month, the local hour. */
export type ScheduleTiming = {
  frequency: ScheduleFrequency;
  weekday: number | null;
  month_day: number | null;
  hour: number;
};

const HOUR_MS = 3_600_000;
/** Enough days to reach any weekday or day of month (1-28) from any day. */
const SEARCH_DAYS = 32;

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  const [y = 0, mo = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** The ISO weekday of a day: 1 Monday .. 7 Sunday. */
export function isoWeekday(day: string): number {
  const [y = 0, mo = 1, d = 1] = day.split('-').map(Number);
  return ((new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7) + 1;
}

const sendsOn = (timing: ScheduleTiming, day: string): boolean => {
  if (timing.frequency === 'weekly') return isoWeekday(day) === timing.weekday;
  if (timing.frequency === 'monthly') return Number(day.slice(8, 10)) === timing.month_day;
  return true;
};

const localHourOf = (ms: number, zone: string) => Number(localMinute(ms, zone).slice(11, 13));

/**
 * The instant the local clock shows `hour`:00 on `day`. On a daylight-saving day that is not midnight
 * plus `hour` hours; an hour the clock skips is sent at the hour after it.
 */
export function localHourStart(day: string, hour: number, zone: string): number {
  const guess = dayStart(day, zone) + hour * HOUR_MS;
  const moved = guess + (((hour - localHourOf(guess, zone) + 36) % 24) - 12) * HOUR_MS;
  return localHourOf(moved, zone) === hour ? moved : guess;
}

/** The first sending time strictly after `after`: the local hour (the reports' zone) of the next day the schedule sends on. */
export function nextRunAfter(timing: ScheduleTiming, after: number, zone: string): number {
  const today = dayOf(after, zone);
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = addDays(today, offset);
    const at = localHourStart(day, timing.hour, zone);
    if (at > after && sendsOn(timing, day)) return at;
  }
  throw new Error(`no sending day for ${JSON.stringify(timing)}`);
}

/**
 * The period a run at `runAt` covers, as the report query's dates (local days, the end exclusive):
 * daily the day before, weekly the 7 days before, monthly the calendar month before.
 */
export function runPeriod(frequency: ScheduleFrequency, runAt: number, zone: string) {
  const today = dayOf(runAt, zone);
  if (frequency === 'daily') return { start_date: addDays(today, -1), end_date: today };
  if (frequency === 'weekly') return { start_date: addDays(today, -7), end_date: today };
  const thisMonth = `${today.slice(0, 7)}-01`;
  return { start_date: `${addDays(thisMonth, -1).slice(0, 7)}-01`, end_date: thisMonth };
}
