import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ANALYTIC_RATIOS,
  AnalyticPage,
  analyticQuery,
  DealerRanking,
  DealerRankingQuery,
  Envelope,
  FleetSummary,
  FleetSummaryQuery,
  rankDealers,
  ratioPercent,
  REALM_ID,
  TOP_DEALERS,
  type AnalyticMonth,
  type AnalyticQuery,
  type AnalyticRatio,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { scopeOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { organizations } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors.js';
import { dealersOf, inSet, type DealerSet } from './analytic-scope.js';
import { analyticMonths } from './analytic-tables.js';
import { createLiveCounts } from './live-counts.js';
import { createFleetSummaries } from './fleet-summary.js';
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

/** One ratio's stored counts of a closed month, per dealer. */
async function closedByDealer(db: Db, ratio: AnalyticRatio, month: string): Promise<RatioCount[]> {
  const rows = await db
    .select({
      dealer_id: analyticMonths.dealer_id,
      numerator: analyticMonths.numerator,
      denominator: analyticMonths.denominator,
    })
    .from(analyticMonths)
    .where(and(eq(analyticMonths.ratio, ratio), eq(analyticMonths.month, month)));
  return rows.map((row) => ({ ...row, ratio }));
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
  const fleetSummaries = createFleetSummaries(db, zone, ctx.config.analyticsLiveMs);

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

  app.get(
    '/dealer_ranking/list_dealer_ranking',
    {
      config: { access: 'view_analytics' },
      schema: { querystring: DealerRankingQuery, response: { 200: Envelope(DealerRanking) } },
    },
    async (request) => {
      const { year, month, ratio, dealer_area_id, dealer_group_id } = request.query;
      // Other dealers' rows are the brand's to compare, not a dealer's to see.
      if (scopeOf(request).kind !== 'all') throw forbidden();
      if (dealer_area_id !== undefined && dealer_group_id !== undefined) throw new AppError(400, 'analytic_one_filter');
      const now = Date.now();
      const first = shiftMonth(`${year}-01-01`, month - 1);
      const current = monthAt(now, zone).first;
      if (first > current) return ok({ ratio, period: first.slice(0, 7), live: false, data: [] });
      const live = first === current;
      const counts = live ? await liveCounts(PART_OF[ratio], now) : await closedByDealer(db, ratio, first);
      const dealers = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(
          and(
            eq(organizations.realm_id, REALM_ID.dealer),
            dealer_area_id === undefined ? undefined : eq(organizations.org_area_id, dealer_area_id),
            dealer_group_id === undefined ? undefined : eq(organizations.dealer_group_id, dealer_group_id),
          ),
        );
      const rows = dealers.map((dealer) => {
        const count = counts.find((c) => c.ratio === ratio && c.dealer_id === dealer.id);
        return {
          dealer_id: dealer.id,
          dealer_name: dealer.name,
          numerator: count?.numerator ?? 0,
          denominator: count?.denominator ?? 0,
        };
      });
      const data = rankDealers(ratio, rows)
        .slice(0, TOP_DEALERS)
        .map((row, index) => ({ ...row, rank: index + 1, ratio: ratioPercent(row.numerator, row.denominator) ?? 0 }));
      return ok({ ratio, period: first.slice(0, 7), live, data });
    },
  );

  app.get(
    '/fleet_summary/view_fleet_summary',
    {
      config: { access: 'view_analytics' },
      schema: { querystring: FleetSummaryQuery, response: { 200: Envelope(FleetSummary) } },
    },
    async (request) => ok(await fleetSummaries(await dealersOf(db, scopeOf(request), request.query), Date.now())),
  );
}
