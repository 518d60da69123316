import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/ja';
import { formatDay, formatMonth, formatReportTime, hoursOf, km, splitDuration } from './reportFormat';

describe('report formats', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it("writes dates in each language's own form: DD MMM YYYY, Indonesian months, Japanese year-month-day", () => {
    dayjs.locale('id');
    expect(formatDay('2026-08-05')).toBe('05 Agt 2026');
    dayjs.locale('ja');
    expect(formatDay('2026-11-25')).toBe('2026年11月25日');
    expect(formatMonth('2026-11-01')).toBe('2026年11月');
    expect(formatReportTime('2026-11-25T01:30:00Z', 'Asia/Jakarta')).toBe('2026年11月25日 08:30');
  });

  it('splits a duration into hours and minutes, rounded to the minute', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(3_599)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(2 * 3_600 + 5 * 60 + 29)).toEqual({ hours: 2, minutes: 5 });
  });

  it('gives hours with one decimal for charts', () => {
    expect(hoursOf(5_400)).toBe(1.5);
  });

  it('writes distances with German decimals and days as DD MMM YYYY', () => {
    expect(km(1234.56)).toBe('1.234,6 km');
    expect(formatDay('2026-03-05')).toBe('05 Mar 2026');
    expect(formatMonth('2026-03-01')).toBe('Mar 2026');
    expect(formatDay(null)).toBe('-');
  });

  it("shows a time in the reports' zone, whatever the browser's", () => {
    // 17:00 UTC is midnight in Jakarta: the row belongs to the next day there.
    expect(formatReportTime('2026-11-23T17:00:00.000Z', 'Asia/Jakarta')).toBe('24 Nov 2026 00:00');
    expect(formatReportTime('2026-11-23T17:00:00.000Z', 'UTC')).toBe('23 Nov 2026 17:00');
    expect(formatReportTime(null, 'Asia/Jakarta')).toBe('-');
    expect(formatReportTime('not a time', 'Asia/Jakarta')).toBe('-');
  });
});
