import type { FastifyInstance } from 'fastify';
import {
  DealerPerformance,
  DealerPerformanceQuery,
  Envelope,
  rankPerformance,
  ratioPercent,
  type DealerPerformanceRow,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf } from '../../auth/guard.js';
import { forbidden } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { createLiveCounts } from '../analytic/live-counts.js';
import { monthAt, shiftMonth } from '../analytic/ratio-counts.js';
import { allDealers, closedSalesRatios, dealerFigures } from './dealer-performance-repository.js';

/**
 * `/api/report/report_dealer_performance/list_dealer_performance?year=` (/activation/dealer_perfomance):
 * the brand sees every dealer, ranked; a dealer only its own row with its rank among all of them.
 * The trend is the retail sales activation ratio per month: stored for closed months, live for the
 * month in progress (docs/decisions.md, "Analytics").
 */
export async function dealerPerformanceRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const { zone } = ctx.config.reports;
  const liveCounts = createLiveCounts(db, zone, ctx.config.analyticsLiveMs);

  app.get(
    '/list_dealer_performance',
    {
      config: { access: 'list_report_vehicle_activation' },
      schema: { querystring: DealerPerformanceQuery, response: { 200: Envelope(DealerPerformance) } },
    },
    async (request) => {
      const scope = scopeOf(request);
      if (scope.kind === 'own') throw forbidden();
      const { year } = request.query;
      const now = Date.now();
      const current = monthAt(now, zone).first;
      const months: string[] = [];
      for (let m = 0; m < 12; m += 1) {
        const first = shiftMonth(`${year}-01-01`, m);
        if (first <= current) months.push(first);
      }
      const [dealers, figures, closed, live] = await Promise.all([
        allDealers(db),
        dealerFigures(db, year),
        closedSalesRatios(db, year),
        months.includes(current) ? liveCounts('sales', now) : Promise.resolve([]),
      ]);
      const rows = dealers.map((dealer) => {
        const own = figures.get(dealer.id) ?? { sold: 0, invited: 0, activated: 0, median_days: null };
        const trend = months.map((first) => {
          if (first !== current)
            return { period: first.slice(0, 7), ratio: closed.get(`${dealer.id}:${first}`) ?? null };
          const count = live.find((c) => c.dealer_id === dealer.id && c.ratio === 'retail_sales_activation_ratio');
          return { period: first.slice(0, 7), ratio: count ? ratioPercent(count.numerator, count.denominator) : null };
        });
        return { dealer_id: dealer.id, dealer_name: dealer.name, dealer_code: dealer.code, ...own, trend };
      });
      const ranked = rankPerformance(rows);
      const rankOf = new Map(ranked.map((row, index) => [row.dealer_id, index + 1]));
      const data: DealerPerformanceRow[] = [...ranked, ...rows.filter((row) => !rankOf.has(row.dealer_id))]
        .filter((row) => scope.kind === 'all' || row.dealer_id === scope.orgId)
        .map((row) => ({
          ...row,
          ratio: ratioPercent(row.activated, row.sold),
          rank: rankOf.get(row.dealer_id) ?? null,
        }));
      return ok({ year, ranked: ranked.length, data });
    },
  );
}
