/**
 * Calendar days of the reports in one time zone (REPORT_TIME_ZONE, Asia/Jakarta by default): a day's
 * rows hold what happened between two local midnights.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` is a time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

function localParts(ms: number, zone: string): number[] {
  const parts = formatterOf(zone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

/** How far the zone's clock is ahead of UTC at `ms`. */
function offsetAt(ms: number, zone: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = localParts(ms, zone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000;
}

/** The local day of `ms`, as YYYY-MM-DD. */
export function dayOf(ms: number, zone: string): string {
  const [y = 0, mo = 1, d = 1] = localParts(ms, zone);
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The instant local midnight starts `day` (YYYY-MM-DD). */
export function dayStart(day: string, zone: string): number {
  const [y = 0, mo = 1, d = 1] = day.split('-').map(Number);
  const guess = Date.UTC(y, mo - 1, d);
  const first = guess - offsetAt(guess, zone);
  // Once more at the answer: a daylight-saving change between the guess and midnight moves it.
  return guess - offsetAt(first, zone);
}

/** The day after `day`. */
export function nextDay(day: string): string {
  const [y = 0, mo = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/** The month of a day, as YYYY-MM-01. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** `ms` as local 'YYYY-MM-DD HH:mm' in the zone (for files people read). */
export function localMinute(ms: number, zone: string): string {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = localParts(ms, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${y}-${two(mo)}-${two(d)} ${two(h)}:${two(mi)}`;
}

/** `ms` as local time to the second in the zone: 2026-05-01 07:30:15. */
export function localSecond(ms: number, zone: string): string {
  const second = localParts(ms, zone)[5] ?? 0;
  return `${localMinute(ms, zone)}:${String(second).padStart(2, '0')}`;
}
