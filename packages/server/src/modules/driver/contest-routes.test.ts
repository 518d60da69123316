import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type {
  ContestArea,
  ContestDriverDetail,
  ContestDriverList,
  ContestParticipants,
  ContestTopCustomers,
  ContestTopDrivers,
} from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf, userRow } from '../../test-support/http-helpers.js';
import { driverDays, drivers } from './driver-tables.js';
import { localDayOf } from './driver-days.js';
import { refreshDriverBlocks } from './driver-blocks.js';

let t: TestApp;
const BASE = '/api/driver/contest';
const PERIOD = 'from=2026-03-01&to=2026-03-07';
const ids: Record<string, number> = {};

type Day = { km: number; overspeeds?: number; overspeedMin?: number };

async function driverWith(org: string, name: string, days: Day[]) {
  const organization_id = await orgIdOf(t.ctx, org);
  const [row] = await t.ctx.database.db
    .insert(drivers)
    .values({ organization_id, name, licence_number: `SIM-${name.length}` })
    .returning({ id: drivers.id });
  if (!row) throw new Error('driver not stored');
  await addDays(row.id, organization_id, days);
  return row.id;
}

async function addDays(driver_id: number, organization_id: number, days: Day[]) {
  await t.ctx.database.db.insert(driverDays).values(
    days.map((d, i) => ({
      driver_id,
      organization_id,
      day: `2026-03-0${i + 2}`,
      distance_m: d.km * 1000,
      overspeed_count: d.overspeeds ?? 0,
      overspeed_s: (d.overspeedMin ?? 0) * 60,
    })),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  // 200 km, 4 overspeeds, 10 minutes over: 87 (good). 120 km, 10 and 30: 42 (bad). 30 km: not scored.
  ids.a = await driverWith('CUS-LOGNUS', 'Uji Andi', [{ km: 150, overspeeds: 4, overspeedMin: 10 }, { km: 50 }]);
  ids.b = await driverWith('CUS-LOGNUS', 'Uji Budi', [{ km: 120, overspeeds: 10, overspeedMin: 30 }]);
  ids.c = await driverWith('CUS-LOGNUS', 'Uji Cahyo', [{ km: 30 }]);
  // 500 km clean: 100 (very good), at Dealer Surabaya's customer.
  ids.d = await driverWith('CUS-MAJU', 'Uji Dodi', [{ km: 500 }]);
  // The driver user's own driver: 300 km, 3 overspeeds: 96 (very good).
  const [slamet] = await t.ctx.database.db
    .select({ id: drivers.id, org: drivers.organization_id })
    .from(drivers)
    .where(eq(drivers.user_id, (await userRow(t.ctx, 'driver')).id));
  if (!slamet) throw new Error('the demo driver user has no driver');
  ids.me = slamet.id;
  await addDays(slamet.id, slamet.org, [{ km: 300, overspeeds: 3 }]);
  await refreshDriverBlocks(t.ctx.database.db, '2026-03-01', '2026-03-31');
});
afterAll(() => t.close());

