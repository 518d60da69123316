import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { displayZone } from '../session/displayPrefs';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as the person reads it: in the zone they chose (WIB by default), not the browser's. */
export const inDisplayZone = (value: string | number | Date): Dayjs => dayjs(value).tz(displayZone());

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * An instant as a date-time picker shows it: antd's pickers show the browser's local time, so the
 * picker holds the wall clock of the person's zone as a local time (WIB 07:00 shows 07:00 anywhere).
 */
export const toPickerTime = (value: string | number | Date): Dayjs => dayjs(inDisplayZone(value).format(WALL_CLOCK));

/** What a date-time picker holds, read as the wall clock of the person's zone: the instant. */
export const fromPickerTime = (value: Dayjs): Date => dayjs.tz(value.format(WALL_CLOCK), displayZone()).toDate();

/**
 * The date pattern of the language in use (dayjs's locale follows it, locales/i18n.ts): the spec's
 * DD MMM YYYY in English and Indonesian ('25 Nov 2026', '25 Agt 2026'), Japanese's own year-month-day
 * ('2026年11月25日') where DD MMM YYYY would read '25 11月 2026'.
 */
export const datePattern = (): string => (dayjs.locale() === 'ja' ? 'YYYY年M月D日' : 'DD MMM YYYY');

/** A month of the language in use: 'Nov 2026', '2026年11月'. */
export const monthPattern = (): string => (dayjs.locale() === 'ja' ? 'YYYY年M月' : 'MMM YYYY');

/** The date with the time to the minute (or the second). */
export const dateTimePattern = (seconds = false): string => `${datePattern()} HH:mm${seconds ? ':ss' : ''}`;

/** The spec's date format (DD MMM YYYY, or the language's own) with the time in a zone; '-' when there is no date. */
export function formatDateTimeIn(value: string | null | undefined, zone: string): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.tz(zone).format(dateTimePattern()) : '-';
}

/** The same in the zone the person chose (WIB by default). */
export const formatDateTime = (value: string | null | undefined): string => formatDateTimeIn(value, displayZone());

/** The end of a span: its time alone when it falls on the start's day ('14:40'), else its date and time. */
export function formatSpanEnd(start: string, end: string): string {
  if (!dayjs(start).isValid() || !dayjs(end).isValid()) return '-';
  const from = inDisplayZone(start);
  const to = inDisplayZone(end);
  return from.format('YYYY-MM-DD') === to.format('YYYY-MM-DD') ? to.format('HH:mm') : formatDateTime(end);
}
