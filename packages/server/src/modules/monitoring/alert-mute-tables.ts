import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of alert_mutes (migration 0004): vehicles whose alerts a user muted. */
export const alertMutes = pgTable(
  'alert_mutes',
  {
    user_id: integer('user_id').notNull(),
    imei: text('imei').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.imei] })],
);
