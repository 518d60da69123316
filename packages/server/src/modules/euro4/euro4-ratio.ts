import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ratioPercent, type AnalyticMonth, type Euro4Ratio } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { analyticEuro4Months } from '../analytic/analytic-tables.js';
import { countPart, monthAt, shiftMonth, type RatioCount } from '../analytic/ratio-counts.js';

type Sum = { numerator: number; denominator: number };

/** A Euro 4 ratio's stored counts of a year's closed months, every dealer added up, by month ('YYYY-MM-01'). */
async function closedMonths(db: Db, ratio: Euro4Ratio, year: number): Promise<Map<string, Sum>> {
  const rows = await db
    .select({
      month: analyticEuro4Months.month,
      numerator: sql<number>`sum(${analyticEuro4Months.numerator})::int`,
      denominator: sql<number>`sum(${analyticEuro4Months.denominator})::int`,
    })
    .from(analyticEuro4Months)
    .where(
      and(
        eq(analyticEuro4Months.ratio, ratio),
        gte(analyticEuro4Months.month, `${year}-01-01`),
        lt(analyticEuro4Months.month, `${year + 1}-01-01`),
      ),
    )
    .groupBy(analyticEuro4Months.month);
  return new Map(rows.map((row) => [row.month, { numerator: row.numerator, denominator: row.denominator }]));
}

/** The month in progress over the Euro 4 trucks, counted for every dealer at once and kept `ttlMs`. */
export function createEuro4LiveCounts(db: Db, zone: string, ttlMs: number) {
  let held: { month: string; until: number; counts: Promise<RatioCount[]> } | null = null;
  return (now: number): Promise<RatioCount[]> => {
    const month = monthAt(now, zone);
    if (held && held.month === month.first && now < held.until) return held.counts;
    const counts = countPart(db, 'vehicles', month, zone, now, 'euro4');
    held = { month: month.first, until: now + ttlMs, counts };
    counts.catch(() => (held = null));
    return counts;
  };
}

/**
 * A year's months of one vehicle ratio over the Euro 4 trucks up to the month in progress: closed
 * months as stored when they closed (no figure before the store began), the current one live.
 */
export async function euro4RatioMonths(
  db: Db,
  live: (now: number) => Promise<RatioCount[]>,
  ratio: Euro4Ratio,
  year: number,
  zone: string,
  now: number,
): Promise<AnalyticMonth[]> {
  const current = monthAt(now, zone).first;
  const closed = await closedMonths(db, ratio, year);
  const liveSum = current.startsWith(`${year}-`)
    ? (await live(now))
        .filter((count) => count.ratio === ratio)
        .reduce(
          (sum, c) => ({ numerator: sum.numerator + c.numerator, denominator: sum.denominator + c.denominator }),
          {
            numerator: 0,
            denominator: 0,
          },
        )
    : null;
  const data: AnalyticMonth[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const first = shiftMonth(`${year}-01-01`, month - 1);
    if (first > current) break;
    const isLive = first === current;
    const sum = (isLive ? liveSum : closed.get(first)) ?? { numerator: 0, denominator: 0 };
    data.push({
      year,
      month,
      period: first.slice(0, 7),
      ...sum,
      ratio: ratioPercent(sum.numerator, sum.denominator),
      live: isLive,
    });
  }
  return data;
}
