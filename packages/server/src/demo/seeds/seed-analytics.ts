import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ANALYTIC_RATIOS, ratioPercent, REALM_ID, type AnalyticRatio } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations, vehicles } from '../../db/schema.js';
import {
  analyticClosedMonths,
  analyticEuro4Months,
  analyticMonths,
  retailSales,
} from '../../modules/analytic/analytic-tables.js';
import { countMonth, countPart, monthAt, shiftMonth, type RatioCount } from '../../modules/analytic/ratio-counts.js';
import { createRng, mixSeed, type Rng } from '../fleet/prng.js';

/** Months of ratio history the demo starts with, so the dashboards are full on first start. */
export const DEMO_ANALYTIC_MONTHS = 24;
const DAY_MS = 86_400_000;

/** A sale a few days to six weeks before each activated demo truck of a dealer's customer. */
async function seedRetailSales(db: Db): Promise<void> {
  const sold = await db
    .select({
      id: vehicles.id,
      chassis: vehicles.chassis_number,
      activated: vehicles.activation_date,
      customer: organizations.id,
      dealer: organizations.dealer_id,
    })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organization_id))
    .where(
      and(
        eq(organizations.realm_id, REALM_ID.customer),
        isNotNull(organizations.dealer_id),
        isNotNull(vehicles.chassis_number),
        isNotNull(vehicles.activation_date),
      ),
    );
  const rows = sold.flatMap((v) => {
    const activated = Date.parse(v.activated?.slice(0, 10) ?? '');
    if (!v.chassis || v.dealer === null || Number.isNaN(activated)) return [];
    const rng = createRng(mixSeed(v.id, 0x5a1e));
    const day = new Date(activated - rng.int(5, 45) * DAY_MS).toISOString().slice(0, 10);
    return [{ chassis_number: v.chassis, dealer_id: v.dealer, customer_org_id: v.customer, sold_on: day }];
  });
  if (rows.length > 0) await db.insert(retailSales).values(rows).onConflictDoNothing();
}

/**
 * Where each ratio of a healthy network stands, for the demo's past months: the activity of a demo
 * fleet at its first start (trucks not yet reporting, nobody signed in yet) says nothing about them.
 * Vehicle activation follows the fleet's own share instead.
 */
const TYPICAL: Readonly<Record<AnalyticRatio, number>> = {
  customer_engagement_ratio: 0.68,
  vehicle_engagement_ratio: 0.86,
  vehicle_activation_ratio: 0.8,
  retail_sales_activation_ratio: 0.74,
  vehicle_not_update_ratio: 0.09,
};

/**
 * One month's counts, `back` months before the month in progress: the fleet smaller the further
 * back, the ratio drifting towards where it stands, with some month-to-month noise.
 */
function pastCount(now: RatioCount, back: number, rng: Rng): { numerator: number; denominator: number } {
  const sales = now.ratio === 'retail_sales_activation_ratio';
  const denominator = sales
    ? now.dealer_id === 0
      ? 0
      : rng.int(2, 9)
    : Math.round(now.denominator * Math.max(0.35, 1 - 0.025 * back));
  const target =
    now.ratio === 'vehicle_activation_ratio'
      ? (ratioPercent(now.numerator, now.denominator) ?? TYPICAL.vehicle_activation_ratio * 100) / 100
      : TYPICAL[now.ratio];
  const drift = now.ratio === 'vehicle_not_update_ratio' ? 0.002 * back : -0.005 * back;
  const share = Math.min(0.98, Math.max(0.02, target + drift + (rng.next() - 0.5) * 0.1));
  return { numerator: Math.round(denominator * share), denominator };
}

/**
 * Retail sales for the demo trucks, and two years of closed months for every ratio of every dealer,
 * drawn from where the fleet stands today; a month already closed (by the job, or an earlier seed)
 * is left as it is.
 */
export async function seedAnalytics(db: Db, zone: string, now = Date.now()): Promise<void> {
  await seedRetailSales(db);
  const current = monthAt(now, zone);
  const today = await countMonth(db, current, zone, now);
  const dealers = [...new Set(today.map((count) => count.dealer_id))];
  // Every ratio of every dealer, even one with nothing counted this month (its sales fell in others).
  const latest = dealers.flatMap((dealer) =>
    ANALYTIC_RATIOS.map(
      (ratio) =>
        today.find((count) => count.dealer_id === dealer && count.ratio === ratio) ?? {
          dealer_id: dealer,
          ratio,
          numerator: 0,
          denominator: 0,
        },
    ),
  );
  // The Euro 4 dashboard's months: the vehicle ratios over the Euro 4 trucks alone.
  const euro4 = await countPart(db, 'vehicles', current, zone, now, 'euro4');
  for (let back = 1; back <= DEMO_ANALYTIC_MONTHS; back += 1) {
    const month = shiftMonth(current.first, -back);
    await db.transaction(async (tx) => {
      const marked = await tx
        .insert(analyticClosedMonths)
        .values({ month })
        .onConflictDoNothing()
        .returning({ month: analyticClosedMonths.month });
      if (marked.length === 0) return;
      const rows = latest.map((count) => {
        const rng = createRng(mixSeed(back, count.dealer_id, count.ratio.length, count.ratio.charCodeAt(0)));
        return { month, dealer_id: count.dealer_id, ratio: count.ratio, ...pastCount(count, back, rng) };
      });
      if (rows.length > 0) await tx.insert(analyticMonths).values(rows);
      const euro4Rows = euro4.map((count) => {
        const rng = createRng(mixSeed(back, count.dealer_id, count.ratio.length, 0xe4));
        return { month, dealer_id: count.dealer_id, ratio: count.ratio, ...pastCount(count, back, rng) };
      });
      if (euro4Rows.length > 0) await tx.insert(analyticEuro4Months).values(euro4Rows);
    });
  }
  await db.execute(sql`ANALYZE analytic_months`);
}
