import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_PERFORMANCE_PATH as PATH, type DealerPerformance } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { analyticMonths, retailSales } from '../analytic/analytic-tables.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
let jkt = 0;
let sby = 0;
const YEAR = 2004;

/** A truck sold on `sold` and, when `activated` is given, activated that day (or only invited). */
type Sale = { chassis: string; dealer: () => number; sold: string; activated?: string; invited?: boolean };

// Hand-counted: Jakarta sold 4 in 2004, 2 activated (after 3 and 9 days: median 6), 1 more invited;
// Surabaya sold 2, both activated (after 1 and 2 days: median 1.5). Surabaya ranks first (100 % against 50 %).
const SALES: Sale[] = [
  { chassis: 'PERF-J1', dealer: () => jkt, sold: '2004-03-01', activated: '2004-03-04' },
  { chassis: 'PERF-J2', dealer: () => jkt, sold: '2004-03-10', activated: '2004-03-19' },
  { chassis: 'PERF-J3', dealer: () => jkt, sold: '2004-05-02', invited: true },
  { chassis: 'PERF-J4', dealer: () => jkt, sold: '2004-06-15' },
  { chassis: 'PERF-S1', dealer: () => sby, sold: '2004-07-01', activated: '2004-07-02' },
  { chassis: 'PERF-S2', dealer: () => sby, sold: '2004-08-01', activated: '2004-08-03' },
];

beforeAll(async () => {
  t = await buildTestApp();
  jkt = await orgIdOf(t.ctx, 'DLR-JKT');
  sby = await orgIdOf(t.ctx, 'DLR-SBY');
  const owner = await orgIdOf(t.ctx, 'CUS-LOGNUS');
  const { db } = t.ctx.database;
  await db
    .insert(retailSales)
    .values(SALES.map((sale) => ({ chassis_number: sale.chassis, dealer_id: sale.dealer(), sold_on: sale.sold })));
  await db.insert(vehicles).values(
    SALES.map((sale, index) => ({
      imei: `35788000000${5100 + index}`,
      organization_id: owner,
      vehicle_name: sale.chassis,
      chassis_number: sale.chassis,
      activation_status: sale.activated ? '2' : '0',
      activation_date: sale.activated ?? null,
      activation_invited_at: sale.invited ? new Date('2004-05-03T00:00:00Z') : null,
    })),
  );
  await db.insert(analyticMonths).values({
    month: '2004-03-01',
    dealer_id: jkt,
    ratio: 'retail_sales_activation_ratio',
    numerator: 1,
    denominator: 2,
  });
});
afterAll(() => t.close());

const get = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), url);

describe('dealer performance', () => {
  it('counts, ranks and trends every dealer for the brand', async () => {
    const answer = bodyOf<DealerPerformance>(await get('admin', `${PATH}?year=${YEAR}`)).result;
    expect(answer).toMatchObject({ year: YEAR, ranked: 2 });
    const rows = answer.data.map(({ trend: _trend, ...row }) => row);
    expect(rows).toEqual([
      {
        dealer_id: sby,
        dealer_name: 'Dealer Surabaya',
        dealer_code: 'DLR-SBY',
        sold: 2,
        invited: 2,
        activated: 2,
        ratio: 100,
        median_days: 1.5,
        rank: 1,
      },
      {
        dealer_id: jkt,
        dealer_name: 'Dealer Jakarta Timur',
        dealer_code: 'DLR-JKT',
        sold: 4,
        invited: 3,
        activated: 2,
        ratio: 50,
        median_days: 6,
        rank: 2,
      },
    ]);
    const trend = answer.data[1]?.trend ?? [];
    expect(trend).toHaveLength(12);
    expect(trend[2]).toEqual({ period: '2004-03', ratio: 50 });
    expect(trend[3]).toEqual({ period: '2004-04', ratio: null });
  });

  it('shows a dealer only itself, with its rank among all, and refuses a customer', async () => {
    const own = bodyOf<DealerPerformance>(await get('dealer', `${PATH}?year=${YEAR}`)).result;
    expect(own.ranked).toBe(2);
    expect(own.data.map((row) => [row.dealer_id, row.rank, row.sold])).toEqual([[jkt, 2, 4]]);
    expect(JSON.stringify(own)).not.toContain('Surabaya');
    expect((await get('customer', `${PATH}?year=${YEAR}`)).statusCode).toBe(403);
  });

  it('answers an empty year with nothing ranked, and refuses a year out of range', async () => {
    const empty = bodyOf<DealerPerformance>(await get('admin', `${PATH}?year=2005`)).result;
    expect(empty.ranked).toBe(0);
    expect(empty.data.every((row) => row.sold === 0 && row.rank === null && row.ratio === null)).toBe(true);
    expect((await get('admin', `${PATH}?year=1999`)).statusCode).toBe(400);
    expect((await get('admin', `${PATH}?year=2004&dealer=1`)).statusCode).toBe(400);
  });
});