const get = async <T>(username: string, path: string) => {
  const response = await getAs(t.app, await t.tokenOf(username), `${BASE}/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).result;
};
const status = async (username: string, path: string) =>
  (await getAs(t.app, await t.tokenOf(username), `${BASE}/${path}`)).statusCode;

describe('driver contest: top drivers', () => {
  it('ranks the brand drivers by score with the level distribution', async () => {
    const top = await get<ContestTopDrivers>('admin', `top_driver?${PERIOD}`);
    expect(top).toMatchObject({ from: '2026-03-01', to: '2026-03-07', drivers: 5, participants: 4 });
    expect(top.rows.map((r) => [r.rank, r.driver_id, r.score, r.level])).toEqual([
      [1, ids.d, 100, 'very_good'],
      [2, ids.me, 96, 'very_good'],
      [3, ids.a, 87, 'good'],
      [4, ids.b, 42, 'bad'],
    ]);
    expect(top.rows[2]).toMatchObject({
      name: 'Uji Andi',
      organization_name: 'PT Logistik Nusantara',
      distance_km: 200,
      overspeed_count: 4,
    });
    expect(top.levels).toEqual([
      { level: 'very_good', count: 2 },
      { level: 'good', count: 1 },
      { level: 'medium', count: 0 },
      { level: 'bad', count: 1 },
      { level: 'very_bad', count: 0 },
    ]);
  });

  it('sums the blocks of days from the block rollup and the single days from the days alike', async () => {
    // 26 February to 10 March: blocks of 2, 8 and 2 days (26 February, 28 February, 8 March), then 10 March alone.
    await t.ctx.database.db.insert(driverDays).values({
      driver_id: ids.c ?? 0,
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      day: '2026-03-10',
      distance_m: 100_000,
    });
    const week = await get<ContestTopDrivers>('admin', `top_driver?${PERIOD}`);
    const wide = await get<ContestTopDrivers>('admin', 'top_driver?from=2026-02-26&to=2026-03-10');
    const byDriver = (top: ContestTopDrivers) =>
      Object.fromEntries(top.rows.map((r) => [r.driver_id, [r.distance_km, r.score, r.overspeed_count]]));
    // The 8-day block (driver_blocks) gives what its days gave; Cahyo's 30 km of 2 March and the
    // single 100 km of 10 March (driver_days) make him a participant.
    expect(byDriver(wide)).toEqual({ ...byDriver(week), [ids.c ?? 0]: [130, 100, 0] });
    await t.ctx.database.db.delete(driverDays).where(eq(driverDays.day, '2026-03-10'));
  });

  it('keeps a dealer to its customers, a customer to its own, and filters by area', async () => {
    const dealer = await get<ContestTopDrivers>('dealer', `top_driver?${PERIOD}`);
    expect(dealer.rows.map((r) => r.driver_id)).toEqual([ids.me, ids.a, ids.b]);
    expect(dealer.drivers).toBe(4);
    expect((await get<ContestTopDrivers>('dealer2', `top_driver?${PERIOD}`)).rows.map((r) => r.driver_id)).toEqual([
      ids.d,
    ]);
    expect((await get<ContestTopDrivers>('customer2', `top_driver?${PERIOD}`)).rows.map((r) => r.driver_id)).toEqual([
      ids.d,
    ]);
    const areas = await get<ContestArea[]>('admin', 'list_area');
    const jatim = areas.find(
      (a) => a.area_name.toLowerCase().includes('jawa timur') || a.area_name.toUpperCase().includes('JATIM'),
    );
    expect(jatim).toBeDefined();
    const east = await get<ContestTopDrivers>('admin', `top_driver?${PERIOD}&area_id=${jatim?.id ?? 0}`);
    expect(east.rows.map((r) => r.driver_id)).toEqual([ids.d]);
    expect((await get<ContestTopDrivers>('dealer', `top_driver?${PERIOD}&area_id=${jatim?.id ?? 0}`)).rows).toEqual([]);
  });

  it('defaults to the period from 7 days ago to yesterday in the report zone', async () => {
    const now = Date.now();
    const top = await get<ContestTopDrivers>('admin', 'top_driver');
    expect(top.to).toBe(localDayOf(now - 86_400_000, 'Asia/Jakarta'));
    expect(top.from).toBe(localDayOf(now - 7 * 86_400_000, 'Asia/Jakarta'));
    expect(top.rows.some((r) => r.driver_id === ids.a)).toBe(false);
  });

  it('refuses bad input, no token, no permission', async () => {
    expect(await status('admin', 'top_driver?from=2026-03-07&to=2026-03-01')).toBe(400);
    expect(await status('admin', 'top_driver?from=2026-01-01&to=2026-12-31')).toBe(400);
    expect(await status('admin', 'top_driver?area_id=0')).toBe(400);
    expect(await status('admin', 'top_driver?colour=red')).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/top_driver` })).statusCode).toBe(401);
    expect(await status('callcenter', 'top_driver')).toBe(403);
    expect(await status('callcenter', 'list_area')).toBe(403);
  });
});

