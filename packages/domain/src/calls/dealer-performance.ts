import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, orNull } from './contract.js';
import { ANALYTIC_FIRST_YEAR, ANALYTIC_LAST_YEAR } from './analytic.js';

/**
 * `GET /api/report/report_dealer_performance/list_dealer_performance?year=` (ours, for
 * /activation/dealer_perfomance): per dealer, the year's retail sales, how many of the sold trucks were
 * invited and activated, the ratio, the median days from sale to activation, the monthly ratio and the
 * rank. The brand sees every dealer; a dealer only its own row, with its rank among all.
 */
export const DEALER_PERFORMANCE_PATH = '/api/report/report_dealer_performance/list_dealer_performance';

export const DealerPerformanceQuery = Closed({
  year: Type.Integer({ minimum: ANALYTIC_FIRST_YEAR, maximum: ANALYTIC_LAST_YEAR }),
});
export type DealerPerformanceQuery = Static<typeof DealerPerformanceQuery>;

/** A month's retail sales activation ratio (percent; null when nothing was sold). */
export const DealerTrendPoint = Closed({
  period: Type.String(),
  ratio: orNull(Type.Number()),
});

export const DealerPerformanceRow = Closed({
  dealer_id: Id(),
  dealer_name: Type.String(),
  dealer_code: orNull(Type.String()),
  sold: Type.Integer({ minimum: 0 }),
  invited: Type.Integer({ minimum: 0 }),
  activated: Type.Integer({ minimum: 0 }),
  /** activated ÷ sold in percent, one decimal; null when nothing was sold. */
  ratio: orNull(Type.Number()),
  median_days: orNull(Type.Number()),
  /** 1 for the best ratio; null for a dealer that sold nothing in the year. */
  rank: orNull(Type.Integer({ minimum: 1 })),
  trend: Type.Array(DealerTrendPoint),
});
export type DealerPerformanceRow = Static<typeof DealerPerformanceRow>;

export const DealerPerformance = Closed({
  year: Type.Integer(),
  /** How many dealers are ranked (sold something in the year). */
  ranked: Type.Integer({ minimum: 0 }),
  data: Type.Array(DealerPerformanceRow),
});
export type DealerPerformance = Static<typeof DealerPerformance>;

/** Best first: the higher ratio, then more sold, then the shorter median, then the name. */
export function rankPerformance<
  T extends { sold: number; activated: number; median_days: number | null; dealer_name: string },
>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => row.sold > 0)
    .sort(
      (a, b) =>
        b.activated / b.sold - a.activated / a.sold ||
        b.sold - a.sold ||
        (a.median_days ?? Infinity) - (b.median_days ?? Infinity) ||
        a.dealer_name.localeCompare(b.dealer_name),
    );
}
