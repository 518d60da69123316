import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import { DOWNLOAD_STARTED, NOT_UPDATED_AFTER_MS, type VehicleHistoryRow } from '@armada/domain';
import ExcelJS from 'exceljs';
import { notifications, organizations, vehicleSensors, vehicles } from '../../db/schema.js';
import { downloads } from '../../jobs/download-tables.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'armada-vehicle-history-'));
beforeAll(async () => {
  t = await buildTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/api/vehicle/vehicle_history';
type Page = { data: VehicleHistoryRow[]; total_data: number; page: number; limit: number };

const listAs = async (username: string, query: string, call = 'list_vehicle_history') =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/${call}?${query}`);
const pageOf = async (username: string, query: string, call?: string) => {
  const response = await listAs(username, query, call);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Page>(response).result;
};
/** The ids of the vehicles an organisation set owns, from the database. */
const ownedBy = async (codes: string[]) => {
  const ids = await Promise.all(codes.map((code) => orgIdOf(t.ctx, code)));
  const rows = await t.ctx.database.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(inArray(vehicles.organization_id, ids));
  return new Set(rows.map((row) => row.id));
};

describe('GET vehicle/vehicle_history/list_vehicle_history', () => {
  it("lists a dealer's customers' vehicles, ten a page, with the history labels", async () => {
    const dealerId = await orgIdOf(t.ctx, 'DLR-JKT');
    const orgs = await t.ctx.database.db
      .select({ code: organizations.code })
      .from(organizations)
      .where(or(eq(organizations.id, dealerId), eq(organizations.dealer_id, dealerId)));
    const mine = await ownedBy(orgs.map((org) => org.code ?? ''));
    const page = await pageOf('dealer', 'page=1');
    expect(page.total_data).toBe(mine.size);
    expect(page.limit).toBe(10);
    expect(page.data).toHaveLength(10);
    const all = await pageOf('dealer', 'count_perpage=1000');
    expect(all.data.every((row) => mine.has(row.id))).toBe(true);
    const labels = new Set(all.data.map((row) => row.activation_status_name));
    for (const label of labels)
      expect(['Non Runner', 'Vehicle Runner Inactive', 'Vehicle Runner Active']).toContain(label);
    const names = all.data.map((row) => row.vehicle_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by every parameter in SQL', async () => {
    const inactive = await pageOf('admin', 'count_perpage=1000&activation_status=1');
    expect(inactive.total_data).toBeGreaterThan(0);
    expect(inactive.data.every((row) => row.activation_status_name === 'Vehicle Runner Inactive')).toBe(true);
    const euro = await pageOf('admin', 'count_perpage=1000&euro_std=euro4&gps_type=1,3&device_status=active');
    expect(
      euro.data.every((row) => row.euro_std === 'euro4' && row.gps_type !== 2 && row.device_status === 'active'),
    ).toBe(true);
    const sinar = await orgIdOf(t.ctx, 'CUS-SINAR');
    const owned = await pageOf('admin', `count_perpage=1000&owner_id=${sinar}`);
    expect(owned.total_data).toBe((await ownedBy(['CUS-SINAR'])).size);
    const dealer = await orgIdOf(t.ctx, 'DLR-SBY');
    const underDealer = await pageOf('admin', `count_perpage=1000&dealer_id=${dealer}`);
    expect(underDealer.total_data).toBe((await ownedBy(['CUS-MAJU', 'CUS-TIMUR', 'CUS-BARU'])).size);
    expect(underDealer.data.every((row) => row.dealer_name === 'Dealer Surabaya')).toBe(true);
    const lessor = await orgIdOf(t.ctx, 'LSG-ANDALAN');
    const leased = await pageOf('admin', `count_perpage=1000&leasing_id=${lessor}`);
    expect(leased.total_data).toBeGreaterThan(0);
    expect(leased.data.every((row) => row.leasing_name === 'PT Leasing Andalan')).toBe(true);
  });

  it('searches chassis, plate, name, IMEI and owner, and filters by fitted sensor (fitur)', async () => {
    const [one] = (await pageOf('admin', 'count_perpage=1')).data;
    for (const text of [one?.chassis_number, one?.imei, one?.vehicle_number?.toLowerCase()]) {
      const found = await pageOf('admin', `search=${encodeURIComponent(text ?? '')}`);
      expect(found.data.map((row) => row.id)).toContain(one?.id);
    }
    const byOwner = await pageOf('admin', 'count_perpage=1000&search=maju%20jaya');
    expect(byOwner.total_data).toBe((await ownedBy(['CUS-MAJU'])).size);
    const cold = await pageOf('admin', 'count_perpage=1000&fitur=temperature');
    const withProbe = await t.ctx.database.db
      .selectDistinct({ id: vehicleSensors.vehicle_id })
      .from(vehicleSensors)
      .where(eq(vehicleSensors.type_sensor, 'temperature'));
    expect(cold.total_data).toBe(withProbe.length);
    const anySensor = await pageOf('admin', 'count_perpage=1&fitur=all_sensor');
    expect(anySensor.total_data).toBeGreaterThan(cold.total_data);
  });

  it('sorts by last update, vehicles without data first when oldest first', async () => {
    const oldest = (await pageOf('admin', 'count_perpage=1000&sort=last_update')).data;
    const times = oldest.map((row) => (row.last_update ? Date.parse(row.last_update) : -Infinity));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const newest = (await pageOf('admin', 'count_perpage=3&sort=-last_update')).data;
    expect(newest[0]?.last_update).not.toBeNull();
  });

  it('refuses bad parameters, no token and no list_vehicle', async () => {
    for (const query of ['count_perpage=0', 'activation_status=7', 'sort=owner', 'fitur=radar', 'owner_id=x']) {
      expect((await listAs('admin', query)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list_vehicle_history` })).statusCode).toBe(401);
    expect((await listAs('driver', 'page=1')).statusCode).toBe(403);
  });

  it("never shows another organisation's vehicles, whatever the filter", async () => {
    const maju = await orgIdOf(t.ctx, 'CUS-MAJU');
    expect((await pageOf('customer', `owner_id=${maju}`)).total_data).toBe(0);
    expect((await pageOf('dealer', `owner_id=${maju}`)).total_data).toBe(0);
    const [majuVehicle] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.organization_id, maju));
    expect((await pageOf('customer', `search=${majuVehicle?.chassis_number}`)).total_data).toBe(0);
    expect((await pageOf('customer2', `search=${majuVehicle?.chassis_number}`)).total_data).toBe(1);
  });
});

