import { boolean, date, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of migration 0052 (the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  author_id: integer('author_id'),
  reach_all: boolean('reach_all').notNull().default(false),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  realm_ids: integer('realm_ids').array().notNull().default([]),
  organization_ids: integer('organization_ids').array().notNull().default([]),
  publish_at: ts('publish_at').notNull().defaultNow(),
  end_at: ts('end_at'),
  promo: boolean('promo').notNull().default(false),
  notified_at: ts('notified_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    user_id: integer('user_id').notNull(),
    announcement_id: integer('announcement_id').notNull(),
    dismissed_at: ts('dismissed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.announcement_id] })],
);

export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    vehicle_id: integer('vehicle_id').notNull(),
    kind: text('kind').$type<'stnk' | 'license'>().notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vehicle_id, table.kind, table.valid_until] })],
);

export const driverLicenceReminders = pgTable(
  'driver_licence_reminders',
  {
    driver_id: integer('driver_id').notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.driver_id, table.valid_until] })],
);
