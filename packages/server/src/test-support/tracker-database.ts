import type { Telemetry } from '@armada/domain';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { orgIdByCode, seedBase, BRAND_ORG_CODE } from '../db/seed-base.js';
import { vehicles } from '../db/schema.js';
import { ensurePartitions } from '../ingest/partitions.js';
import { freshDatabase } from './test-database.js';

/** A fresh database ready for ingest, holding these trackers as the brand's vehicles. */
export async function trackerDatabase(trackers: { imei: string; gpstype: number }[]): Promise<Database> {
  const database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  await ensurePartitions(database);
  const organization_id = await orgIdByCode(database.db, BRAND_ORG_CODE);
  if (trackers.length > 0) await database.db.insert(vehicles).values(trackers.map((t) => ({ ...t, organization_id })));
  return database;
}

/** A record with a good fix in Jakarta at `time` (the protocol encoders fill in imei and gpstype). */
export const fixAt = (time: number, speed = 40): Telemetry => ({
  imei: '',
  gpstype: 0,
  time,
  lat: -6.2,
  lng: 106.8,
  alt: 10,
  head: 90,
  speed,
  sat: 10,
  properties: { ign: 1, gps: 1 },
});

/** A Teltonika position of `imei` at `time` with a good fix in Jakarta, changed by `extra`. */
export const fixOf = (imei: string, time: number, extra: Partial<Telemetry> = {}): Telemetry => ({
  ...fixAt(time, 42),
  imei,
  gpstype: 2,
  sat: 9,
  ...extra,
});
