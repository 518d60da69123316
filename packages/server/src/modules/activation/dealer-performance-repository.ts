import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ratioPercent, REALM_ID } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { analyticMonths } from '../analytic/analytic-tables.js';

export type DealerFigures = { sold: number; invited: number; activated: number; median_days: number | null };

type Row = { dealer_id: number; sold: number; invited: number; activated: number; median_days: number | null };

/**
 * Per dealer, the retail sales of a year (by sale date) and what became of the trucks sold, as things
 * stand now: invited (an invitation sent, or already activated), activated (registered, code '2',
 * dated; as the retail sales activation ratio counts), and the median whole days from sale to
 * activation (an activation dated before the sale counts as 0).
 */
export async function dealerFigures(db: Db, year: number): Promise<Map<number, DealerFigures>> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH sales AS (
        SELECT r.dealer_id, r.sold_on, v.activation_date,
          (v.registration_status = 'registered' AND v.activation_status = '2' AND v.activation_date IS NOT NULL) AS activated,
          (v.activation_invited_at IS NOT NULL) AS invited
        FROM retail_sales r
        -- A chassis is unique among vehicles: at most one truck per sale.
        LEFT JOIN vehicles v ON v.chassis_number = r.chassis_number
        WHERE r.sold_on >= ${`${year}-01-01`}::date AND r.sold_on < ${`${year + 1}-01-01`}::date)
      SELECT dealer_id,
        count(*)::int AS sold,
        count(*) FILTER (WHERE activated OR invited)::int AS invited,
        count(*) FILTER (WHERE activated)::int AS activated,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(activation_date - sold_on, 0))
          FILTER (WHERE activated) AS median_days
      FROM sales GROUP BY dealer_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.dealer_id),
      {
        sold: Number(row.sold),
        invited: Number(row.invited),
        activated: Number(row.activated),
        median_days: row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
      },
    ]),
  );
}

/** Every dealer of the brand: id, name and code. */
export const allDealers = (db: Db) =>
  db
    .select({ id: organizations.id, name: organizations.name, code: organizations.code })
    .from(organizations)
    .where(eq(organizations.realm_id, REALM_ID.dealer));

/** The retail sales activation ratio of a year's closed months, per dealer and month ('YYYY-MM-01'). */
export async function closedSalesRatios(db: Db, year: number): Promise<Map<string, number | null>> {
  const rows = await db
    .select({
      month: analyticMonths.month,
      dealer_id: analyticMonths.dealer_id,
      numerator: analyticMonths.numerator,
      denominator: analyticMonths.denominator,
    })
    .from(analyticMonths)
    .where(
      and(
        eq(analyticMonths.ratio, 'retail_sales_activation_ratio'),
        gte(analyticMonths.month, `${year}-01-01`),
        lt(analyticMonths.month, `${year + 1}-01-01`),
      ),
    );
  return new Map(rows.map((row) => [`${row.dealer_id}:${row.month}`, ratioPercent(row.numerator, row.denominator)]));
}
