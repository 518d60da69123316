import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../db/client.js';
import { createReportEngine } from './report-engine.js';
import { createReportPlaces } from './report-places.js';
import { createReportSettings } from './report-settings.js';
import type { SegmentSettings } from './segmenter.js';

export type BackfillOptions = {
  zone: string;
  defaults: SegmentSettings;
  /** Rebuild from this instant on (the days before keep their rows). */
  from: number;
  /** Only these vehicles; all with positions when empty. */
  imeis?: readonly string[];
  /** Vehicles per transaction. */
  chunk?: number;
};

/**
 * Rebuilds the report rows of a period from stored positions, with the thresholds and geofences each
 * vehicle's organisation has now: after a change of thresholds, or positions loaded by hand.
 */
export async function backfillReports(db: Db, log: FastifyBaseLogger, options: BackfillOptions) {
  const settings = createReportSettings(db, options.defaults);
  await settings.refresh();
  const places = createReportPlaces(db);
  await places.refresh();
  const vehicles = await queryRows<{ imei: string; organization_id: number }>(
    db,
    sql`SELECT imei, organization_id FROM vehicles ORDER BY imei`,
  );
  const organizationOf = new Map(vehicles.map((v) => [v.imei, v.organization_id]));
  const imeis = options.imeis?.length ? [...options.imeis] : vehicles.map((v) => v.imei);
  const engine = createReportEngine({
    db,
    log,
    zone: options.zone,
    settingsOf: (imei) => settings.of(organizationOf.get(imei)),
    placesOf: (imei) => places.of(organizationOf.get(imei)),
    ...(options.chunk === undefined ? {} : { chunk: options.chunk }),
  });
  await engine.rebuild(imeis, options.from);
  return { vehicles: imeis.length };
}
