import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { NOTIFICATION_LIST_PATH, type NotificationPage } from '@armada/domain';
import { notifications, vehicles } from '../../db/schema.js';
import { seedActivityNotifications } from '../../demo/activity/seed-activity.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
const orgs = new Map<string, number>();
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  for (const code of ['CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'LSG-ANDALAN']) orgs.set(code, await orgIdOf(t.ctx, code));
  const customer = await userRow(t.ctx, 'customer');
  const dealer = await userRow(t.ctx, 'dealer');
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);
  const base = { filter: 'info' as const, data: {} };
  await t.ctx.database.db.insert(notifications).values([
    { ...base, type: 'info', type_name: 'Info', text: 'Planned maintenance of the portal', created_at: at(0.01) },
    {
      ...base,
      user_id: customer.id,
      type: 'report_download',
      type_name: 'Report',
      text: 'Your trip report is ready',
      link: '/x.xlsx',
      created_at: at(0.02),
    },
    {
      ...base,
      user_id: dealer.id,
      type: 'report_download',
      type_name: 'Report',
      text: 'Dealer-only download',
      created_at: at(0.03),
    },
    {
      ...base,
      filter: 'promo',
      type: 'promo',
      type_name: 'Promo',
      text: 'Service discount for Logistik',
      organization_id: orgs.get('CUS-LOGNUS'),
      created_at: at(0.04),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const listAs = async (username: string, query = '') =>
  getAs(t.app, await t.tokenOf(username), `${NOTIFICATION_LIST_PATH}${query ? `?${query}` : ''}`);
const pageOf = async (username: string, query = '') => {
  const response = await listAs(username, query);
  expect(response.statusCode).toBe(200);
  return bodyOf<NotificationPage>(response).result;
};
const orgOfImeis = async () => {
  const rows = await t.ctx.database.db
    .select({ imei: vehicles.imei, org: vehicles.organization_id, leasing: vehicles.leasing_org_id })
    .from(vehicles);
  return new Map(rows.map((row) => [row.imei, row]));
};

describe('GET notification/notification/list_notification', () => {
  it("pages the caller's notifications newest first, with the global and their own ones", async () => {
    const first = await pageOf('customer', 'page=1&limit=10');
    expect(first).toMatchObject({ page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.total_data).toBeGreaterThan(10);
    const times = first.data.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const texts = first.data.map((row) => row.text);
    expect(texts).toEqual(expect.arrayContaining(['Planned maintenance of the portal', 'Your trip report is ready']));
    expect(texts).not.toContain('Dealer-only download');
    const second = await pageOf('customer', 'page=2&limit=10');
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    expect(Date.parse(second.data[0]?.created_at ?? '')).toBeLessThanOrEqual(times[9] ?? 0);
  });

  it('filters by tab, type and search over text, vehicle name and plate', async () => {
    const activity = await pageOf('customer', 'filter=activity&limit=200');
    expect(activity.total_data).toBeGreaterThan(0);
    expect(activity.data.every((row) => row.filter === 'activity' && row.imei && row.vehicle_name)).toBe(true);
    const stops = await pageOf('customer', 'filter=activity&type=vehicle_stop&limit=200');
    expect(stops.total_data).toBeGreaterThan(0);
    expect(stops.total_data).toBeLessThan(activity.total_data);
    expect(stops.data.every((row) => row.type === 'vehicle_stop')).toBe(true);
    const two = await pageOf('customer', 'filter=activity&type=vehicle_stop,overspeed&limit=200');
    expect(two.total_data).toBeGreaterThanOrEqual(stops.total_data);
    const sample = activity.data.find((row) => row.vehicle_number);
    const plate = sample?.vehicle_number ?? '';
    const byPlate = await pageOf('customer', `filter=activity&search=${encodeURIComponent(plate.toLowerCase())}`);
    expect(byPlate.total_data).toBeGreaterThan(0);
    expect(byPlate.data.every((row) => row.vehicle_number === plate)).toBe(true);
    const byText = await pageOf('customer', 'search=MAINTENANCE');
    expect(byText.data.map((row) => row.text)).toEqual(['Planned maintenance of the portal']);
    const promo = await pageOf('customer', 'filter=promo');
    expect(promo.data.every((row) => row.type === 'promo')).toBe(true);
    expect(promo.data.map((row) => row.text)).toContain('Service discount for Logistik');
  });

  it("never shows another organisation's notifications", async () => {
    const owners = await orgOfImeis();
    const ofOrg = (page: NotificationPage) =>
      page.data.filter((row) => row.imei).map((row) => owners.get(row.imei ?? '')?.org);
    const customer = await pageOf('customer', 'filter=activity&limit=200');
    expect(new Set(ofOrg(customer))).toEqual(new Set([orgs.get('CUS-LOGNUS')]));
    const maju = await pageOf('customer2', 'filter=activity&limit=200');
    expect(maju.total_data).toBeGreaterThan(0);
    expect(new Set(ofOrg(maju))).toEqual(new Set([orgs.get('CUS-MAJU')]));
    const majuPromo = await pageOf('customer2', 'filter=promo');
    expect(majuPromo.data.map((row) => row.text)).not.toContain('Service discount for Logistik');
    const dealer = await pageOf('dealer', 'filter=activity&limit=200');
    expect(new Set(ofOrg(dealer))).toEqual(new Set([orgs.get('CUS-LOGNUS'), orgs.get('CUS-SINAR')]));
    expect((await pageOf('dealer', 'search=download')).data.map((row) => row.text)).toEqual(['Dealer-only download']);
    const root = await pageOf('root', 'filter=activity&limit=1');
    expect(root.total_data).toBeGreaterThan(customer.total_data + maju.total_data);
  });

  it('shows a leasing company the events of the vehicles it leases, and nothing else of their owners', async () => {
    const owners = await orgOfImeis();
    const leasing = await pageOf('leasing', 'filter=activity&limit=200');
    const leased = [...owners.values()].filter((v) => v.leasing === orgs.get('LSG-ANDALAN')).map((v) => v.imei);
    const seeded = await t.ctx.database.db
      .select({ imei: notifications.imei })
      .from(notifications)
      .where(inArray(notifications.imei, leased));
    expect(leasing.total_data).toBeGreaterThan(0);
    expect(leasing.total_data).toBe(seeded.length);
    expect(leasing.data.every((row) => leased.includes(row.imei ?? ''))).toBe(true);
    const promo = await pageOf('leasing', 'filter=promo');
    expect(promo.data.map((row) => row.text)).not.toContain('Service discount for Logistik');
  });

  it('refuses bad input, no token and no list_notification', async () => {
    const bad = [
      'filter=news',
      'limit=0',
      'limit=1000',
      'page=0',
      'page=x',
      'type=teleport',
      'type=overspeed,,',
      `search=${'x'.repeat(101)}`,
    ];
    for (const query of bad) {
      const response = await listAs('customer', query);
      expect(response.statusCode, query).toBe(400);
      expect(bodyOf(response)).toMatchObject({ response: 400, code: 'bad_request' });
    }
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATION_LIST_PATH })).statusCode).toBe(401);
    expect((await listAs('driver')).statusCode).toBe(403);
  });

  it('seeds the demo activity history once', async () => {
    expect(await seedActivityNotifications(t.ctx.database.db, 60)).toBe(0);
  });

  // More vehicles match than the search lists by IMEI (200): it then asks them by subquery.
  it('searches by vehicle name alike when hundreds of vehicles match, within the scope', async () => {
    await t.ctx.database.exec(`
      INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name)
      SELECT 'QX' || lpad(g::text, 13, '0'), 1,
        (SELECT id FROM organizations WHERE code = CASE WHEN g % 2 = 0 THEN 'CUS-LOGNUS' ELSE 'CUS-MAJU' END),
        'Hauler QX-' || g
      FROM generate_series(1, 250) g;
      INSERT INTO notifications (organization_id, filter, type, type_name, text, imei, data)
      SELECT organization_id, 'activity', 'overspeed', 'Overspeed', 'Speeding', imei, '{}'
      FROM vehicles WHERE vehicle_name IN ('Hauler QX-8', 'Hauler QX-9');`);
    const names = (page: NotificationPage) => page.data.map((row) => row.vehicle_name).sort();
    expect(names(await pageOf('root', 'search=hauler%20qx'))).toEqual(['Hauler QX-8', 'Hauler QX-9']);
    expect(names(await pageOf('customer', 'search=hauler%20qx'))).toEqual(['Hauler QX-8']);
    expect(names(await pageOf('customer2', 'search=hauler%20qx-9'))).toEqual(['Hauler QX-9']);
    expect((await pageOf('customer', 'search=hauler%20qx-9')).data).toEqual([]);
  });
});
