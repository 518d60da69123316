import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Closed, Id, literals, orNull } from './contract.js';

/**
 * The brand's monthly ratios (spec document 2 section 7.12):
 * `GET /api/analytic/{ratio}/list_{ratio}?year=` plus at most one of dealer_area_id, dealer_id,
 * dealer_group_id where the ratio allows it; one record per month of the year up to the current one,
 * sorted by month. Their definitions are in docs/decisions.md ("Analytics").
 */
export const ANALYTIC_RATIOS = [
  'customer_engagement_ratio',
  'vehicle_engagement_ratio',
  'vehicle_activation_ratio',
  'retail_sales_activation_ratio',
  'vehicle_not_update_ratio',
] as const;
export type AnalyticRatio = (typeof ANALYTIC_RATIOS)[number];

export const ANALYTIC_FILTERS = ['dealer_area_id', 'dealer_id', 'dealer_group_id'] as const;
export type AnalyticFilter = (typeof ANALYTIC_FILTERS)[number];

/** Which filters each ratio takes (spec: vehicle engagement no area; retail sales a dealer only). */
export const RATIO_FILTERS: Readonly<Record<AnalyticRatio, readonly AnalyticFilter[]>> = {
  customer_engagement_ratio: ANALYTIC_FILTERS,
  vehicle_engagement_ratio: ['dealer_id', 'dealer_group_id'],
  vehicle_activation_ratio: ANALYTIC_FILTERS,
  retail_sales_activation_ratio: ['dealer_id'],
  vehicle_not_update_ratio: ANALYTIC_FILTERS,
};

/** What each ratio counts: its numerator over its denominator (the web's labels; docs/decisions.md). */
export const RATIO_COUNTS: Readonly<Record<AnalyticRatio, readonly [numerator: string, denominator: string]>> = {
  customer_engagement_ratio: ['engaged_customers', 'customers'],
  vehicle_engagement_ratio: ['reporting_vehicles', 'activated_vehicles'],
  vehicle_activation_ratio: ['activated_vehicles', 'registered_vehicles'],
  retail_sales_activation_ratio: ['activated_sales', 'retail_sales'],
  vehicle_not_update_ratio: ['not_updated_vehicles', 'activated_vehicles'],
};

/** The years the analytics answer: the brand's telematics started after 2000. */
export const ANALYTIC_FIRST_YEAR = 2000;
export const ANALYTIC_LAST_YEAR = 2100;

const filterFields = {
  dealer_area_id: Type.Optional(Id()),
  dealer_id: Type.Optional(Id()),
  dealer_group_id: Type.Optional(Id()),
};

/** A ratio's query: the year, and the filters it allows (another is refused as an unknown field). */
export function analyticQuery(ratio: AnalyticRatio): TObject {
  const allowed = Object.fromEntries(RATIO_FILTERS[ratio].map((filter) => [filter, filterFields[filter]]));
  return Closed({
    year: Type.Integer({ minimum: ANALYTIC_FIRST_YEAR, maximum: ANALYTIC_LAST_YEAR }),
    ...allowed,
  });
}
export type AnalyticQuery = { year: number } & Partial<Record<AnalyticFilter, number>>;

/** One month of a ratio: the counts behind it and the ratio in percent (one decimal; null over nothing). */
export const AnalyticMonth = Closed({
  year: Type.Integer(),
  /** 1 to 12. */
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  /** 'YYYY-MM'. */
  period: Type.String(),
  numerator: Type.Integer({ minimum: 0 }),
  denominator: Type.Integer({ minimum: 0 }),
  ratio: orNull(Type.Number()),
  /** The month in progress, counted live; past months are the snapshot taken when they closed. */
  live: Type.Boolean(),
});
export type AnalyticMonth = Static<typeof AnalyticMonth>;

export const AnalyticPage = Closed({
  ratio: literals(ANALYTIC_RATIOS),
  year: Type.Integer(),
  data: Type.Array(AnalyticMonth),
});
export type AnalyticPage = Static<typeof AnalyticPage>;

export const analyticPath = (ratio: AnalyticRatio) => `/api/analytic/${ratio}/list_${ratio}`;

/** A ratio in percent, one decimal; null when nothing is counted. */
export const ratioPercent = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : Math.round((numerator / denominator) * 1000) / 10;

/** The dashboard's ranking of dealers (spec: top 10 dealers). */
export const TOP_DEALERS = 10;

/**
 * `GET /api/analytic/dealer_ranking/list_dealer_ranking` (ours): the dealers with the highest ratio in
 * a month (the month in progress unless one is named), best first; a dealer with nothing counted is
 * left out; ties go to the larger fleet. The brand's staff only.
 */
export const DealerRankingQuery = Closed({
  year: Type.Integer({ minimum: ANALYTIC_FIRST_YEAR, maximum: ANALYTIC_LAST_YEAR }),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  ratio: literals(ANALYTIC_RATIOS),
  dealer_area_id: Type.Optional(Id()),
  dealer_group_id: Type.Optional(Id()),
});
export type DealerRankingQuery = Static<typeof DealerRankingQuery>;

export const DealerRank = Closed({
  rank: Type.Integer({ minimum: 1 }),
  dealer_id: Id(),
  dealer_name: Type.String(),
  numerator: Type.Integer({ minimum: 0 }),
  denominator: Type.Integer({ minimum: 1 }),
  ratio: Type.Number(),
});
export type DealerRank = Static<typeof DealerRank>;

export const DealerRanking = Closed({
  ratio: literals(ANALYTIC_RATIOS),
  period: Type.String(),
  live: Type.Boolean(),
  data: Type.Array(DealerRank),
});
export type DealerRanking = Static<typeof DealerRanking>;

export const DEALER_RANKING_PATH = '/api/analytic/dealer_ranking/list_dealer_ranking';

/**
 * Best first: a higher ratio, then more counted, then the name; for the not-updated ratio, where
 * less is better, the lowest first.
 */
export function rankDealers<T extends { numerator: number; denominator: number; dealer_name: string }>(
  ratio: AnalyticRatio,
  rows: readonly T[],
): T[] {
  const sign = ratio === 'vehicle_not_update_ratio' ? -1 : 1;
  return rows
    .filter((row) => row.denominator > 0)
    .sort(
      (a, b) =>
        sign * (b.numerator / b.denominator - a.numerator / a.denominator) ||
        b.denominator - a.denominator ||
        a.dealer_name.localeCompare(b.dealer_name),
    );
}
