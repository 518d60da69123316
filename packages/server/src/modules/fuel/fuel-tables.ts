import {
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FuelCalibrationPoint, FuelEventKind, FuelSensorMode } from '@armada/domain';

/** Drizzle's view of the fuel tables (migration 0048 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const vehicleFuel = pgTable('vehicle_fuel', {
  vehicle_id: integer('vehicle_id').primaryKey(),
  capacity_l: doublePrecision('capacity_l').notNull(),
  mode: text('mode').$type<FuelSensorMode>().notNull(),
  calibration: jsonb('calibration').$type<FuelCalibrationPoint[]>().notNull(),
  scanned_to: ts('scanned_to'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const fuelEvents = pgTable('fuel_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vehicle_id: integer('vehicle_id').notNull(),
  kind: text('kind').$type<FuelEventKind>().notNull(),
  start_time: ts('start_time').notNull(),
  end_time: ts('end_time').notNull(),
  litres: doublePrecision('litres').notNull(),
  before_l: doublePrecision('before_l').notNull(),
  after_l: doublePrecision('after_l').notNull(),
  parked: boolean('parked').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const refuels = pgTable('refuels', {
  id: serial('id').primaryKey(),
  vehicle_id: integer('vehicle_id').notNull(),
  time: ts('time').notNull(),
  litres: doublePrecision('litres').notNull(),
  price_per_liter: doublePrecision('price_per_liter').notNull(),
  spbu_id: integer('spbu_id'),
  odometer: doublePrecision('odometer'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
