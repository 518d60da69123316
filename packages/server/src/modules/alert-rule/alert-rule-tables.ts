import { boolean, integer, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import type { ActivityType } from '@armada/domain';

/** Drizzle's view of alert_rules (migration 0047 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const alertRules = pgTable('alert_rules', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  name: text('name').notNull(),
  event_types: text('event_types').array().$type<ActivityType[]>().notNull(),
  vehicle_group_ids: integer('vehicle_group_ids').array().notNull().default([]),
  place_ids: integer('place_ids').array().notNull().default([]),
  portal: boolean('portal').notNull().default(true),
  emails: text('emails').notNull().default(''),
  quiet_from: time('quiet_from'),
  quiet_to: time('quiet_to'),
  enabled: boolean('enabled').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
