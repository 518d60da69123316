import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { destination, type LngLat, type LocationRow, type MonthlyLocationRow, type ReportPage } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { ensurePartitions } from '../../ingest/partitions.js';
import { dayOf, dayStart } from '../../reports/report-days.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { callReport } from '../../test-support/report-calls.js';
import { buildTrack, storeSegmented, trackFreeVehicle } from '../../test-support/tracks.js';

const ZONE = 'Asia/Jakarta';
const DAY = 86_400_000;
let t: TestApp;
let imei: string;
const firstDay = dayOf(Date.now() - 2 * DAY, ZONE);
const start = dayStart(firstDay, ZONE) + 6 * 3_600_000;
const period = { start_date: firstDay, end_date: dayOf(Date.now() + DAY, ZONE) };

// The day: 20 minutes at the depot, 40 km east to a warehouse, 45 minutes there, 45 km on to a site it stays at.
const depot: LngLat = [106.8, -6.2];
const warehouse = destination(depot, 90, 40_000);
const site = destination(warehouse, 90, 45_000);
const ids = { depot: 0, warehouse: 0, site: 0, foreign: 0 };

async function organizationOf(code: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`SELECT id FROM organizations WHERE code = ${code}`,
  );
  if (!row) throw new Error(`no organisation ${code}`);
  return row.id;
}

/** A square geofence `half` degrees either side of a point, in a group of its own. */
async function squareGeofence(org: number, name: string, [lng, lat]: LngLat, half: number): Promise<number> {
  const ring = [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ];
  const [row] = await queryRows<{ id: number }>(
    t.ctx.database.db,
    sql`WITH g AS (INSERT INTO geo_groups (organization_id, name) VALUES (${org}, ${`Test ${name}`}) RETURNING id)
      INSERT INTO geofences (organization_id, geo_group_id, name, type_id, shape, geometry, min_lat, max_lat, min_lng, max_lng)
      SELECT ${org}, g.id, ${name}, 1, 'polygon', ${JSON.stringify({ type: 'Polygon', coordinates: [ring] })}::jsonb,
        ${lat - half}, ${lat + half}, ${lng - half}, ${lng + half} FROM g RETURNING id`,
  );
  if (!row) throw new Error('no geofence');
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  await ensurePartitions(t.ctx.database);
  imei = await trackFreeVehicle(t.ctx.database.db, 'CUS-LOGNUS');
  const own = await organizationOf('CUS-LOGNUS');
  ids.depot = await squareGeofence(own, 'Depot', depot, 0.003);
  ids.warehouse = await squareGeofence(own, 'Warehouse', warehouse, 0.01);
  ids.site = await squareGeofence(own, 'Site', site, 0.01);
  // Another fleet's geofence around the same warehouse: never a visit of this truck.
  ids.foreign = await squareGeofence(await organizationOf('CUS-MAJU'), 'Their yard', warehouse, 0.02);
  const track = buildTrack(
    [
      { kind: 'park', minutes: 20 },
      { kind: 'drive', minutes: 40, kmh: 60 },
      { kind: 'park', minutes: 45 },
      { kind: 'drive', minutes: 30, kmh: 90 },
      { kind: 'park', minutes: 60 },
    ],
    { start, everyS: 30, lng: depot[0], lat: depot[1] },
  );
  await storeSegmented(t.ctx, imei, track);
});
afterAll(() => t.close());

const call = <T>(username: string, report: string, query: Record<string, string | number>) =>
  callReport<T>(t, username, report, query);

const ours = <T extends { geofence_id: number }>(rows: T[]) =>
  rows.filter((row) => Object.values(ids).includes(row.geofence_id));

describe('the location reports: stays inside geofences, from the engine', () => {
  it('lists each visit with entry, exit and time inside, the one under way as ongoing', async () => {
    const { status, body } = await call<ReportPage<LocationRow>>('customer', 'location', {
      imei,
      ...period,
      count_perpage: 100,
    });
    expect(status).toBe(200);
    const visits = ours(body.result.data);
    expect(visits.map((v) => [v.geofence_name, v.ongoing])).toEqual([
      ['Depot', false],
      ['Warehouse', false],
      ['Site', true],
    ]);
    const [atDepot, atWarehouse, atSite] = visits;
    // The depot square reaches 330 m east: left on the first 30 s fix of the drive.
    expect(atDepot?.start_time).toBe(new Date(start).toISOString());
    expect(atDepot?.duration_s).toBe(20 * 60 + 30);
    // 1.1 km in at 60 km/h, 45 minutes standing, 1.1 km out at 90 km/h: about 47 minutes.
    expect((atWarehouse?.duration_s ?? 0) / 60).toBeGreaterThan(46);
    expect((atWarehouse?.duration_s ?? 0) / 60).toBeLessThan(48.5);
    expect(atWarehouse?.distance_km).toBeCloseTo(2.2, 0);
    expect(atWarehouse?.group_name).toBe('Test Warehouse');
    // Still at the site: the visit lasts until the truck's last fix.
    expect((atSite?.duration_s ?? 0) / 60).toBeGreaterThan(60);
    expect(body.result.data.map((v) => v.geofence_id)).not.toContain(ids.foreign);
    expect(body.result.totals.duration_s).toBe(body.result.data.reduce((sum, v) => sum + v.duration_s, 0));
  });

  it('sums the visits per geofence and month', async () => {
    const { status, body } = await call<ReportPage<MonthlyLocationRow>>('customer', 'monthly_location', {
      imei,
      ...period,
      sort: 'geofence_name',
    });
    expect(status).toBe(200);
    const months = ours(body.result.data);
    expect(months.map((m) => [m.geofence_name, m.visits, m.days])).toEqual([
      ['Depot', 1, 1],
      ['Site', 1, 1],
      ['Warehouse', 1, 1],
    ]);
    expect(months[0]).toMatchObject({ month: `${dayOf(start, ZONE).slice(0, 7)}-01`, duration_s: 20 * 60 + 30 });
    expect(months[0]?.longest_s).toBe(months[0]?.duration_s);
  });

  it('is for every realm but the administrators, and never shows another fleet', async () => {
    expect((await call('admin', 'location', { imei, ...period })).status).toBe(403);
    expect((await call('root', 'monthly_location', period)).status).toBe(403);
    expect((await call('customer2', 'location', { imei, ...period })).status).toBe(404);
    const theirs = await call<ReportPage<LocationRow>>('customer2', 'location', period);
    expect(theirs.status).toBe(200);
    expect(theirs.body.result.data.map((v) => v.imei)).not.toContain(imei);
    expect((await call('driver', 'location', { imei, ...period })).status).toBe(403);
  });
});
