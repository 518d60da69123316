import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EURO4_PATHS,
  REALM_ID,
  type AnalyticPage,
  type Euro4DealerPage,
  type Euro4Summary,
  type Euro4VehiclePage,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { finishedDownload } from '../../test-support/downloads.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { DAY_MS, insertVehicle } from '../../test-support/vehicle-fixtures.js';
import { closePreviousMonth } from '../analytic/analytic-snapshots.js';
import { monthAt, shiftMonth } from '../analytic/ratio-counts.js';

const ZONE = 'Asia/Jakarta';
let t: TestApp;
let dealerId = 0;

/**
 * A dealer of its own with one customer and, hand counted: Euro 4 trucks E1 moving, E2 idling, E3
 * silent 40 days, E4 an inactive device, E5 off and jammed (abnormal), E7 never reported; E6 is a
 * Euro 2 truck and not counted. Units 6; activated 4 (E3 and E7 are not); reporting today 3 (E1, E2,
 * E5); not updated 2 (E3, E7; E4 counts as inactive); abnormal 1 (E5).
 */
async function seedEuro4Dealer(): Promise<void> {
  const { db } = t.ctx.database;
  const org = async (code: string, realm: number, dealer: number | null) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO organizations (code, name, realm_id, dealer_id) VALUES (${code}, ${code}, ${realm}, ${dealer})
          RETURNING id`,
      )
    )[0]?.id ?? 0;
  dealerId = await org('DLR-EU4-TEST', REALM_ID.dealer, null);
  await org('CUS-EU4-TEST', REALM_ID.customer, dealerId);
  const owner = 'CUS-EU4-TEST';
  const minute = 60_000;
  await insertVehicle(t.ctx, {
    imei: '359990000000001',
    org: owner,
    name: 'Eu4 one',
    state: { ageMs: minute, speed: 40, props: { ign: 1 } },
  });
  await insertVehicle(t.ctx, {
    imei: '359990000000002',
    org: owner,
    name: 'Eu4 two',
    euro_std: 'Euro 4',
    state: { ageMs: minute, props: { ign: 1 } },
  });
  await insertVehicle(t.ctx, {
    imei: '359990000000003',
    org: owner,
    name: 'Eu4 three',
    state: { ageMs: 40 * DAY_MS, props: { ign: 0 } },
  });
  await insertVehicle(t.ctx, {
    imei: '359990000000004',
    org: owner,
    name: 'Eu4 four',
    device_status: 'inactive',
    state: null,
  });
  await insertVehicle(t.ctx, {
    imei: '359990000000005',
    org: owner,
    name: 'Eu4 five',
    state: { ageMs: minute, props: { ign: 0, jamming: 1 } },
  });
  await insertVehicle(t.ctx, {
    imei: '359990000000006',
    org: owner,
    name: 'Eu2 six',
    euro_std: 'euro2',
    state: { ageMs: minute },
  });
  await insertVehicle(t.ctx, { imei: '359990000000007', org: owner, name: 'Eu4 seven', state: null });
  await db.execute(
    sql`UPDATE vehicles SET activation_status = '1' WHERE imei IN ('359990000000003', '359990000000007')`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'armada-euro4-'));
beforeAll(async () => {
  t = await buildTestApp({ dataDir });
  await seedEuro4Dealer();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ask = async (username: string, path: string) => getAs(t.app, await t.tokenOf(username), path);
const result = async <T>(username: string, path: string) => {
  const answer = await ask(username, path);
  expect(answer.statusCode, `${username} ${path}`).toBe(200);
  return bodyOf<T>(answer).result;
};
const dealers = (query = '', perPage = 1000) =>
  result<Euro4DealerPage>('euro4', `${EURO4_PATHS.dealers}?count_perpage=${perPage}${query}`);
const vehicles = (query: string) =>
  result<Euro4VehiclePage>('euro4', `${EURO4_PATHS.vehicles}?count_perpage=1000&dealer_id=${dealerId}${query}`);
const names = (page: Euro4VehiclePage) => page.data.map((v) => v.vehicle_name);

describe('the Euro 4 dealers', () => {
  it("count a dealer's Euro 4 trucks as hand counted, its Euro 2 truck left out", async () => {
    const page = await dealers('&search=eu4-test');
    expect(page.data).toEqual([
      {
        dealer_id: dealerId,
        dealer_name: 'DLR-EU4-TEST',
        units: 6,
        activated: 4,
        reporting_today: 3,
        not_updated: 2,
        abnormal: 1,
      },
    ]);
  });

  it('sort and page, and the summary adds up to the dealers', async () => {
    const all = await dealers('&sort=-units');
    const units = all.data.map((d) => d.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    const paged = await dealers('&sort=-units&page=2', 1);
    expect(paged).toMatchObject({ total_data: all.total_data, page: 2, limit: 1 });
    expect(paged.data[0]?.dealer_id).toBe(all.data[1]?.dealer_id);
    const summary = await result<Euro4Summary>('euro4', EURO4_PATHS.summary);
    const sum = (key: 'units' | 'not_updated' | 'reporting_today') =>
      all.data.reduce((total, dealer) => total + dealer[key], 0);
    expect(summary.units).toBe(sum('units'));
    expect(summary.not_updated).toBe(sum('not_updated'));
    expect(summary.reporting_today).toBe(sum('reporting_today'));
    expect(Object.values(summary.movement).reduce((a, b) => a + b, 0)).toBe(summary.units);
    expect(Object.values(summary.health).reduce((a, b) => a + b, 0)).toBe(summary.units);
    expect(summary.abnormal_types.jamming).toBeGreaterThanOrEqual(1);
    expect(summary.top_not_updated.find((d) => d.dealer_id === dealerId)).toEqual({
      dealer_id: dealerId,
      dealer_name: 'DLR-EU4-TEST',
      units: 6,
      not_updated: 2,
    });
  });
});

describe("a dealer's Euro 4 trucks", () => {
  it('list movement, health, customer and dealer, sorted by name', async () => {
    const page = await vehicles('');
    expect(names(page)).toEqual(['Eu4 five', 'Eu4 four', 'Eu4 one', 'Eu4 seven', 'Eu4 three', 'Eu4 two']);
    expect(page.data.find((v) => v.vehicle_name === 'Eu4 five')).toMatchObject({
      movement: 'off',
      abnormal_status: 'abnormal',
      abnormal_type: ['jamming'],
      customer_name: 'CUS-EU4-TEST',
      dealer_id: dealerId,
      dealer_name: 'DLR-EU4-TEST',
    });
    expect(page.data.find((v) => v.vehicle_name === 'Eu4 one')?.location).toEqual(expect.any(String));
  });

  it('filter by movement, health, abnormal kind, state and search, and sort by the last update', async () => {
    expect(names(await vehicles('&type=moving'))).toEqual(['Eu4 one']);
    expect(names(await vehicles('&type=notupdate'))).toEqual(['Eu4 seven', 'Eu4 three']);
    expect(names(await vehicles('&type=inactive'))).toEqual(['Eu4 four']);
    expect(names(await vehicles('&health=notupdate'))).toEqual(['Eu4 four', 'Eu4 seven', 'Eu4 three']);
    expect(names(await vehicles('&health=abnormal&abnormal_type=jamming'))).toEqual(['Eu4 five']);
    expect(names(await vehicles('&health=normal'))).toEqual(['Eu4 one', 'Eu4 two']);
    expect(names(await vehicles('&state=activated'))).toEqual(['Eu4 five', 'Eu4 four', 'Eu4 one', 'Eu4 two']);
    expect(names(await vehicles('&state=reporting_today'))).toEqual(['Eu4 five', 'Eu4 one', 'Eu4 two']);
    expect(names(await vehicles('&search=359990000000002'))).toEqual(['Eu4 two']);
    expect(names(await vehicles('&sort=-time')).at(-1)).toMatch(/^Eu4 (four|seven)$/);
    expect(names(await vehicles('&sort=-time'))[3]).toBe('Eu4 three');
  });

  it("download as a file every truck the list's filters match, paging aside", async () => {
    const started = await result<{ id: string }>(
      'euro4',
      `${EURO4_PATHS.download}?dealer_id=${dealerId}&type=notupdate&count_perpage=1`,
    );
    expect(await finishedDownload(t.ctx.database.db, started.id)).toEqual({ status: 'done', rows: 2 });
    expect((await ask('dealer', `${EURO4_PATHS.download}?dealer_id=${dealerId}`)).statusCode).toBe(403);
  });

  it('refuse a bad filter with a 400', async () => {
    for (const query of ['&type=flying', '&health=sick', '&sort=imei', '&dealer_id=-1', '&colour=red']) {
      expect((await ask('euro4', `${EURO4_PATHS.vehicles}?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('the Euro 4 monthly ratios', () => {
  it('count the month in progress over Euro 4 trucks, and keep the closed month stored', async () => {
    const now = Date.now();
    const current = monthAt(now, ZONE);
    const year = Number(current.first.slice(0, 4));
    const path = `${EURO4_PATHS.ratio}?year=${year}&ratio=vehicle_activation_ratio`;
    const live = (await result<AnalyticPage>('euro4', path)).data.find((m) => m.live);
    expect(live?.denominator).toBe((await dealers()).data.reduce((total, dealer) => total + dealer.units, 0));
    const previous = shiftMonth(current.first, -1);
    // E1 was registered before the last month ended; the demo's trucks and the others only today.
    await t.ctx.database.db.execute(
      sql`UPDATE vehicles SET created_at = now() - interval '70 days' WHERE imei = '359990000000001'`,
    );
    await t.ctx.database.db.execute(sql`DELETE FROM analytic_months WHERE month = ${previous}`);
    await t.ctx.database.db.execute(sql`DELETE FROM analytic_euro4_months WHERE month = ${previous}`);
    await t.ctx.database.db.execute(sql`DELETE FROM analytic_closed_months WHERE month = ${previous}`);
    expect(await closePreviousMonth(t.ctx.database.db, ZONE, now)).toBe(true);
    const [py, pm] = previous.split('-').map(Number);
    const closed = (
      await result<AnalyticPage>('admin', `${EURO4_PATHS.ratio}?year=${py}&ratio=vehicle_activation_ratio`)
    ).data.find((m) => m.month === pm);
    // Registered before the month ended: the trucks added by this test are not in it.
    const [registered] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM vehicles WHERE registration_status = 'registered'
        AND created_at < ${new Date(current.start).toISOString()}::timestamptz
        AND lower(btrim(euro_std)) ~ '^(euro[[:space:]_-]*)?(4|iv)$'`,
    );
    expect(closed).toMatchObject({ live: false, denominator: registered?.n });
    expect(registered?.n).toBeGreaterThan(0);
    const [mine] = await queryRows<{ denominator: number }>(
      t.ctx.database.db,
      sql`SELECT denominator FROM analytic_euro4_months
        WHERE month = ${previous} AND dealer_id = ${dealerId} AND ratio = 'vehicle_activation_ratio'`,
    );
    expect(mine?.denominator).toBe(1);
  });
});

describe("the Euro 4 ratios' past", () => {
  it("answer last year's twelve closed months from the demo's history, and refuse a bad ratio", async () => {
    const year = Number(monthAt(Date.now(), ZONE).first.slice(0, 4)) - 1;
    const page = await result<AnalyticPage>(
      'euro4',
      `${EURO4_PATHS.ratio}?year=${year}&ratio=vehicle_not_update_ratio`,
    );
    expect(page.data.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(page.data.every((m) => !m.live && m.denominator > 0 && m.ratio !== null)).toBe(true);
    const refused = await ask('euro4', `${EURO4_PATHS.ratio}?year=${year}&ratio=customer_engagement_ratio`);
    expect(refused.statusCode).toBe(400);
  });
});

describe('who may see the Euro 4 figures', () => {
  it('lets the euro4 realm and the brand in, refuses dealers, customers and anyone signed out', async () => {
    for (const username of ['euro4', 'admin'])
      expect((await ask(username, EURO4_PATHS.summary)).statusCode, username).toBe(200);
    for (const username of ['dealer', 'customer', 'leasing'])
      for (const path of Object.values(EURO4_PATHS)) {
        const refused = await ask(username, `${path}?year=2026&ratio=vehicle_activation_ratio`);
        expect(refused.statusCode, `${username} ${path}`).toBe(403);
      }
    const anonymous = await t.app.inject({ method: 'GET', url: EURO4_PATHS.summary });
    expect(anonymous.statusCode).toBe(401);
  });
});
