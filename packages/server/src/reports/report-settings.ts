import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
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

const REFRESH_MS = 60_000;

/**
 * The report thresholds per organisation as the engine reads them: `report_settings` held in memory
 * and read again every minute, so a change reaches every ingest node within a minute.
 */
export function createReportSettings(db: Db, defaults: SegmentSettings) {
  let byOrganization = new Map<number, SegmentSettings>();
  async function refresh(): Promise<void> {
    const rows = await queryRows<Row>(db, sql`SELECT * FROM report_settings`);
    byOrganization = new Map(rows.map((row) => [row.organization_id, withOverrides(defaults, row)]));
  }
  let timer: NodeJS.Timeout | null = null;
  return {
    async start(): Promise<void> {
      await refresh();
      timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
    },
    refresh,
    of: (organizationId: number | undefined): SegmentSettings =>
      (organizationId === undefined ? undefined : byOrganization.get(organizationId)) ?? defaults,
  };
}