describe('GET vehicle/vehicle_history/list_notupdate', () => {
  it('lists the vehicles without data for two days, or none at all', async () => {
    const page = await pageOf('admin', 'count_perpage=1000', 'list_notupdate');
    expect(page.total_data).toBeGreaterThan(0);
    const cutoff = Date.now() - NOT_UPDATED_AFTER_MS;
    expect(page.data.every((row) => row.last_update === null || Date.parse(row.last_update) < cutoff)).toBe(true);
    expect(page.data.every((row) => row.not_updated)).toBe(true);
    const all = await pageOf('admin', 'count_perpage=1000');
    const stale = all.data.filter((row) => row.not_updated);
    expect(page.total_data).toBe(stale.length);
  });

  it('needs view_not_update_vehicle', async () => {
    expect((await listAs('leasing', 'page=1', 'list_notupdate')).statusCode).toBe(403);
  });
});

async function finished(id: string) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.ctx.database.db.select().from(downloads).where(eq(downloads.id, id));
    if (row && row.status !== 'running') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('download did not finish');
}

describe('GET vehicle/vehicle_history downloads', () => {
  it('writes every matching row with count_perpage 0, or the page asked for, delivered as a notification', async () => {
    const token = await t.tokenOf('dealer');
    const start = await getAs(t.app, token, `${BASE}/download_vehicle_history?count_perpage=0&activation_status=2`);
    expect(start.statusCode).toBe(200);
    expect(bodyOf(start).message).toBe(DOWNLOAD_STARTED);
    const all = await finished(bodyOf<{ id: string }>(start).result.id);
    expect(all.rows).toBe((await pageOf('dealer', 'activation_status=2')).total_data);

    const some = await getAs(t.app, token, `${BASE}/download_list_notupdate?count_perpage=2&page=1&header=imei`);
    const part = await finished(bodyOf<{ id: string }>(some).result.id);
    expect(part.rows).toBe(Math.min(2, (await pageOf('dealer', 'page=1', 'list_notupdate')).total_data));
    const file = await getAs(t.app, token, `/api/report/download/download_file?id=${part.id}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, 'IMEI']);
    const notes = await t.ctx.database.db.select().from(notifications).where(eq(notifications.type, 'report_download'));
    expect(notes.map((note) => note.text)).toEqual(expect.arrayContaining(['Vehicle list', 'Vehicles not updated']));
  });

  it('refuses a bad download request without starting a job', async () => {
    const before = (await t.ctx.database.db.select().from(downloads)).length;
    expect((await listAs('dealer', 'header=secret', 'download_vehicle_history')).statusCode).toBe(400);
    expect((await listAs('dealer', 'count_perpage=-1', 'download_vehicle_history')).statusCode).toBe(400);
    expect((await listAs('leasing', 'page=1', 'download_list_notupdate')).statusCode).toBe(403);
    expect((await t.ctx.database.db.select().from(downloads)).length).toBe(before);
  });
});
