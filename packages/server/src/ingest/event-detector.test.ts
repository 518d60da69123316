import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { and, eq, sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { queryRows, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { notifications } from '../db/schema.js';
import { freshDatabase } from '../test-support/test-database.js';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '../db/seed-base.js';
import { createEventDetector, type DetectedEvent } from './event-detector.js';

let database: Database;
let orgId: number;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  orgId = await orgIdByCode(database.db, BRAND_ORG_CODE);
});
afterAll(() => database.close());

const row = (imei: string, time: number, speed: number, properties: Telemetry['properties'] = {}): Telemetry => ({
  imei,
  gpstype: 2,
  time,
  lat: -6.2,
  lng: 106.8 + (time % 1_000_000) * 1e-9,
  alt: 0,
  head: 0,
  speed,
  sat: 9,
  properties: { ign: 1, ...properties },
});

const detectorFor = (handed: DetectedEvent[] = []) =>
  createEventDetector({
    db: database.db,
    log: pino({ level: 'silent' }),
    deviceOf: (imei) => ({ vehicleId: 1, imei, gpstype: 2, organizationId: orgId, label: 'B 9123 KXT' }),
    onEvents: (events) => handed.push(...events),
  });

/** A drive of `seconds` one fix every 5 s from `from`, sent in packets of 12 fixes, at the speed `speedAt` gives. */
async function drive(
  detector: ReturnType<typeof detectorFor>,
  imei: string,
  from: number,
  seconds: number,
  speedAt: (s: number) => number,
) {
  const fixes = Array.from({ length: seconds / 5 }, (_, i) => row(imei, from + i * 5000, speedAt(i * 5)));
  for (let i = 0; i < fixes.length; i += 12) await detector.handle(fixes.slice(i, i + 12));
}

const overspeeds = (imei: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.imei, imei), eq(notifications.type, 'overspeed')));

// 30 minutes at 100-110 km/h with 15 s at 70 every 4 minutes, between cruising at 60.
const speeding = (s: number) => (s < 300 || s >= 2100 ? 60 : (s - 300) % 240 >= 225 ? 70 : 100 + ((s / 5) % 11));

describe('event detector', () => {
  it('stores a long overspeed with dips under the limit once, dated from its start, and ends it on the same row', async () => {
    const imei = '356307042441013';
    const handed: DetectedEvent[] = [];
    const t0 = Date.now() - 3_000_000;
    await drive(detectorFor(handed), imei, t0, 2400, speeding);
    const stored = await overspeeds(imei);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ organization_id: orgId, filter: 'activity', type_name: 'Overspeed' });
    expect(stored[0]?.created_at.getTime()).toBe(t0 + 300_000);
    expect(stored[0]?.data).toMatchObject({ speed: 110, limit: 80, duration_s: 1800, end_time: t0 + 2_100_000 });
    expect(stored[0]?.text).toBe('B 9123 KXT drove above the speed limit for 30 min, up to 110 km/h');
    expect(handed.filter((e) => e.type === 'overspeed')).toHaveLength(1);
    const open = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM open_conditions WHERE imei = ${imei}`,
    );
    expect(open[0]?.n).toBe(0);
  });

  it('ends after a restart the condition raised before it, instead of raising it again', async () => {
    const imei = '356307042441021';
    const t0 = Date.now() - 3_000_000;
    const before = detectorFor();
    await drive(before, imei, t0, 1200, speeding);
    expect(await overspeeds(imei)).toHaveLength(1);
    expect((await overspeeds(imei))[0]?.data).not.toHaveProperty('end_time');
    const after = detectorFor();
    await after.start();
    await drive(after, imei, t0 + 1_200_000, 1200, (s) => speeding(s + 1200));
    const stored = await overspeeds(imei);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ duration_s: 1800, end_time: t0 + 2_100_000 });
  });

  it('raises nothing after a start for what was already going on', async () => {
    const imei = '356307042441039';
    await drive(detectorFor(), imei, Date.now() - 3_000_000, 600, () => 100);
    expect(await overspeeds(imei)).toHaveLength(0);
  });

  it('ignores records of devices it does not know', async () => {
    const detector = createEventDetector({
      db: database.db,
      log: pino({ level: 'silent' }),
      deviceOf: () => undefined,
    });
    const before = (await database.db.select().from(notifications)).length;
    await detector.handle([row('356307042441047', Date.now() - 1000, 50), row('356307042441047', Date.now(), 120)]);
    expect(await database.db.select().from(notifications)).toHaveLength(before);
  });
});
