import { HISTORY_MAX_DAYS } from '@armada/domain';
import { AppError } from '../../errors.js';

const DAY_MS = 86_400_000;

/** A date, optionally with a time and a zone offset; 'T' or a space between date and time. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds since the epoch, or NaN; without an offset the text is read as UTC, never the server's zone. */
export function parseInstant(text: string): number {
  const trimmed = text.trim();
  const match = ISO_DATE_TIME.exec(trimmed);
  if (!match) return Number.NaN;
  const withT = trimmed.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const hasTime = withT.includes('T');
  if (match[1]) return Date.parse(withT);
  return Date.parse(hasTime ? `${withT}Z` : `${withT}T00:00:00Z`);
}

export type Period = { from: Date; to: Date };

/** The period asked for, checked: both instants readable, start before end, at most HISTORY_MAX_DAYS long. */
export function parsePeriod(start: string, end: string): Period {
  const from = parseInstant(start);
  const to = parseInstant(end);
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) throw new AppError(400, 'history_period_invalid');
  if (to - from > HISTORY_MAX_DAYS * DAY_MS) {
    throw new AppError(400, 'history_period_too_long', { values: { days: HISTORY_MAX_DAYS } });
  }
  return { from: new Date(from), to: new Date(to) };
}
