import { FormatRegistry } from '@sinclair/typebox';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 31 April), as the server's date format takes it. */
export function isIsoDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// TypeBox refuses a value whose format it does not know; the forms check the same formats as the server.
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isIsoDate);
