import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { JobOrderState } from '@armada/domain';

/** Drizzle's view of job_orders (migration 0004 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const jobOrders = pgTable('job_orders', {
  id: serial('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  vehicle_id: integer('vehicle_id').notNull(),
  number: text('number').notNull(),
  title: text('title').notNull(),
  origin: text('origin'),
  destination: text('destination'),
  driver_name: text('driver_name'),
  status: text('status').$type<JobOrderState>().notNull().default('active'),
  planned_start_at: ts('planned_start_at'),
  planned_end_at: ts('planned_end_at'),
  started_at: ts('started_at'),
  finished_at: ts('finished_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
