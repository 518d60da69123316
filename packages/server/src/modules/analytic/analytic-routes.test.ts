import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  analyticPath,
  DEALER_RANKING_PATH,
  REALM_ID,
  type AnalyticPage,
  type AnalyticRatio,
  type DealerRanking,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { closePreviousMonth } from './analytic-snapshots.js';
import { monthAt, shiftMonth } from './ratio-counts.js';

const ZONE = 'Asia/Jakarta';
const DAY_MS = 86_400_000;
let t: TestApp;
let dealerId = 0;
let groupId = 0;
let areaId = 0;
const now = Date.now();
const current = monthAt(now, ZONE);
const year = Number(current.first.slice(0, 4));
const month = Number(current.first.slice(5, 7));
const previous = shiftMonth(current.first, -1);
/** A day of the month in progress, before today (or today on the 1st). */
const thisMonthDay = current.first;
const longAgo = new Date(now - 120 * DAY_MS).toISOString();

const iso = (ms: number) => new Date(ms).toISOString();

async function exec(query: ReturnType<typeof sql>) {
  await t.ctx.database.db.execute(query);
}

/**
 * A dealer of its own (its own group and area), with two customers and a third whose only active
 * truck is still registering; their trucks in every state the ratios tell apart. Hand count, for the
 * month in progress: registered 6 (C2 is still registering), activated 4 (A1, A2, A3, B1), reporting
 * this month 3 (A1, A2, B1; A3 last reported 40 days ago), not updated for 2 days 1 (A3), customers with an activated truck 2 (A, B),
 * of whom signed in this month 1 (A); retail sales this month 3 (A1, A2, C1), of them activated 2.
 */
async function seedDealerFleet(): Promise<void> {
  const [group] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`INSERT INTO dealer_groups (code, name) VALUES ('GRP-TEST', 'Test group') RETURNING id`,
  );
  const [area] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`INSERT INTO org_areas (code, name) VALUES ('AREA-TEST', 'Test area') RETURNING id`,
  );
  groupId = group?.id ?? 0;
  areaId = area?.id ?? 0;
  const org = async (code: string, realm: number, dealer: number | null) =>
    (
      await queryRows<{ id: number }>(
        t.ctx.database.db,
        sql`INSERT INTO organizations (code, name, realm_id, dealer_id, dealer_group_id, org_area_id)
          VALUES (${code}, ${code}, ${realm}, ${dealer},
            ${realm === REALM_ID.dealer ? groupId : null}, ${realm === REALM_ID.dealer ? areaId : null})
          RETURNING id`,
      )
    )[0]?.id ?? 0;
  dealerId = await org('DLR-TEST', REALM_ID.dealer, null);
  const a = await org('CUS-TEST-A', REALM_ID.customer, dealerId);
  const b = await org('CUS-TEST-B', REALM_ID.customer, dealerId);
  const c = await org('CUS-TEST-C', REALM_ID.customer, dealerId);
  const activatedOn = iso(now - 60 * DAY_MS).slice(0, 10);
  const trucks: [string, number, string, string | null, 'registered' | 'registering', number | null][] = [
    // imei suffix, organisation, activation code, activation date, registration, last record (ms ago)
    ['A1', a, '2', activatedOn, 'registered', 60_000],
    ['A2', a, '2', activatedOn, 'registered', 600_000],
    ['A3', a, '2', activatedOn, 'registered', 40 * DAY_MS],
    ['B1', b, '2', activatedOn, 'registered', 120_000],
    ['B2', b, '1', activatedOn, 'registered', 60_000],
    ['C1', c, '0', null, 'registered', null],
    ['C2', c, '2', activatedOn, 'registering', 60_000],
  ];
  for (const [suffix, owner, code, activated, registration, age] of trucks) {
    const imei = `3577700000000${10 + trucks.findIndex((truck) => truck[0] === suffix)}`;
    await exec(sql`INSERT INTO vehicles (imei, organization_id, vehicle_name, chassis_number, activation_status,
        activation_date, registration_status, created_at)
      VALUES (${imei}, ${owner}, ${`Ratio ${suffix}`}, ${`CH-RATIO-${suffix}`}, ${code}, ${activated}, ${registration}, ${longAgo})`);
    if (age !== null)
      await exec(
        sql`INSERT INTO vehicle_state (imei, time, lat, lng) VALUES (${imei}, ${iso(now - age)}, -6.2, 106.8)`,
      );
  }
  await exec(sql`INSERT INTO login_logs (username, organization_id, status, created_at)
    VALUES ('ratio.a', ${a}, 'success', ${iso(now - 1_000)}), ('ratio.b', ${b}, 'wrong_credentials', ${iso(now - 1_000)})`);
  for (const suffix of ['A1', 'A2', 'C1'])
    await exec(sql`INSERT INTO retail_sales (chassis_number, dealer_id, sold_on)
      VALUES (${`CH-RATIO-${suffix}`}, ${dealerId}, ${thisMonthDay})`);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDealerFleet();
});
afterAll(() => t.close());

