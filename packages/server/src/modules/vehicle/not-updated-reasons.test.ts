import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotUpdatedSummary, SilenceReason, VehicleHistoryRow } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { DAY_MS, insertFleet, type VehicleFixture } from '../../test-support/vehicle-fixtures.js';
import { finishedDownload } from '../../test-support/downloads.js';
import { xlsxRows } from '../../test-support/xlsx-rows.js';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'armada-not-updated-'));
const BASE = '/api/vehicle/vehicle_history';
const silent = 3 * DAY_MS;

/** One silent vehicle per likely reason, owned by the customer; one more of another customer's. */
const FLEET: VehicleFixture[] = [
  { imei: '359000000000901', org: 'CUS-LOGNUS', state: { ageMs: silent, speed: 0, props: { accu: 0, ign: 0 } } },
  { imei: '359000000000902', org: 'CUS-LOGNUS', state: { ageMs: silent, speed: 30, sat: 2, props: { ign: 1 } } },
  { imei: '359000000000903', org: 'CUS-LOGNUS', state: { ageMs: silent, speed: 0, props: { ign: 0 } } },
  { imei: '359000000000904', org: 'CUS-LOGNUS', state: { ageMs: silent, speed: 50, props: { ign: 1 } } },
  { imei: '359000000000905', org: 'CUS-LOGNUS', state: null },
  {
    imei: '359000000000906',
    org: 'CUS-LOGNUS',
    gpstype: 1,
    state: { ageMs: silent, speed: 10, props: { ign: 1, gsm_signal: 9 } },
  },
  { imei: '359000000000907', org: 'CUS-LOGNUS', state: { speed: 0, props: { accu: 0, ign: 0 } } },
  { imei: '359000000000908', org: 'CUS-MAJU', state: { ageMs: silent, speed: 0, props: { accu: 3 } } },
];
const EXPECTED: Record<string, SilenceReason | null> = {
  '359000000000901': 'power_cut',
  '359000000000902': 'no_signal',
  '359000000000903': 'parked_long',
  '359000000000904': 'unknown',
  '359000000000905': 'never_reported',
  '359000000000906': 'no_signal',
  '359000000000907': null,
};

beforeAll(async () => {
  t = await buildTestApp({ dataDir });
  await insertFleet(t.ctx, FLEET);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Page = { data: VehicleHistoryRow[]; total_data: number };
const call = async <T>(username: string, path: string, language?: string) => {
  const response = await getAs(t.app, await t.tokenOf(username), `${BASE}/${path}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).result;
};

describe('the not-updated list with likely reasons', () => {
  it('gives each silent vehicle its reason from its last record, and none to a vehicle that reports', async () => {
    const rows = (await call<Page>('customer', 'list_vehicle_history?count_perpage=1000&search=35900000000090')).data;
    const byImei = new Map(rows.map((row) => [row.imei, row]));
    for (const [imei, reason] of Object.entries(EXPECTED)) expect(byImei.get(imei)?.likely_reason, imei).toBe(reason);
    expect(byImei.has('359000000000908')).toBe(false);
    const parked = byImei.get('359000000000903');
    expect(parked?.days_not_updated).toBe(3);
    expect(parked?.location).toEqual(expect.any(String));
    expect(byImei.get('359000000000905')?.location).toBeNull();
    expect(parked?.owner_contact_name ?? parked?.owner_phone ?? parked?.owner_email).toBeTruthy();
  });

  // Each row's reason is silenceReason() of the domain; the filter and counts are its SQL twin.
  it('filters and counts by reason in SQL exactly as the domain rule reads each vehicle', async () => {
    const all = (await call<Page>('admin', 'list_notupdate?count_perpage=1000')).data;
    expect(all.length).toBeGreaterThan(5);
    const summary = await call<NotUpdatedSummary>('admin', 'summary_notupdate');
    expect(summary.total).toBe(all.length);
    for (const reason of ['power_cut', 'no_signal', 'parked_long', 'unknown', 'never_reported'] as const) {
      const page = await call<Page>('admin', `list_notupdate?count_perpage=1000&likely_reason=${reason}`);
      const expected = all.filter((row) => row.likely_reason === reason).map((row) => row.id);
      expect(page.data.map((row) => row.id).sort(), reason).toEqual(expected.sort());
      const counted = summary.counts.find((row) => row.likely_reason === reason)?.total ?? 0;
      expect(counted, reason).toBe(expected.length);
    }
    expect(all.every((row) => row.likely_reason !== null)).toBe(true);
  });

  it("counts and lists only the caller's own fleet", async () => {
    const mine = await call<NotUpdatedSummary>('customer', 'summary_notupdate');
    const theirs = await call<NotUpdatedSummary>('customer2', 'summary_notupdate');
    const admin = await call<NotUpdatedSummary>('admin', 'summary_notupdate');
    expect(mine.total).toBeGreaterThanOrEqual(6);
    expect(mine.total + theirs.total).toBeLessThanOrEqual(admin.total);
    const other = await call<Page>('customer2', 'list_notupdate?count_perpage=1000&likely_reason=power_cut');
    expect(other.data.map((row) => row.imei)).toContain('359000000000908');
    expect(other.data.some((row) => row.imei.startsWith('35900000000090') && row.imei !== '359000000000908')).toBe(
      false,
    );
  });

  it('refuses a bad reason, no token and no view_not_update_vehicle', async () => {
    const token = await t.tokenOf('admin');
    expect((await getAs(t.app, token, `${BASE}/list_notupdate?likely_reason=aliens`)).statusCode).toBe(400);
    expect((await getAs(t.app, token, `${BASE}/summary_notupdate?sort=vehicle_name`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/summary_notupdate` })).statusCode).toBe(401);
    expect((await getAs(t.app, await t.tokenOf('leasing'), `${BASE}/summary_notupdate`)).statusCode).toBe(403);
  });

  it('writes the reason, place and owner contact columns into the download', async () => {
    const token = await t.tokenOf('customer');
    const start = await getAs(t.app, token, `${BASE}/download_list_notupdate?search=359000000000903`);
    const { id } = bodyOf<{ id: string }>(start).result;
    expect((await finishedDownload(t.ctx.database.db, id))?.status).toBe('done');
    const file = await getAs(t.app, token, `/api/report/download/download_file?id=${id}`);
    const [header, row] = await xlsxRows(file.rawPayload);
    for (const column of ['Likely reason', 'Last known place', 'Owner contact', 'Owner phone', 'Owner e-mail'])
      expect(header).toContain(column);
    expect(row?.[header?.indexOf('Likely reason') ?? -1]).toBe('Parked long');
    const list = await getAs(t.app, token, `${BASE}/download_vehicle_history?search=359000000000903`);
    const listId = bodyOf<{ id: string }>(list).result.id;
    await finishedDownload(t.ctx.database.db, listId);
    const listFile = await getAs(t.app, token, `/api/report/download/download_file?id=${listId}`);
    expect((await xlsxRows(listFile.rawPayload))[0]).not.toContain('Likely reason');
  });
});