describe('driver contest: customers and dealers', () => {
  it('ranks customers by the distance-weighted score of their drivers, with is_participant', async () => {
    const top = await get<ContestTopCustomers>('admin', `top_customer?${PERIOD}&is_participant=true`);
    // Lognus: (96 × 300 + 87 × 200 + 42 × 120) / 620 = 82.6.
    expect(
      top.rows.map((r) => [r.rank, r.organization_name, r.score, r.level, r.participants, r.is_participant]),
    ).toEqual([
      [1, 'CV Maju Jaya', 100, 'very_good', 1, true],
      [2, 'PT Logistik Nusantara', 83, 'good', 3, true],
    ]);
    expect(top.rows[1]).toMatchObject({ dealer_name: 'Dealer Jakarta Timur', distance_km: 650 });
    const everyone = await get<ContestTopCustomers>('admin', `top_customer?${PERIOD}`);
    expect(everyone.rows.length).toBeGreaterThan(2);
    expect(everyone.rows.slice(2).every((r) => !r.is_participant && r.rank === null)).toBe(true);
    const own = await get<ContestTopCustomers>('customer', `top_customer?${PERIOD}`);
    expect(own.rows.map((r) => r.organization_name)).toEqual(['PT Logistik Nusantara']);
  });

  it('counts participants by dealer, within the caller reach', async () => {
    const byDealer = await get<ContestParticipants>('admin', `participant_by_dealer?${PERIOD}`);
    const jkt = byDealer.rows.find((r) => r.dealer_name === 'Dealer Jakarta Timur');
    const sby = byDealer.rows.find((r) => r.dealer_name === 'Dealer Surabaya');
    expect(jkt?.participants).toBe(3);
    expect(sby?.participants).toBe(1);
    const lognusDrivers = (
      await t.ctx.database.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.organization_id, await orgIdOf(t.ctx, 'CUS-LOGNUS')))
    ).length;
    const sinarDrivers = (
      await t.ctx.database.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.organization_id, await orgIdOf(t.ctx, 'CUS-SINAR')))
    ).length;
    expect(jkt).toMatchObject({ customers: 2, drivers: lognusDrivers + sinarDrivers });
    const dealer = await get<ContestParticipants>('dealer', `participant_by_dealer?${PERIOD}`);
    expect(dealer.rows.map((r) => r.dealer_name)).toEqual(['Dealer Jakarta Timur']);
  });
});

