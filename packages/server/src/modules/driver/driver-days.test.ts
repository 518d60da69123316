import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { orgIdOf } from '../../test-support/http-helpers.js';
import { refreshDriverDays } from './driver-days.js';
import { driverDays, driverVehicles, drivers } from './driver-tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ZONE = 'Asia/Jakarta';
/** A local time in Jakarta (UTC+7) as an ISO instant. */
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+07:00`)).toISOString();

describe('the per-driver-day rollup', () => {
  it('gives a truck-day to the driver whose card it read, else to the one assigned by hand, with its events', async () => {
    const db = t.ctx.database.db;
    const org = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const [truck] = await db
      .select({ id: vehicles.id, imei: vehicles.imei })
      .from(vehicles)
      .where(eq(vehicles.organization_id, org))
      .orderBy(asc(vehicles.id));
    if (!truck) throw new Error('no demo truck');
    const [assigned] = await db
      .insert(drivers)
      .values({ organization_id: org, name: 'Uji Tetap', licence_number: 'SIM-1' })
      .returning({ id: drivers.id });
    const [carded] = await db
      .insert(drivers)
      .values({ organization_id: org, name: 'Uji Kartu', licence_number: 'SIM-2', rfid_code: 'CARD-Y' })
      .returning({ id: drivers.id });
    if (!assigned || !carded) throw new Error('drivers not stored');
    await db.insert(driverVehicles).values({ driver_id: assigned.id, vehicle_id: truck.id, since: '2026-02-01' });
    await db.execute(sql`INSERT INTO report_days (imei, day, distance_m, idle_s, overspeed_count, overspeed_s) VALUES
      (${truck.imei}, '2026-02-10', 100000, 600, 2, 90), (${truck.imei}, '2026-02-11', 80000, 0, 0, 0)`);
    const fixes: [string, string, number, Record<string, unknown>][] = [
      ['2026-02-10', '08:00', 40, { rfid: 'card-y', harsh: 2 }],
      ['2026-02-10', '08:01', 40, { rfid: 'CARD-Y', harsh: 2 }],
      ['2026-02-10', '08:02', 40, { rfid: 'CARD-Y', harsh: 3 }],
      ['2026-02-10', '23:00', 50, {}],
      ['2026-02-10', '23:01', 50, {}],
      ['2026-02-10', '23:02', 50, {}],
      ['2026-02-11', '09:00', 60, { harsh: 1 }],
    ];
    for (const [day, time, speed, props] of fixes) {
      await db.execute(sql`INSERT INTO positions (imei, time, lat, lng, speed, props)
        VALUES (${truck.imei}, ${at(day, time)}::timestamptz, -6.2, 106.8, ${speed}, ${JSON.stringify(props)}::jsonb)`);
    }
    await db.execute(sql`INSERT INTO notifications (organization_id, filter, type, type_name, text, imei, created_at)
      VALUES (${org}, 'activity', 'fatigue_event', 'Fatigue', 'Driving too long', ${truck.imei}, ${at('2026-02-11', '10:00')}::timestamptz)`);
    await db.execute(sql`INSERT INTO report_segments (imei, kind, start_time, end_time, start_lat, start_lng, end_lat, end_lng, closed_at)
      VALUES (${truck.imei}, 'crash', ${at('2026-02-11', '11:00')}::timestamptz, ${at('2026-02-11', '11:00')}::timestamptz,
        -6.2, 106.8, -6.2, 106.8, ${at('2026-02-11', '11:00')}::timestamptz)`);

    await refreshDriverDays(db, ZONE, '2026-02-10', '2026-02-11');
    const rows = await db
      .select()
      .from(driverDays)
      .where(and(gte(driverDays.day, '2026-02-10'), lte(driverDays.day, '2026-02-11')))
      .orderBy(asc(driverDays.day));
    expect(rows).toEqual([
      {
        driver_id: carded.id,
        day: '2026-02-10',
        organization_id: org,
        distance_m: 100000,
        overspeed_count: 2,
        overspeed_s: 90,
        harsh_acceleration: 0,
        harsh_braking: 2,
        harsh_cornering: 1,
        idle_s: 600,
        // 23:00 to 23:02 moving, and the last fix's five minutes at most.
        night_s: 60 + 60 + 300,
        fatigue_events: 0,
        crashes: 0,
      },
      {
        driver_id: assigned.id,
        day: '2026-02-11',
        organization_id: org,
        distance_m: 80000,
        overspeed_count: 0,
        overspeed_s: 0,
        harsh_acceleration: 1,
        harsh_braking: 0,
        harsh_cornering: 0,
        idle_s: 0,
        night_s: 0,
        fatigue_events: 1,
        crashes: 1,
      },
    ]);

    // Both days (day numbers 20494 and 20495) fall in one block of each size, summed per driver.
    const blocksOf = (level: number) =>
      queryRows<{ driver_id: number; distance_m: number; harsh_braking: number; fatigue_events: number }>(
        db,
        sql`SELECT driver_id, distance_m, harsh_braking, fatigue_events FROM driver_blocks
          WHERE level = ${level} AND start <= '2026-02-10' AND start > '2026-02-10'::date - 32 ORDER BY driver_id`,
      );
    for (const level of [2, 3, 4, 5]) expect(await blocksOf(level)).toEqual(await blocksOf(1));
    expect(await blocksOf(1)).toEqual([
      { driver_id: assigned.id, distance_m: 80000, harsh_braking: 0, fatigue_events: 1 },
      { driver_id: carded.id, distance_m: 100000, harsh_braking: 2, fatigue_events: 0 },
    ]);

    // The assignment ends: the unread day is nobody's, and a refresh writes the days again, not twice.
    await db.update(driverVehicles).set({ until: '2026-02-10' }).where(eq(driverVehicles.driver_id, assigned.id));
    await refreshDriverDays(db, ZONE, '2026-02-10', '2026-02-11');
    const again = await db
      .select({ driver_id: driverDays.driver_id, day: driverDays.day })
      .from(driverDays)
      .where(and(gte(driverDays.day, '2026-02-10'), lte(driverDays.day, '2026-02-11')));
    expect(again).toEqual([{ driver_id: carded.id, day: '2026-02-10' }]);
    expect(await blocksOf(5)).toEqual([
      { driver_id: carded.id, distance_m: 100000, harsh_braking: 2, fatigue_events: 0 },
    ]);

    // Another node's round less than a minute ago: this one skips.
    expect(await refreshDriverDays(db, ZONE, '2026-02-10', '2026-02-11', { skipIfRanWithinMs: 60_000 })).toBeNull();
    expect(await refreshDriverDays(db, ZONE, '2026-02-10', '2026-02-11')).toBe(1);
  });

  it('filled the rollup for the demo drivers from the seeded history', async () => {
    const [row] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(driverDays);
    expect(row?.n ?? 0).toBeGreaterThan(0);
  });
});
