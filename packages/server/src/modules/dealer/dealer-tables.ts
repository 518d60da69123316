import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of dealer_groups (migration 0011): dealers held by one owner group. */
export const dealerGroups = pgTable('dealer_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Drizzle's view of org_areas (migration 0011): the sales areas dealers belong to. */
export const orgAreas = pgTable('org_areas', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});
