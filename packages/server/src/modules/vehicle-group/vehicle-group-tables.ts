import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of the vehicle-group tables (migration 0004 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const vehicleGroups = pgTable('vehicle_groups', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Names a seeded description for the web to translate (migration 0038); null once it is edited. */
  description_key: text('description_key'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const vehicleGroupMembers = pgTable(
  'vehicle_group_members',
  {
    group_id: integer('group_id').notNull(),
    vehicle_id: integer('vehicle_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.group_id, table.vehicle_id] })],
);
