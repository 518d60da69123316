import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of migration 0008: xlsx files written for one user, expiring with their notification. */
export const downloads = pgTable('downloads', {
  id: text('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  title: text('title').notNull(),
  file_name: text('file_name').notNull(),
  status: text('status').$type<'running' | 'done' | 'failed' | 'expired'>().notNull().default('running'),
  rows: integer('rows').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
});
