import dayjs, { type Dayjs } from 'dayjs';
import { REPORT_MAX_DAYS_MANY, REPORT_MAX_DAYS_ONE, REPORT_MAX_MONTHS } from '@armada/domain';

/** A period of whole days, both ends included, as YYYY-MM-DD. */
export type DayPeriod = { from: string; to: string };

export const DAY = 'YYYY-MM-DD';

export const QUICK_RANGES = ['today', 'yesterday', 'last_7_days', 'last_14_days', 'this_month', 'last_month'] as const;
export const MONTHLY_RANGES = ['this_month', 'last_month', 'last_3_months', 'last_12_months'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number] | (typeof MONTHLY_RANGES)[number];

const period = (from: Dayjs, to: Dayjs): DayPeriod => ({ from: from.format(DAY), to: to.format(DAY) });

/** The days of a quick range, counted from `today` (the user's day). */
export function quickRange(range: QuickRange, today: Dayjs): DayPeriod {
  const day = today.startOf('day');
  switch (range) {
    case 'today':
      return period(day, day);
    case 'yesterday':
      return period(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'last_7_days':
      return period(day.subtract(6, 'day'), day);
    case 'last_14_days':
      return period(day.subtract(13, 'day'), day);
    case 'this_month':
      return period(day.startOf('month'), day);
    case 'last_month': {
      const last = day.subtract(1, 'month');
      return period(last.startOf('month'), last.endOf('month'));
    }
    case 'last_3_months':
      return period(day.subtract(2, 'month').startOf('month'), day);
    case 'last_12_months':
      return period(day.subtract(11, 'month').startOf('month'), day);
  }
}

/** Which vehicles a report covers: some by imei, a group, or (neither) the caller's whole fleet. */
export type VehicleChoice = { imeis: readonly string[]; groupId: number | undefined };

export type PeriodProblem =
  | { code: 'missing' }
  | { code: 'order' }
  | { code: 'too_long'; days: number }
  | { code: 'too_many_months'; months: number };

/** The longest period, in days, the server takes for this choice of vehicles. */
export function maxDaysFor(vehicles: VehicleChoice): number {
  return vehicles.groupId === undefined && vehicles.imeis.length === 1 ? REPORT_MAX_DAYS_ONE : REPORT_MAX_DAYS_MANY;
}

/** What the server would refuse in a period, checked before calling it; null when it is fine. */
export function periodProblem(
  value: Partial<DayPeriod>,
  vehicles: VehicleChoice,
  monthly: boolean,
): PeriodProblem | null {
  if (!value.from || !value.to) return { code: 'missing' };
  const from = dayjs(value.from);
  const to = dayjs(value.to);
  if (!from.isValid() || !to.isValid()) return { code: 'missing' };
  if (to.isBefore(from)) return { code: 'order' };
  if (monthly) {
    const months = to.year() * 12 + to.month() - (from.year() * 12 + from.month()) + 1;
    return months > REPORT_MAX_MONTHS ? { code: 'too_many_months', months: REPORT_MAX_MONTHS } : null;
  }
  const days = to.diff(from, 'day') + 1;
  const max = maxDaysFor(vehicles);
  return days > max ? { code: 'too_long', days: max } : null;
}
