import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of dealer_groups (migrations 0011, 0018): dealers held by one owner group. */
export const dealerGroups = pgTable('dealer_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Drizzle's view of org_areas (migrations 0011, 0018): the sales areas dealers belong to, and what they cover. */
export const orgAreas = pgTable('org_areas', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  province_ids: text('province_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  city_ids: text('city_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  created_at: ts('created_at').notNull().defaultNow(),
});
