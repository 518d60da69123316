import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localHourStart, nextRunAfter, runPeriod, type ScheduleTiming } from './schedule-clock.js';

const JAKARTA = 'Asia/Jakarta';
const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const daily = (hour: number): ScheduleTiming => ({ frequency: 'daily', weekday: null, month_day: null, hour });

describe('days', () => {
  it('moves across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -7)).toBe('2025-12-25');
  });

  it('names ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('the next run', () => {
  it('is the local hour of the same day when still ahead, else of the next day (Jakarta is UTC+7)', () => {
    expect(iso(nextRunAfter(daily(7), at('2026-11-26T23:00:00Z'), JAKARTA))).toBe('2026-11-27T00:00:00.000Z');
    expect(iso(nextRunAfter(daily(7), at('2026-11-26T00:00:00Z'), JAKARTA))).toBe('2026-11-27T00:00:00.000Z');
    expect(iso(nextRunAfter(daily(7), at('2026-11-25T23:59:59Z'), JAKARTA))).toBe('2026-11-26T00:00:00.000Z');
    // Local midnight is 17:00 UTC the day before.
    expect(iso(nextRunAfter(daily(0), at('2026-11-26T16:00:00Z'), JAKARTA))).toBe('2026-11-26T17:00:00.000Z');
  });

  it('finds the weekday of a weekly schedule, a week on when it is today and past', () => {
    const monday8 = { frequency: 'weekly', weekday: 1, month_day: null, hour: 8 } as const;
    // Thursday 26 November 2026, 10:00 in Jakarta.
    expect(iso(nextRunAfter(monday8, at('2026-11-26T03:00:00Z'), JAKARTA))).toBe('2026-11-30T01:00:00.000Z');
    expect(iso(nextRunAfter(monday8, at('2026-11-30T01:00:00Z'), JAKARTA))).toBe('2026-12-07T01:00:00.000Z');
  });

  it('finds the day of month of a monthly schedule across month and year ends', () => {
    const on28 = { frequency: 'monthly', weekday: null, month_day: 28, hour: 6 } as const;
    expect(iso(nextRunAfter(on28, at('2026-01-28T00:00:00Z'), JAKARTA))).toBe('2026-02-27T23:00:00.000Z');
    const on1 = { ...on28, month_day: 1 };
    expect(iso(nextRunAfter(on1, at('2026-12-15T00:00:00Z'), JAKARTA))).toBe('2026-12-31T23:00:00.000Z');
  });

  it('keeps the local hour across a daylight-saving change', () => {
    // Berlin leaves summer time on 25 October 2026: 08:00 is 06:00 UTC before and 07:00 UTC after.
    expect(iso(nextRunAfter(daily(8), at('2026-10-24T07:00:00Z'), BERLIN))).toBe('2026-10-25T07:00:00.000Z');
    expect(iso(nextRunAfter(daily(8), at('2026-10-23T07:00:00Z'), BERLIN))).toBe('2026-10-24T06:00:00.000Z');
  });
});

describe('the period a run covers', () => {
  it('is the previous local day for a daily run', () => {
    // 2026-11-27 06:00 in Jakarta is still the 26th in UTC.
    expect(runPeriod('daily', at('2026-11-26T23:00:00Z'), JAKARTA)).toEqual({
      start_date: '2026-11-26',
      end_date: '2026-11-27',
    });
  });

  it('is the 7 days before for a weekly run', () => {
    expect(runPeriod('weekly', at('2026-03-02T01:00:00Z'), JAKARTA)).toEqual({
      start_date: '2026-02-23',
      end_date: '2026-03-02',
    });
  });

  it('is the previous calendar month for a monthly run, across a year end and in a leap year', () => {
    expect(runPeriod('monthly', at('2027-01-01T00:00:00Z'), JAKARTA)).toEqual({
      start_date: '2026-12-01',
      end_date: '2027-01-01',
    });
    expect(runPeriod('monthly', at('2028-03-15T00:00:00Z'), JAKARTA)).toEqual({
      start_date: '2028-02-01',
      end_date: '2028-03-01',
    });
  });
});

describe('a local hour on a daylight-saving day', () => {
  it('sends an hour the clock skips at the hour after it', () => {
    // Berlin skips 02:00 on 29 March 2026: 03:00 CEST is 01:00 UTC.
    expect(iso(localHourStart('2026-03-29', 2, BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(localHourStart('2026-03-29', 4, BERLIN))).toBe('2026-03-29T02:00:00.000Z');
  });
});
