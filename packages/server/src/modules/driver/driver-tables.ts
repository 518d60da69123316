import { date, doublePrecision, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of the drivers' tables (migration 0049 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  licence_number: text('licence_number').notNull(),
  licence_valid_until: date('licence_valid_until', { mode: 'string' }),
  phone: text('phone'),
  rfid_code: text('rfid_code'),
  user_id: integer('user_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const driverVehicles = pgTable('driver_vehicles', {
  id: serial('id').primaryKey(),
  driver_id: integer('driver_id').notNull(),
  vehicle_id: integer('vehicle_id').notNull(),
  since: date('since', { mode: 'string' }).notNull(),
  until: date('until', { mode: 'string' }),
});

export const driverDays = pgTable(
  'driver_days',
  {
    driver_id: integer('driver_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    organization_id: integer('organization_id').notNull(),
    distance_m: doublePrecision('distance_m').notNull().default(0),
    overspeed_count: integer('overspeed_count').notNull().default(0),
    overspeed_s: doublePrecision('overspeed_s').notNull().default(0),
    harsh_acceleration: integer('harsh_acceleration').notNull().default(0),
    harsh_braking: integer('harsh_braking').notNull().default(0),
    harsh_cornering: integer('harsh_cornering').notNull().default(0),
    idle_s: doublePrecision('idle_s').notNull().default(0),
    night_s: doublePrecision('night_s').notNull().default(0),
    fatigue_events: integer('fatigue_events').notNull().default(0),
    crashes: integer('crashes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.driver_id] })],
);
