import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, TIME_ZONE_ABBREVIATIONS, type DisplayTimeZone } from '@armada/domain';
import type { Db } from '../db/client.js';
import type { ReaderLanguage } from '../reader-language.js';
import { users } from '../db/schema.js';
import { localMinute } from '../reports/report-days.js';
import type { RowPager, RowSource, XlsxColumn } from './xlsx-writer.js';

/** The reader of a file: its times are written in their zone, its addresses in their language. */
export type FileReader = { zone: DisplayTimeZone; language: ReaderLanguage };

/** The zone a user reads times in (the profile's choice): a file made for them writes its times in it. */
export async function timeZoneOf(db: Db, userId: number): Promise<DisplayTimeZone> {
  const [row] = await db.select({ zone: users.time_zone }).from(users).where(eq(users.id, userId));
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

/** Each instant (an ISO string) of the given keys as 'YYYY-MM-DD HH:mm' in the zone; other values as they are. */
export function localTimes(
  row: Record<string, unknown>,
  keys: readonly string[],
  zone: string,
): Record<string, unknown> {
  const out = { ...row };
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) out[key] = localMinute(Date.parse(value), zone);
  }
  return out;
}

/** The same rows with their instants in the reader's zone. */
export function rowsInZone(source: RowSource, keys: readonly string[], zone: string): RowSource {
  const mapped =
    (pager: RowPager): RowPager =>
    async (offset, limit) =>
      (await pager(offset, limit)).map((row) => localTimes(row, keys, zone));
  if (typeof source === 'function') return mapped(source);
  return { within: (write) => source.within((rows) => write(mapped(rows))) };
}

/** The time columns' headers name the zone their times are in: 'Last update (WIB)'. */
export function columnsInZone(
  columns: readonly XlsxColumn[],
  keys: readonly string[],
  zone: DisplayTimeZone,
): XlsxColumn[] {
  return columns.map((column) =>
    keys.includes(column.key) ? { ...column, header: `${column.header} (${TIME_ZONE_ABBREVIATIONS[zone]})` } : column,
  );
}
