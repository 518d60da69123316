import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import type { Database } from '../db/client.js';
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

const row = (time: number, speed: number, properties: Telemetry['properties'] = { ign: 1 }): Telemetry => ({
  imei: '356307042441013',
  gpstype: 2,
  time,
  lat: -6.2,
  lng: 106.8,
  alt: 0,
  head: 0,
  speed,
  sat: 9,
  properties,
});

describe('event detector', () => {
  it('stores one overspeed notification per crossing, for the vehicle organisation, and hands it on', async () => {
    const handed: DetectedEvent[] = [];
    const detector = createEventDetector({
      db: database.db,
      log: pino({ level: 'silent' }),
      deviceOf: (imei) => ({ vehicleId: 1, imei, gpstype: 2, organizationId: orgId, label: 'B 9123 KXT' }),
      onEvents: (events) => handed.push(...events),
    });
    const t0 = Date.now() - 60_000;
    await detector.handle([row(t0, 60), row(t0 + 10_000, 95), row(t0 + 20_000, 97)]);
    await detector.handle([row(t0 + 30_000, 97)]);
    await detector.handle([row(t0 + 40_000, 70), row(t0 + 50_000, 90)]);
    const stored = await database.db.select().from(notifications).where(eq(notifications.type, 'overspeed'));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ organization_id: orgId, filter: 'activity', type_name: 'Overspeed' });
    expect(stored[0]?.text).toContain('B 9123 KXT is driving at 95 km/h');
    expect(handed.filter((e) => e.type === 'overspeed')).toHaveLength(2);
  });

  it('ignores records of devices it does not know', async () => {
    const detector = createEventDetector({
      db: database.db,
      log: pino({ level: 'silent' }),
      deviceOf: () => undefined,
    });
    const before = (await database.db.select().from(notifications)).length;
    await detector.handle([row(Date.now() - 1000, 50), row(Date.now(), 120)]);
    expect(await database.db.select().from(notifications)).toHaveLength(before);
  });
});
