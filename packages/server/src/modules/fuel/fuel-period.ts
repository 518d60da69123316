import { FUEL_MAX_DAYS } from '@armada/domain';
import { AppError } from '../../errors.js';
import { dayStart, nextDay } from '../../reports/report-days.js';

/** A period of whole days in the report time zone: its days, and the instants [from, to) they span. */
export type FuelPeriod = { start: string; end: string; from: string; to: string; zone: string };

const DAY_MS = 86_400_000;
/** Days a fleet's fuel can be about: the database's timestamps take any, but a year 9999 is a typo. */
const YEARS = { min: 2000, max: 2100 } as const;
const yearOf = (day: string) => Number(day.slice(0, 4));

/** The days asked for, checked: the start not after the end, at most FUEL_MAX_DAYS. */
export function fuelPeriod(start: string, end: string, zone: string): FuelPeriod {
  if ([start, end].some((day) => !(yearOf(day) >= YEARS.min && yearOf(day) <= YEARS.max))) {
    throw new AppError(400, 'fuel_period_invalid');
  }
  const from = dayStart(start, zone);
  const to = dayStart(nextDay(end), zone);
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) throw new AppError(400, 'fuel_period_invalid');
  if (to - from > FUEL_MAX_DAYS * DAY_MS + 2 * 3_600_000) {
    throw new AppError(400, 'fuel_period_too_long', { values: { days: FUEL_MAX_DAYS } });
  }
  return { start, end, from: new Date(from).toISOString(), to: new Date(to).toISOString(), zone };
}