describe('driver contest: driver list and detail', () => {
  it('lists the drivers who drove, scored first, paged and searched', async () => {
    const list = await get<ContestDriverList>('dealer', `list_driver?${PERIOD}&limit=2`);
    expect(list.total).toBe(4);
    expect(list.rows.map((r) => r.driver_id)).toEqual([ids.me, ids.a]);
    const second = await get<ContestDriverList>('dealer', `list_driver?${PERIOD}&limit=2&page=2`);
    expect(second.rows.map((r) => [r.driver_id, r.rank, r.score])).toEqual([
      [ids.b, 3, 42],
      [ids.c, null, null],
    ]);
    const found = await get<ContestDriverList>('dealer', `list_driver?${PERIOD}&search=uji%20b`);
    expect(found.rows.map((r) => r.driver_id)).toEqual([ids.b]);
    expect((await get<ContestDriverList>('dealer2', `list_driver?${PERIOD}`)).rows.map((r) => r.driver_id)).toEqual([
      ids.d,
    ]);
  });

  it('details a driver: totals, per 100 km, deductions and advice, days', async () => {
    const detail = await get<ContestDriverDetail>('customer', `detail_driver?${PERIOD}&id=${ids.a ?? 0}`);
    expect(detail.driver).toMatchObject({ id: ids.a, name: 'Uji Andi' });
    expect(detail.standing).toMatchObject({ rank: 2, score: 87, level: 'good', is_me: false });
    expect(detail.participants).toBe(3);
    expect(detail.totals).toMatchObject({ distance_km: 200, overspeed_count: 4, overspeed_minutes: 10 });
    expect(detail.per_100km.overspeed).toBe(2);
    expect(detail.deductions).toEqual({ overspeed: 13, harsh: 0, idle: 0, night: 0, fatigue: 0, crash: 0 });
    expect(detail.advice).toEqual(['overspeed']);
    expect(detail.days).toEqual([
      { day: '2026-03-02', distance_km: 150, score: 83 },
      { day: '2026-03-03', distance_km: 50, score: 100 },
    ]);
    expect(detail.around).toEqual([]);
    expect(await status('customer2', `detail_driver?${PERIOD}&id=${ids.a ?? 0}`)).toBe(404);
    expect(await status('dealer2', `detail_driver?${PERIOD}&id=${ids.a ?? 0}`)).toBe(404);
    expect(await status('customer', `detail_driver?${PERIOD}`)).toBe(400);
  });

  it('shows the driver user only its own standing, the others around it anonymised', async () => {
    const top = await get<ContestTopDrivers>('driver', `top_driver?${PERIOD}`);
    expect(top.rows.map((r) => [r.rank, r.driver_id, r.is_me])).toEqual([
      [1, ids.me, true],
      [2, null, false],
      [3, null, false],
    ]);
    expect(top.rows[0]?.name).toBe('Slamet Riyadi');
    expect(top.rows.slice(1).every((r) => r.name === '' && r.organization_name === '')).toBe(true);
    const list = await get<ContestDriverList>('driver', `list_driver?${PERIOD}&search=Uji`);
    expect(list.rows.map((r) => [r.rank, r.is_me])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    const detail = await get<ContestDriverDetail>('driver', `detail_driver?${PERIOD}`);
    expect(detail.standing).toMatchObject({ rank: 1, score: 96, is_me: true, driver_id: ids.me });
    expect(detail.around).toHaveLength(3);
    expect(await status('driver', `detail_driver?${PERIOD}&id=${ids.a ?? 0}`)).toBe(403);
    expect(await status('driver', `top_customer?${PERIOD}`)).toBe(403);
    expect(await status('driver', `participant_by_dealer?${PERIOD}`)).toBe(403);
  });
});

async function sheetOf(username: string, path: string): Promise<unknown[][]> {
  const response = await getAs(t.app, await t.tokenOf(username), `${BASE}/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('driver contest: downloads', () => {
  it('answers the top drivers and customers as xlsx files', async () => {
    const drivers = await sheetOf('admin', `download_top_driver?${PERIOD}`);
    expect(drivers[0]?.slice(0, 3)).toEqual(['Rank', 'Driver', 'Customer']);
    expect(drivers.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([
      [1, 'Uji Dodi', 100],
      [2, 'Slamet Riyadi', 96],
      [3, 'Uji Andi', 87],
      [4, 'Uji Budi', 42],
    ]);
    const customers = await sheetOf('admin', `download_top_customer?${PERIOD}&is_participant=true`);
    expect(customers.slice(1).map((r) => [r[1], r[6]])).toEqual([
      ['CV Maju Jaya', 100],
      ['PT Logistik Nusantara', 83],
    ]);
    const dealers = await sheetOf('dealer', `download_participant_by_dealer?${PERIOD}`);
    expect(dealers.slice(1).map((r) => [r[0], r[3]])).toEqual([['Dealer Jakarta Timur', 3]]);
  });

  it('downloads the shown page, or every row with all', async () => {
    expect((await sheetOf('dealer', `download_list_driver?${PERIOD}&limit=2`)).length).toBe(3);
    const all = await sheetOf('dealer', `download_list_driver?${PERIOD}&limit=2&all=true`);
    expect(all.slice(1).map((r) => r[1])).toEqual(['Slamet Riyadi', 'Uji Andi', 'Uji Budi', 'Uji Cahyo']);
    const detail = await sheetOf('customer', `download_detail_driver?${PERIOD}&id=${ids.a ?? 0}`);
    expect(detail.find((r) => r[0] === 'Score')?.[1]).toBe(87);
    expect(await status('customer2', `download_detail_driver?${PERIOD}&id=${ids.a ?? 0}`)).toBe(404);
    expect(await status('driver', `download_top_customer?${PERIOD}`)).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/download_top_driver` })).statusCode).toBe(401);
  });
});