const ask = async (username: string, ratio: AnalyticRatio, query: string) =>
  getAs(t.app, await t.tokenOf(username), `${analyticPath(ratio)}?${query}`);
const page = async (username: string, ratio: AnalyticRatio, query: string) =>
  bodyOf<AnalyticPage>(await ask(username, ratio, query)).result;
const thisMonth = async (ratio: AnalyticRatio, query = `year=${year}&dealer_id=${dealerId}`) =>
  (await page('admin', ratio, query)).data.find((record) => record.live);

describe('the five monthly ratios', () => {
  it('count the month in progress as defined, against a hand-counted dealer', async () => {
    expect(await thisMonth('vehicle_activation_ratio')).toMatchObject({ numerator: 4, denominator: 6, ratio: 66.7 });
    expect(await thisMonth('vehicle_engagement_ratio')).toMatchObject({ numerator: 3, denominator: 4, ratio: 75 });
    expect(await thisMonth('vehicle_not_update_ratio')).toMatchObject({ numerator: 1, denominator: 4, ratio: 25 });
    expect(await thisMonth('customer_engagement_ratio')).toMatchObject({ numerator: 1, denominator: 2, ratio: 50 });
    expect(await thisMonth('retail_sales_activation_ratio')).toMatchObject({
      numerator: 2,
      denominator: 3,
      ratio: 66.7,
    });
    // The dealer's group and area hold this dealer alone: the same figures.
    expect(await thisMonth('vehicle_activation_ratio', `year=${year}&dealer_group_id=${groupId}`)).toMatchObject({
      numerator: 4,
      denominator: 6,
    });
    expect(await thisMonth('customer_engagement_ratio', `year=${year}&dealer_area_id=${areaId}`)).toMatchObject({
      numerator: 1,
      denominator: 2,
    });
  });

  it("answer the year's months up to the one in progress, sorted, the past ones from the demo's history", async () => {
    const answer = await page('admin', 'vehicle_activation_ratio', `year=${year}`);
    expect(answer.data.map((record) => record.month)).toEqual(Array.from({ length: month }, (_, i) => i + 1));
    expect(answer.data.map((record) => record.live)).toEqual(Array.from({ length: month }, (_, i) => i === month - 1));
    const lastYear = await page('admin', 'vehicle_engagement_ratio', `year=${year - 1}`);
    expect(lastYear.data).toHaveLength(12);
    expect(lastYear.data.every((record) => !record.live && record.denominator > 0 && record.ratio !== null)).toBe(true);
    expect((await page('admin', 'vehicle_engagement_ratio', `year=${year + 1}`)).data).toEqual([]);
  });

  it('keep a closed month as it was when the fleet changes afterwards', async () => {
    // The demo seeded the closed months; close the last one again from today's fleet.
    await exec(sql`DELETE FROM analytic_months WHERE month = ${previous}`);
    await exec(sql`DELETE FROM analytic_closed_months WHERE month = ${previous}`);
    expect(await closePreviousMonth(t.ctx.database.db, ZONE, now)).toBe(true);
    expect(await closePreviousMonth(t.ctx.database.db, ZONE, now)).toBe(false);
    const [py, pm] = previous.split('-').map(Number);
    const closedMonth = async () =>
      (await page('admin', 'vehicle_activation_ratio', `year=${py}&dealer_id=${dealerId}`)).data.find(
        (record) => record.month === pm,
      );
    const before = await closedMonth();
    expect(before).toMatchObject({ numerator: 4, denominator: 6, live: false });
    await exec(sql`UPDATE vehicles SET activation_status = '2', activation_date = ${iso(now - 60 * DAY_MS).slice(0, 10)}
      WHERE chassis_number = 'CH-RATIO-B2'`);
    expect(await closedMonth()).toEqual(before);
    expect(await thisMonth('vehicle_activation_ratio')).toMatchObject({ numerator: 5, denominator: 6 });
    await exec(sql`UPDATE vehicles SET activation_status = '1' WHERE chassis_number = 'CH-RATIO-B2'`);
  });
});

