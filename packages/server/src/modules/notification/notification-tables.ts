import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationFilter } from '@armada/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of migration 0015: per user and tab, every notification up to `read_up_to` is read. */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    user_id: integer('user_id').notNull(),
    filter: text('filter').$type<NotificationFilter>().notNull(),
    read_up_to: bigint('read_up_to', { mode: 'number' }).notNull(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.filter] })],
);

/** Notifications a user opened one by one, above their tab's mark. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    user_id: integer('user_id').notNull(),
    notification_id: bigint('notification_id', { mode: 'number' }).notNull(),
    read_at: ts('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.notification_id] })],
);
