import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LiveVehicleUpdate, MonitoringPage } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { SUBJECTS } from '../../live/bus.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';
import { insertVehicle } from '../../test-support/vehicle-fixtures.js';

const IMEI = '359000000000777';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertVehicle(t.ctx, {
    imei: IMEI,
    org: 'CUS-LOGNUS',
    name: 'Cache truck',
    state: { ageMs: 60_000, speed: 0, props: { ign: 0, gps: 1 } },
  });
});
afterAll(() => t.close());

async function ours() {
  const token = await t.tokenOf('customer');
  const page = bodyOf<MonitoringPage>(await getAs(t.app, token, '/api/monitoringservice/vehicle/list')).result;
  return page.data.find((v) => v.imei === IMEI);
}

const update = (time: number, speed: number, extra: Partial<LiveVehicleUpdate> = {}): LiveVehicleUpdate => ({
  imei: IMEI,
  gpstype: 2,
  time,
  lat: -6.3,
  lng: 106.9,
  alt: 5,
  speed,
  head: 45,
  sat: 10,
  properties: { ign: 1, gps: 1 },
  received_at: Date.now(),
  ...extra,
});

describe('the monitoring list served from the fleet cache', () => {
  it('moves a vehicle with the positions the bus delivers, ignoring older ones and fixes without GPS', async () => {
    expect((await ours())?.movement).toBe('off');
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(Date.now() - 1000, 62));
    const moved = await ours();
    expect(moved?.movement).toBe('moving');
    expect(moved?.position).toEqual({ lat: -6.3, lng: 106.9 });
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(Date.now() - 30_000, 0));
    expect((await ours())?.properties.speed).toBe(62);
    t.ctx.bus.publish(
      SUBJECTS.vehicleState,
      update(Date.now(), 40, { lat: 0, lng: 0, properties: { ign: 1, gps: 0 } }),
    );
    const noFix = await ours();
    expect(noFix?.position).toEqual({ lat: -6.3, lng: 106.9 });
    expect(noFix?.location_status).toBe('invalid');
  });

  it('shows a vehicle edited in the database on the next request', async () => {
    await t.ctx.database.db
      .update(vehicles)
      .set({ vehicle_name: 'Renamed truck', updated_at: sql`now()` })
      .where(eq(vehicles.imei, IMEI));
    expect((await ours())?.vehicle_name).toBe('Renamed truck');
  });

  it('drops a vehicle that moved to another organisation, and one that was removed', async () => {
    const other = await orgIdByCode(t.ctx.database.db, 'CUS-MAJU');
    await t.ctx.database.db
      .update(vehicles)
      .set({ organization_id: other, updated_at: sql`now()` })
      .where(eq(vehicles.imei, IMEI));
    expect(await ours()).toBeUndefined();
    await t.ctx.database.db.delete(vehicles).where(eq(vehicles.imei, IMEI));
    const token = await t.tokenOf('customer2');
    const page = bodyOf<MonitoringPage>(await getAs(t.app, token, '/api/monitoringservice/vehicle/list')).result;
    expect(page.data.some((v) => v.imei === IMEI)).toBe(false);
  });
});
