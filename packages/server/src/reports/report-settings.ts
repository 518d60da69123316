import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { refreshed } from './refreshed.js';
import type { SegmentSettings } from './segmenter.js';

type Row = {
  organization_id: number;
  min_stop_s: number | null;
  idle_min_s: number | null;
  min_trip_m: number | null;
  overspeed_kmh: number | null;
};

/** One organisation's thresholds: its own where it set them, the deployment's defaults elsewhere. */
export function withOverrides(
  defaults: SegmentSettings,
  row: Omit<Row, 'organization_id'> | undefined,
): SegmentSettings {
  return {
    minStopS: row?.min_stop_s ?? defaults.minStopS,
    idleMinS: row?.idle_min_s ?? defaults.idleMinS,
    minTripM: row?.min_trip_m ?? defaults.minTripM,
    overspeedKmh: row?.overspeed_kmh ?? defaults.overspeedKmh,
    towingKmh: defaults.towingKmh,
  };
}

/**
 * The report thresholds per organisation as the engine reads them: `report_settings` held in memory
 * and read again every minute.
 */
export function createReportSettings(db: Db, defaults: SegmentSettings) {
  const settings = refreshed(async () => {
    const rows = await queryRows<Row>(db, sql`SELECT * FROM report_settings`);
    return new Map(rows.map((row) => [row.organization_id, withOverrides(defaults, row)]));
  }, new Map<number, SegmentSettings>());
  return {
    ...settings,
    of: (organizationId: number | undefined): SegmentSettings =>
      (organizationId === undefined ? undefined : settings.current().get(organizationId)) ?? defaults,
  };
}
