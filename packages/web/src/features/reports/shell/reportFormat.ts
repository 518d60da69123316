import dayjs from 'dayjs';
import { datePattern, formatDateTimeIn, monthPattern } from '../../../components/formatDate';
import { formatDecimal, formatDistanceKm, NO_VALUE } from '@armada/domain';
import { displayNumberStyle, displayZone } from '../../../session/displayPrefs';

/** Hours and minutes of a duration in seconds, rounded to the minute. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Seconds as hours with one decimal, for charts. */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

export const km = (value: number | null | undefined) => formatDistanceKm(value, displayNumberStyle());

/** Speeds in whole km/h; fuel in litres with one decimal. */
export const speed = (value: number | null | undefined) => formatDecimal(value, displayNumberStyle(), 0);
export const litres = (value: number | null | undefined) => formatDecimal(value, displayNumberStyle(), 1);

/** A day (YYYY-MM-DD) as DD MMM YYYY, a month as MMM YYYY (or the language's own forms). */
export function formatDay(day: string | null | undefined): string {
  const date = day ? dayjs(day) : null;
  return date?.isValid() ? date.format(datePattern()) : NO_VALUE;
}

export function formatMonth(month: string | null | undefined): string {
  const date = month ? dayjs(month) : null;
  return date?.isValid() ? date.format(monthPattern()) : NO_VALUE;
}

/** A report time: DD MMM YYYY HH:mm (the language's own date form) in the zone the person chose (WIB by default). */
export const formatReportTime = (value: string | null | undefined, zone: string = displayZone()): string =>
  formatDateTimeIn(value, zone);
