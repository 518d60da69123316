import { CONTEST_DEFAULT_DAYS, CONTEST_MAX_DAYS } from '@armada/domain';
import { AppError } from '../../errors.js';
import { localDayOf } from './driver-days.js';

const DAY_MS = 86_400_000;

export type ContestPeriod = { from: string; to: string };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The contest's period in local days: by default from 7 days ago to yesterday (spec document 2
 * section 9); a given end alone keeps the default length before it, a start alone ends yesterday.
 */
export function contestPeriod(query: { from?: string; to?: string }, zone: string, now = Date.now()): ContestPeriod {
  const to = query.to ?? localDayOf(now - DAY_MS, zone);
  const from = query.from ?? localDayOf(Date.parse(`${to}T12:00:00Z`) - (CONTEST_DEFAULT_DAYS - 1) * DAY_MS, 'UTC');
  const [a, b] = [dayNumber(from), dayNumber(to)];
  if (!Number.isFinite(a) || !Number.isFinite(b) || a > b) throw new AppError(400, 'contest_period_invalid');
  if (b - a + 1 > CONTEST_MAX_DAYS)
    throw new AppError(400, 'contest_period_too_long', { values: { days: CONTEST_MAX_DAYS } });
  return { from, to };
}
