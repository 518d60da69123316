import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleAbnormalPage, VehicleAbnormalSummary } from '@armada/domain';
import { notifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';
import { DAY_MS, insertFleet, type VehicleFixture } from '../../test-support/vehicle-fixtures.js';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'armada-abnormal-'));
const BASE = '/api/vehicle/vehicle_abnormal';
const raisedAt = new Date(Date.now() - 3 * 3_600_000);

const FLEET: VehicleFixture[] = [
  { imei: '359000000000801', org: 'CUS-LOGNUS', state: { props: { accu: 9.5, ign: 1 } } },
  { imei: '359000000000802', org: 'CUS-LOGNUS', state: { props: { jamming: 1, gsm_signal: 1 } } },
  { imei: '359000000000803', org: 'CUS-LOGNUS', state: { props: { ign: 1 } } },
  { imei: '359000000000804', org: 'CUS-LOGNUS', state: { ageMs: 3 * DAY_MS, props: { accu: 0 } } },
  { imei: '359000000000805', org: 'CUS-MAJU', state: { props: { accu: 2 } } },
];

beforeAll(async () => {
  t = await buildTestApp({ dataDir });
  await insertFleet(t.ctx, FLEET);
  await t.ctx.database.db.insert(notifications).values({
    organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
    filter: 'activity',
    type: 'accu_drop',
    type_name: 'Accu drop',
    text: 'Accu dropped',
    imei: '359000000000801',
    data: {},
    created_at: raisedAt,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = async <T>(username: string, path: string) => {
  const response = await getAs(t.app, await t.tokenOf(username), `${BASE}/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).result;
};
const ours = (page: VehicleAbnormalPage) => page.data.filter((row) => row.imei.startsWith('3590000000008'));

describe('GET vehicle/vehicle_abnormal/list_vehicle_abnormal', () => {
  it('lists the abnormal vehicles with their kinds, place, owner and since when an alert raised them', async () => {
    const page = await call<VehicleAbnormalPage>('customer', 'list_vehicle_abnormal?count_perpage=1000');
    const byImei = new Map(ours(page).map((row) => [row.imei, row]));
    expect([...byImei.keys()].sort()).toEqual(['359000000000801', '359000000000802']);
    const flat = byImei.get('359000000000801');
    expect(flat?.abnormal_type).toEqual(['accu_low']);
    expect(flat?.since).toBe(raisedAt.toISOString());
    expect(flat?.location).toEqual(expect.any(String));
    expect(flat?.owner_name).toBe('PT Logistik Nusantara');
    expect(byImei.get('359000000000802')?.abnormal_type).toEqual(expect.arrayContaining(['jamming', 'gsm_poor']));
    expect(byImei.get('359000000000802')?.since).toBeNull();
    expect(page.data.every((row) => row.abnormal_type.length > 0)).toBe(true);
  });

  it('filters by kind and search, and pages', async () => {
    const jammed = await call<VehicleAbnormalPage>(
      'customer',
      'list_vehicle_abnormal?abnormal_type=jamming,dismantled',
    );
    expect(jammed.data.every((row) => row.abnormal_type.some((k) => k === 'jamming' || k === 'dismantled'))).toBe(true);
    expect(ours(jammed).map((row) => row.imei)).toEqual(['359000000000802']);
    const searched = await call<VehicleAbnormalPage>('customer', 'list_vehicle_abnormal?search=359000000000801');
    expect(searched.data.map((row) => row.imei)).toEqual(['359000000000801']);
    const first = await call<VehicleAbnormalPage>('admin', 'list_vehicle_abnormal?count_perpage=1&page=1');
    expect(first.data).toHaveLength(1);
    expect(first.total_data).toBeGreaterThanOrEqual(3);
  });

  it("counts per kind what the list holds, within the caller's own fleet", async () => {
    const summary = await call<VehicleAbnormalSummary>('customer', 'summary_vehicle_abnormal');
    const all = await call<VehicleAbnormalPage>('customer', 'list_vehicle_abnormal?count_perpage=1000');
    expect(summary.total).toBe(all.total_data);
    for (const { abnormal_type, total } of summary.counts) {
      const page = await call<VehicleAbnormalPage>('customer', `list_vehicle_abnormal?abnormal_type=${abnormal_type}`);
      expect(page.total_data, abnormal_type).toBe(total);
    }
    const other = await call<VehicleAbnormalPage>('customer2', 'list_vehicle_abnormal?count_perpage=1000');
    expect(ours(other).map((row) => row.imei)).toEqual(['359000000000805']);
    const admin = await call<VehicleAbnormalPage>('admin', 'list_vehicle_abnormal?count_perpage=1000');
    expect(ours(admin)).toHaveLength(3);
  });

  it('refuses a bad kind, no token and no view_vehicle_abnormal', async () => {
    const token = await t.tokenOf('admin');
    expect((await getAs(t.app, token, `${BASE}/list_vehicle_abnormal?abnormal_type=flat`)).statusCode).toBe(400);
    expect((await getAs(t.app, token, `${BASE}/summary_vehicle_abnormal?page=1`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_vehicle_abnormal` })).statusCode).toBe(401);
    const leasing = await t.tokenOf('leasing');
    expect((await getAs(t.app, leasing, `${BASE}/list_vehicle_abnormal`)).statusCode).toBe(403);
  });
});
