import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const DAY_MS = 86_400_000;

/** The figures a driver_days and a driver_blocks row both carry, summed alike. */
export const ROLLUP_FIGURES = [
  'distance_m',
  'overspeed_count',
  'overspeed_s',
  'harsh_acceleration',
  'harsh_braking',
  'harsh_cornering',
  'idle_s',
  'night_s',
  'fatigue_events',
  'crashes',
] as const;

/** The block sizes kept: 2^1 to 2^5 days (size 1 is driver_days itself). */
export const BLOCK_LEVELS = [1, 2, 3, 4, 5] as const;
const TOP_LEVEL = 5;

const figures = sql.raw(ROLLUP_FIGURES.join(', '));
const summed = sql.raw(ROLLUP_FIGURES.map((f) => `sum(${f})`).join(', '));

/** A span of local days, both ends included (YYYY-MM-DD). */
export type DaySpan = { from: string; to: string };
/** An aligned block: 2^level days from `start`; level 0 is one day. */
export type Block = { level: number; start: string };

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * A period cut into aligned blocks, left to right, each the largest that starts there and still ends
 * inside the period: at most two of each size, every day in exactly one.
 */
export function periodBlocks(period: DaySpan): Block[] {
  const blocks: Block[] = [];
  const to = dayNumber(period.to);
  for (let at = dayNumber(period.from); at <= to;) {
    let level = TOP_LEVEL;
    while (level > 0 && (at % 2 ** level !== 0 || at + 2 ** level - 1 > to)) level -= 1;
    blocks.push({ level, start: dayOf(at) });
    at += 2 ** level;
  }
  return blocks;
}

/**
 * The rollup rows of a period, its single days from driver_days and its blocks from driver_blocks, of
 * the organisations `orgs` (a subquery): driver_id, organization_id and the figures, to be summed.
 */
export function periodRowsSql(period: DaySpan, orgs: SQL): SQL {
  const blocks = periodBlocks(period);
  const days = blocks.filter((b) => b.level === 0).map((b) => sql`${b.start}::date`);
  const larger = blocks.filter((b) => b.level > 0).map((b) => sql`(${b.level}::smallint, ${b.start}::date)`);
  const parts: SQL[] = [];
  if (days.length > 0)
    parts.push(sql`SELECT driver_id, organization_id, ${figures} FROM driver_days
      WHERE day IN (${sql.join(days, sql`, `)}) AND organization_id IN ${orgs}`);
  if (larger.length > 0)
    parts.push(sql`SELECT driver_id, organization_id, ${figures} FROM driver_blocks
      WHERE (level, start) IN (${sql.join(larger, sql`, `)}) AND organization_id IN ${orgs}`);
  return sql.join(parts, sql` UNION ALL `);
}

/** The start of the level-`level` block holding the date `day`. */
const blockOf = (day: SQL, level: number) =>
  sql`(${day} - ((${day} - '1970-01-01'::date) % ${sql.raw(String(2 ** level))}))`;

/** Sums driver_blocks again, at every level, for the blocks touching the days `from`..`to`. */
export async function refreshDriverBlocks(db: Db, from: string, to: string): Promise<void> {
  for (const level of BLOCK_LEVELS) {
    const first = blockOf(sql`${from}::date`, level);
    const last = blockOf(sql`${to}::date`, level);
    const [n, size] = [sql.raw(String(level)), sql.raw(String(2 ** level))];
    await db.execute(sql`DELETE FROM driver_blocks WHERE level = ${n} AND start >= ${first} AND start <= ${last}`);
    await db.execute(sql`INSERT INTO driver_blocks (level, start, driver_id, organization_id, ${figures})
      SELECT ${n}, ${blockOf(sql`day`, level)}, driver_id, organization_id, ${summed} FROM driver_days
      WHERE day >= ${first} AND day < ${last} + ${size}
      GROUP BY 2, 3, 4`);
  }
}
