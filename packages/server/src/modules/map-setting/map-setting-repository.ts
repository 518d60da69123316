import { eq, sql } from 'drizzle-orm';
import { DEFAULT_MAP_SETTINGS, type MapSettingsEdit, type MapSettingsView } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { userMapSettings } from './map-setting-tables.js';

type Row = typeof userMapSettings.$inferSelect;

const toView = (row: Row | undefined): MapSettingsView =>
  row
    ? {
        tooltip_status: row.tooltip_status,
        cluster_status: row.cluster_status,
        marker_icon: row.marker_icon,
        marker_size: row.marker_size,
        updated_at: row.updated_at.toISOString(),
      }
    : { ...DEFAULT_MAP_SETTINGS, updated_at: null };

/** The user's own settings, or the defaults when they never saved any. */
export async function findMapSettings(db: Db, userId: number): Promise<MapSettingsView> {
  const rows = await db.select().from(userMapSettings).where(eq(userMapSettings.user_id, userId)).limit(1);
  return toView(rows[0]);
}

/**
 * Saves the given fields over what the user had (the defaults for a first save) in one statement,
 * so two saves at once cannot lose each other's fields.
 */
export async function saveMapSettings(db: Db, userId: number, edit: MapSettingsEdit): Promise<MapSettingsView> {
  const given = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
  const rows = await db
    .insert(userMapSettings)
    .values({ ...DEFAULT_MAP_SETTINGS, ...given, user_id: userId })
    .onConflictDoUpdate({ target: userMapSettings.user_id, set: { ...given, updated_at: sql`now()` } })
    .returning();
  return toView(rows[0]);
}
