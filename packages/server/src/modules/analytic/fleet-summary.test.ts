import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { FLEET_SUMMARY_PATH, REALM_ID, type FleetSummary } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { dayOf } from '../../reports/report-days.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { createFleetSummaries } from './fleet-summary.js';

const ZONE = 'Asia/Jakarta';
const DAY_MS = 86_400_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const daysAgo = (days: number) => dayOf(now - days * DAY_MS, ZONE);
const imeiOf = (suffix: string) => `35778000000${suffix}`;

let t: TestApp;
let dealerId = 0;

async function exec(query: ReturnType<typeof sql>) {
  await t.ctx.database.db.execute(query);
}

/**
 * One dealer, one customer and six trucks whose last 14 days are counted by hand:
 * S1 500 km clean, 150 L (3.33 km/L), activated 5 days ago: score 100, very good;
 * S2 200 km, 4 overspeeds and 10 minutes over: 100 − (16 + 10) / 2 = 87, good; 100 L (2 km/L);
 * S3 100 km, a crash and a fatigue alert: 100 − 25 − 8 = 67, medium; silent for 3 days;
 * S4 30 km, 20 L: too little to score or to tell its km/L; never reported;
 * S5 400 km, but 20 days ago: outside the window; activation code '1';
 * S6 120 km, 10 overspeeds and 30 minutes over: 100 − 70 × 100/120 = 42, bad.
 * Alerts: two on S1 in the window, one older, and an info notice that is no alert.
 */
async function seedFleet(): Promise<void> {
  const org = async (code: string, realm: number, dealer: number | null) =>
    (
      await queryRows<{ id: number }>(
        t.ctx.database.db,
        sql`INSERT INTO organizations (code, name, realm_id, dealer_id) VALUES (${code}, ${code}, ${realm}, ${dealer})
          RETURNING id`,
      )
    )[0]?.id ?? 0;
  dealerId = await org('DLR-SUMMARY', REALM_ID.dealer, null);
  const customer = await org('CUS-SUMMARY', REALM_ID.customer, dealerId);
  const trucks: [string, string, number, number | null][] = [
    // suffix, activation code, activated days ago, last record days ago
    ['S1', '2', 5, 0],
    ['S2', '2', 60, 0],
    ['S3', '2', 60, 3],
    ['S4', '2', 60, null],
    ['S5', '1', 60, 0],
    ['S6', '2', 60, 0],
  ];
  for (const [suffix, code, activated, last] of trucks) {
    const imei = imeiOf(suffix.replace('S', '000'));
    await exec(sql`INSERT INTO vehicles (imei, organization_id, vehicle_name, vehicle_number, chassis_number,
        activation_status, activation_date, registration_status)
      VALUES (${imei}, ${customer}, ${`Summary ${suffix}`}, ${`B ${suffix}`}, ${`CH-SUM-${suffix}`}, ${code},
        ${daysAgo(activated)}, 'registered')`);
    if (last !== null)
      await exec(
        sql`INSERT INTO vehicle_state (imei, time, lat, lng) VALUES (${imei}, ${iso(now - last * DAY_MS - 60_000)}, -6.2, 106.8)`,
      );
  }
  const day = async (
    suffix: string,
    ago: number,
    km: number,
    fields: { engine_h?: number; overspeeds?: number; overspeed_min?: number; litres?: number } = {},
  ) =>
    exec(sql`INSERT INTO report_days (imei, day, distance_m, engine_s, overspeed_count, overspeed_s, fuel_used)
      VALUES (${imeiOf(suffix.replace('S', '000'))}, ${daysAgo(ago)}, ${km * 1000}, ${(fields.engine_h ?? 0) * 3600},
        ${fields.overspeeds ?? 0}, ${(fields.overspeed_min ?? 0) * 60}, ${fields.litres ?? null})`);
  await day('S1', 1, 300, { engine_h: 12, litres: 90 });
  await day('S1', 13, 200, { engine_h: 8, litres: 60 });
  await day('S2', 2, 200, { engine_h: 6, overspeeds: 4, overspeed_min: 10, litres: 100 });
  await day('S3', 4, 100, { engine_h: 3 });
  await day('S4', 1, 30, { engine_h: 1, litres: 20 });
  await day('S5', 20, 400, { engine_h: 10, litres: 100 });
  await day('S6', 3, 120, { engine_h: 4, overspeeds: 10, overspeed_min: 30 });
  const s3 = imeiOf('0003');
  await exec(sql`INSERT INTO report_segments (imei, kind, start_time, end_time, start_lat, start_lng, end_lat, end_lng, closed_at)
    VALUES (${s3}, 'crash', ${iso(now - 4 * DAY_MS)}, ${iso(now - 4 * DAY_MS + 1000)}, -6.2, 106.8, -6.2, 106.8, ${iso(now - 4 * DAY_MS)})`);
  const notice = (imei: string, filter: string, type: string, ago: number) =>
    exec(sql`INSERT INTO notifications (organization_id, filter, type, type_name, text, imei, created_at)
      VALUES (${customer}, ${filter}, ${type}, ${type}, ${type}, ${imei}, ${iso(now - ago)})`);
  await notice(s3, 'activity', 'fatigue_event', 4 * DAY_MS);
  await notice(imeiOf('0001'), 'activity', 'overspeed', DAY_MS);
  await notice(imeiOf('0001'), 'activity', 'vehicle_stop', 2 * DAY_MS);
  await notice(imeiOf('0001'), 'activity', 'overspeed', 20 * DAY_MS);
  await notice(imeiOf('0001'), 'info', 'info', DAY_MS);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedFleet();
});
afterAll(() => t.close());

