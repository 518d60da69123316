import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MarkerIcon, MarkerSize } from '@armada/domain';
import { users } from '../../db/schema.js';

/** Drizzle's view of migration 0005: one row per user who saved map settings. */
export const userMapSettings = pgTable('user_map_settings', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  tooltip_status: boolean('tooltip_status').notNull(),
  cluster_status: boolean('cluster_status').notNull(),
  marker_icon: text('marker_icon').$type<MarkerIcon>().notNull(),
  marker_size: text('marker_size').$type<MarkerSize>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