describe('who may see which figures', () => {
  it('gives a dealer its own figures, its area and group totals, never another dealer', async () => {
    const jakarta = await orgIdByCode(t.ctx.database.db, 'DLR-JKT');
    const surabaya = await orgIdByCode(t.ctx.database.db, 'DLR-SBY');
    const [own] = await queryRows<{ area: number; grp: number }>(
      t.ctx.database.db,
      sql`SELECT org_area_id AS area, dealer_group_id AS grp FROM organizations WHERE id = ${jakarta}`,
    );
    const mine = await page('dealer', 'vehicle_activation_ratio', `year=${year}`);
    const asAdmin = await page('admin', 'vehicle_activation_ratio', `year=${year}&dealer_id=${jakarta}`);
    expect(mine.data.at(-1)).toEqual(asAdmin.data.at(-1));
    expect((await ask('dealer', 'vehicle_activation_ratio', `year=${year}&dealer_id=${jakarta}`)).statusCode).toBe(200);
    expect(
      (await ask('dealer', 'vehicle_activation_ratio', `year=${year}&dealer_area_id=${own?.area}`)).statusCode,
    ).toBe(200);
    expect(
      (await ask('dealer', 'vehicle_engagement_ratio', `year=${year}&dealer_group_id=${own?.grp}`)).statusCode,
    ).toBe(200);
    for (const query of [
      `dealer_id=${surabaya}`,
      `dealer_id=${dealerId}`,
      `dealer_area_id=${areaId}`,
      `dealer_group_id=${groupId}`,
    ]) {
      const ratio = query.startsWith('dealer_area') ? 'vehicle_activation_ratio' : 'vehicle_engagement_ratio';
      const refused = await ask('dealer', ratio, `year=${year}&${query}`);
      expect([refused.statusCode, bodyOf(refused).code], query).toEqual([403, 'forbidden']);
    }
  });

  it('refuses those without view_analytics, and anyone signed out', async () => {
    for (const username of ['customer', 'leasing', 'driver', 'euro4'])
      expect((await ask(username, 'customer_engagement_ratio', `year=${year}`)).statusCode, username).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${analyticPath('vehicle_activation_ratio')}?year=${year}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the query of each ratio', () => {
  it('takes one filter, only those its ratio allows, and a dealer, group or area that exists', async () => {
    const both = await ask(
      'admin',
      'vehicle_activation_ratio',
      `year=${year}&dealer_id=${dealerId}&dealer_area_id=${areaId}`,
    );
    expect([both.statusCode, bodyOf(both).code]).toEqual([400, 'analytic_one_filter']);
    for (const [ratio, filter] of [
      ['vehicle_engagement_ratio', 'dealer_area_id'],
      ['retail_sales_activation_ratio', 'dealer_group_id'],
      ['retail_sales_activation_ratio', 'dealer_area_id'],
    ] as const) {
      const refused = await ask('admin', ratio, `year=${year}&${filter}=${areaId}`);
      expect([refused.statusCode, bodyOf(refused).code], `${ratio} ${filter}`).toEqual([400, 'unknown_field']);
    }
    const customerAsDealer = await ask(
      'admin',
      'vehicle_activation_ratio',
      `year=${year}&dealer_id=${await orgIdByCode(t.ctx.database.db, 'CUS-LOGNUS')}`,
    );
    expect([customerAsDealer.statusCode, bodyOf(customerAsDealer).code]).toEqual([404, 'analytic_dealer_unknown']);
    expect((await ask('admin', 'vehicle_activation_ratio', `year=${year}&dealer_area_id=99999`)).statusCode).toBe(404);
    expect((await ask('admin', 'vehicle_activation_ratio', 'year=1999')).statusCode).toBe(400);
    expect((await ask('admin', 'vehicle_activation_ratio', '')).statusCode).toBe(400);
  });
});

describe('the ranking of dealers', () => {
  const rank = async (username: string, query: string) =>
    getAs(t.app, await t.tokenOf(username), `${DEALER_RANKING_PATH}?year=${year}&month=${month}&${query}`);

  it('puts the best ratio of the month first, to the brand only', async () => {
    const answer = bodyOf<DealerRanking>(await rank('admin', 'ratio=vehicle_activation_ratio')).result;
    expect(answer).toMatchObject({ period: current.first.slice(0, 7), live: true });
    const ratios = answer.data.map((row) => row.ratio);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    expect(answer.data.map((row) => row.rank)).toEqual(answer.data.map((_, i) => i + 1));
    expect(answer.data.find((row) => row.dealer_id === dealerId)).toMatchObject({
      dealer_name: 'DLR-TEST',
      numerator: 4,
      denominator: 6,
      ratio: 66.7,
    });
    const inArea = bodyOf<DealerRanking>(
      await rank('admin', `ratio=vehicle_activation_ratio&dealer_area_id=${areaId}`),
    );
    expect(inArea.result.data.map((row) => row.dealer_id)).toEqual([dealerId]);
    // Fewer not-updated vehicles is better: the lowest share first.
    const stale = bodyOf<DealerRanking>(await rank('admin', 'ratio=vehicle_not_update_ratio')).result.data;
    expect(stale.map((row) => row.ratio)).toEqual(stale.map((row) => row.ratio).sort((a, b) => a - b));
    const refused = await rank('dealer', 'ratio=vehicle_activation_ratio');
    expect([refused.statusCode, bodyOf(refused).code]).toEqual([403, 'forbidden']);
    expect((await rank('admin', 'ratio=fuel_ratio')).statusCode).toBe(400);
  });
});
