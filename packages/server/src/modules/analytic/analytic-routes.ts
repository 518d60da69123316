import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ANALYTIC_RATIOS,
  AnalyticPage,
  analyticQuery,
  Envelope,
  ratioPercent,
  type AnalyticMonth,
  type AnalyticQuery,
  type AnalyticRatio,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { scopeOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { dealersOf, inSet, type DealerSet } from './analytic-scope.js';
import { analyticMonths } from './analytic-tables.js';
import { createLiveCounts } from './live-counts.js';
import { monthAt, PART_OF, shiftMonth, type RatioCount } from './ratio-counts.js';

type Sum = { numerator: number; denominator: number };

/** The stored counts of a year's closed months for the dealers in the set, by month ('YYYY-MM-01'). */
async function closedMonths(db: Db, ratio: AnalyticRatio, year: number, dealers: DealerSet): Promise<Map<string, Sum>> {
  if (dealers !== 'all' && dealers.length === 0) return new Map();
  const rows = await db
    .select({
      month: analyticMonths.month,
      numerator: sql<number>`sum(${analyticMonths.numerator})::int`,
      denominator: sql<number>`sum(${analyticMonths.denominator})::int`,
    })
    .from(analyticMonths)
    .where(
      and(
        eq(analyticMonths.ratio, ratio),
        gte(analyticMonths.month, `${year}-01-01`),
        lt(analyticMonths.month, `${year + 1}-01-01`),
        dealers === 'all' ? undefined : sql`${analyticMonths.dealer_id} IN ${dealers}`,
      ),
    )
    .groupBy(analyticMonths.month);
  return new Map(rows.map((row) => [row.month, { numerator: row.numerator, denominator: row.denominator }]));
}

/** The live counts of one ratio added up over the dealers in the set. */
function liveSum(counts: readonly RatioCount[], ratio: AnalyticRatio, dealers: DealerSet): Sum {
  const keep = inSet(dealers);
  return counts
    .filter((count) => count.ratio === ratio && keep(count.dealer_id))
    .reduce(
      (sum, count) => ({
        numerator: sum.numerator + count.numerator,
        denominator: sum.denominator + count.denominator,
      }),
      {
        numerator: 0,
        denominator: 0,
      },
    );
}

/**
 * `/api/analytic/{ratio}/list_{ratio}` for the five ratios (spec document 2 section 7.12): a year's
 * months up to the one in progress, sorted by month; closed months from their stored counts, the
 * month in progress counted live (kept ANALYTICS_LIVE_SECONDS).
 */
export async function analyticRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const { zone } = ctx.config.reports;
  const liveCounts = createLiveCounts(db, zone, ctx.config.analyticsLiveMs);

  for (const ratio of ANALYTIC_RATIOS) {
    app.get(
      `/${ratio}/list_${ratio}`,
      {
        config: { access: 'view_analytics' },
        schema: { querystring: analyticQuery(ratio), response: { 200: Envelope(AnalyticPage) } },
      },
      async (request) => {
        const query = request.query as AnalyticQuery;
        const dealers = await dealersOf(db, scopeOf(request), query);
        const now = Date.now();
        const current = monthAt(now, zone).first;
        const closed = await closedMonths(db, ratio, query.year, dealers);
        const live = current.startsWith(`${query.year}-`)
          ? liveSum(await liveCounts(PART_OF[ratio], now), ratio, dealers)
          : null;
        const data: AnalyticMonth[] = [];
        for (let month = 1; month <= 12; month += 1) {
          const first = shiftMonth(`${query.year}-01-01`, month - 1);
          if (first > current) break;
          const isLive = first === current;
          const sum = (isLive ? live : closed.get(first)) ?? { numerator: 0, denominator: 0 };
          data.push({
            year: query.year,
            month,
            period: first.slice(0, 7),
            ...sum,
            ratio: ratioPercent(sum.numerator, sum.denominator),
            live: isLive,
          });
        }
        return ok({ ratio, year: query.year, data });
      },
    );
  }
}