const ask = async (username: string, query = '') =>
  getAs(t.app, await t.tokenOf(username), `${FLEET_SUMMARY_PATH}${query ? `?${query}` : ''}`);
const summaryOf = async (query: string) => bodyOf<FleetSummary>(await ask('admin', query)).result;

describe('GET analytic/fleet_summary/view_fleet_summary', () => {
  it('ranks the vehicles that drove most in the last 14 days', async () => {
    const summary = await summaryOf(`dealer_id=${dealerId}`);
    expect(summary).toMatchObject({ days: 14, from: daysAgo(13), to: daysAgo(0) });
    expect(summary.top_vehicles.map((v) => [v.vehicle_name, v.distance_km, v.engine_hours])).toEqual([
      ['Summary S1', 500, 20],
      ['Summary S2', 200, 6],
      ['Summary S6', 120, 4],
      ['Summary S3', 100, 3],
      ['Summary S4', 30, 1],
    ]);
    expect(summary.top_vehicles[0]).toMatchObject({ owner_name: 'CUS-SUMMARY', vehicle_number: 'B S1' });
  });

  it('names the units that used most fuel and those that went furthest per litre', async () => {
    const summary = await summaryOf(`dealer_id=${dealerId}`);
    expect(summary.fuel_most.map((u) => [u.vehicle_name, u.fuel_litres, u.km_per_litre])).toEqual([
      ['Summary S1', 150, 3.33],
      ['Summary S2', 100, 2],
      ['Summary S4', 20, null],
    ]);
    expect(summary.fuel_best.map((u) => u.vehicle_name)).toEqual(['Summary S1', 'Summary S2']);
  });

  it('scores each truck that drove enough and counts the levels', async () => {
    const summary = await summaryOf(`dealer_id=${dealerId}`);
    expect(summary.scored_vehicles).toBe(4);
    expect(summary.safety.map((band) => [band.level, band.count, band.vehicles.map((v) => v.score)])).toEqual([
      ['very_good', 1, [100]],
      ['good', 1, [87]],
      ['medium', 1, [67]],
      ['bad', 1, [42]],
      ['very_bad', 0, []],
    ]);
  });

  it("counts recent activations, silent vehicles and the window's alerts", async () => {
    expect(await summaryOf(`dealer_id=${dealerId}`)).toMatchObject({
      activated_recently: 1,
      not_updated: 2,
      alerts_recently: 3,
    });
  });

  it("adds the dealer's figures into the brand's", async () => {
    const brand = await summaryOf('');
    const dealer = await summaryOf(`dealer_id=${dealerId}`);
    // The brand's fleet holds the demo's trucks too: its lists reach at least as far as the dealer's.
    expect(brand.top_vehicles[0]?.distance_km ?? 0).toBeGreaterThanOrEqual(500);
    expect(brand.scored_vehicles).toBeGreaterThanOrEqual(dealer.scored_vehicles);
    for (const band of dealer.safety)
      expect(brand.safety.find((b) => b.level === band.level)?.count ?? 0).toBeGreaterThanOrEqual(band.count);
    expect(brand.alerts_recently).toBeGreaterThanOrEqual(dealer.alerts_recently);
    expect(brand.not_updated).toBeGreaterThanOrEqual(dealer.not_updated);
    expect(brand.activated_recently).toBeGreaterThanOrEqual(dealer.activated_recently);
  });

  it("refuses another dealer's figures to a dealer, and the summary to customers", async () => {
    const refused = await ask('dealer', `dealer_id=${dealerId}`);
    expect([refused.statusCode, bodyOf(refused).code]).toEqual([403, 'forbidden']);
    const own = bodyOf<FleetSummary>(await ask('dealer')).result;
    expect(own.top_vehicles.map((v) => v.vehicle_name)).not.toContain('Summary S1');
    for (const username of ['customer', 'leasing', 'driver'])
      expect((await ask(username)).statusCode, username).toBe(403);
  });

  it('refuses two filters at once and an unknown dealer', async () => {
    expect(bodyOf(await ask('admin', `dealer_id=${dealerId}&dealer_area_id=1`)).code).toBe('analytic_one_filter');
    expect(bodyOf(await ask('admin', 'dealer_id=999999')).code).toBe('analytic_dealer_unknown');
  });
});

describe('the kept summaries', () => {
  it('answer the kept summary within its time, then the last one while a new one is counted', async () => {
    const summaries = createFleetSummaries(t.ctx.database.db, ZONE, 60_000);
    const top = async (at: number) => (await summaries([dealerId], at)).top_vehicles.map((v) => v.distance_km);
    const start = Date.now();
    expect(await top(start)).toEqual([500, 200, 120, 100, 30]);
    await exec(sql`UPDATE report_days SET distance_m = distance_m + 1000000 WHERE imei = ${imeiOf('0004')}`);
    expect(await top(start + 30_000)).toEqual([500, 200, 120, 100, 30]);
    // Past its time: the last summary at once, the new count for the next caller.
    expect(await top(start + 61_000)).toEqual([500, 200, 120, 100, 30]);
    await vi.waitFor(async () => expect((await top(start + 62_000))[0]).toBe(1030), { timeout: 20_000 });
    await exec(sql`UPDATE report_days SET distance_m = distance_m - 1000000 WHERE imei = ${imeiOf('0004')}`);
  });
});
