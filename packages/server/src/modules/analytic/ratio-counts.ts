import { sql, type SQL } from 'drizzle-orm';
import { NOT_UPDATED_AFTER_MS, REALM_ID, type AnalyticRatio } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { dayOf, dayStart } from '../../reports/report-days.js';

/** The counts behind one ratio for one dealer (0: no dealer) in one month. */
export type RatioCount = { dealer_id: number; ratio: AnalyticRatio; numerator: number; denominator: number };

/** A calendar month of the reports' zone: its first day, and its bounds as instants. */
export type Month = { first: string; start: number; end: number };

/** The first day of the month `months` after (or before) the one starting on `first` ('YYYY-MM-01'). */
export function shiftMonth(first: string, months: number): string {
  const [y = 0, m = 1] = first.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The month ('YYYY-MM-01') in the zone: first day, start and end. */
export function monthBounds(first: string, zone: string): Month {
  return { first, start: dayStart(first, zone), end: dayStart(shiftMonth(first, 1), zone) };
}

/** The month an instant falls in, in the zone. */
export const monthAt = (at: number, zone: string): Month => monthBounds(`${dayOf(at, zone).slice(0, 7)}-01`, zone);

/**
 * The vehicle's dealer: a customer's dealer, the dealer itself for the vehicles a dealer holds (its
 * pool), 0 for fleets no dealer serves (leasing companies, the brand's own realms).
 */
export const DEALER_OF = sql`CASE WHEN o.realm_id = ${REALM_ID.dealer} THEN o.id ELSE coalesce(o.dealer_id, 0) END`;

/** Whether vehicle `v` counts as activated on the day ('YYYY-MM-DD'). */
export const activatedBy = (day: string) => sql`(v.registration_status = 'registered' AND v.activation_status = '2'
    AND v.activation_date IS NOT NULL AND v.activation_date <= ${day}::date)`;

type Row = Record<string, number | string>;
const int = (value: number | string | undefined) => Number(value ?? 0);

/** The three counts the ratios come from: the vehicles, the retail sales and the customers. */
export const COUNT_PARTS = ['vehicles', 'sales', 'customers'] as const;
export type CountPart = (typeof COUNT_PARTS)[number];

/** Which count a ratio is read from. */
export const PART_OF: Readonly<Record<AnalyticRatio, CountPart>> = {
  vehicle_activation_ratio: 'vehicles',
  vehicle_engagement_ratio: 'vehicles',
  vehicle_not_update_ratio: 'vehicles',
  retail_sales_activation_ratio: 'sales',
  customer_engagement_ratio: 'customers',
};

/** The vehicles a count covers: the whole fleet, or only the Euro 4 trucks (the spec's spellings, as euroStd() reads them). */
export type VehicleSubset = 'all' | 'euro4';
const SUBSETS: Readonly<Record<VehicleSubset, SQL>> = {
  all: sql`true`,
  euro4: sql`lower(btrim(v.euro_std)) ~ '^(euro[[:space:]_-]*)?(4|iv)$'`,
};

/**
 * One part's counts per dealer for a month, as they stand at `at` (the month's end, or now for the
 * month in progress); definitions in docs/decisions.md ("Analytics"). A vehicle is activated when it
 * is registered, its activation code is '2' (Vehicle Active) and its activation date is on or before
 * the month's last day counted.
 */
export async function countPart(
  db: Db,
  part: CountPart,
  month: Month,
  zone: string,
  at: number,
  only: VehicleSubset = 'all',
): Promise<RatioCount[]> {
  const until = Math.min(at, month.end);
  const lastDay = dayOf(until - 1, zone);
  const start = new Date(month.start).toISOString();
  const untilIso = new Date(until).toISOString();
  const staleBefore = new Date(until - NOT_UPDATED_AFTER_MS).toISOString();
  const activated = activatedBy(lastDay);
  const counts: RatioCount[] = [];
  const add = (dealer: number | string | undefined, ratio: AnalyticRatio, numerator: number, denominator: number) =>
    counts.push({ dealer_id: int(dealer), ratio, numerator, denominator });

  if (part === 'vehicles') {
    const rows = await queryRows<Row>(
      db,
      sql`SELECT ${DEALER_OF} AS dealer_id,
          count(*) FILTER (WHERE v.registration_status = 'registered' AND v.created_at < ${untilIso}::timestamptz) AS registered,
          count(*) FILTER (WHERE ${activated} AND v.created_at < ${untilIso}::timestamptz) AS activated,
          count(*) FILTER (WHERE ${activated} AND s.time >= ${start}::timestamptz AND s.time < ${untilIso}::timestamptz) AS reporting,
          count(*) FILTER (WHERE ${activated} AND (s.time IS NULL OR s.time < ${staleBefore}::timestamptz)) AS not_updated
        FROM vehicles v
        JOIN organizations o ON o.id = v.organization_id
        LEFT JOIN vehicle_state s ON s.imei = v.imei
        WHERE ${SUBSETS[only]}
        GROUP BY 1`,
    );
    for (const row of rows) {
      add(row.dealer_id, 'vehicle_activation_ratio', int(row.activated), int(row.registered));
      add(row.dealer_id, 'vehicle_engagement_ratio', int(row.reporting), int(row.activated));
      add(row.dealer_id, 'vehicle_not_update_ratio', int(row.not_updated), int(row.activated));
    }
  } else if (part === 'sales') {
    const rows = await queryRows<Row>(
      db,
      sql`SELECT r.dealer_id, count(*) AS sold,
          count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM vehicles v WHERE v.chassis_number = r.chassis_number AND ${activated})) AS activated
        FROM retail_sales r
        WHERE r.sold_on >= ${month.first}::date AND r.sold_on <= ${lastDay}::date
        GROUP BY 1`,
    );
    for (const row of rows) add(row.dealer_id, 'retail_sales_activation_ratio', int(row.activated), int(row.sold));
  } else {
    const rows = await queryRows<Row>(
      db,
      sql`SELECT coalesce(o.dealer_id, 0) AS dealer_id, count(*) AS customers,
          count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM login_logs l WHERE l.organization_id = o.id AND l.status = 'success'
              AND l.created_at >= ${start}::timestamptz AND l.created_at < ${untilIso}::timestamptz)) AS engaged
        FROM organizations o
        WHERE o.realm_id = ${REALM_ID.customer}
          AND EXISTS (SELECT 1 FROM vehicles v WHERE v.organization_id = o.id AND ${activated})
        GROUP BY 1`,
    );
    for (const row of rows) add(row.dealer_id, 'customer_engagement_ratio', int(row.engaged), int(row.customers));
  }
  return counts;
}

/** Every ratio's counts per dealer for a month, as they stand at `at`. */
export async function countMonth(db: Db, month: Month, zone: string, at: number): Promise<RatioCount[]> {
  const parts = await Promise.all(COUNT_PARTS.map((part) => countPart(db, part, month, zone, at)));
  return parts.flat();
}
