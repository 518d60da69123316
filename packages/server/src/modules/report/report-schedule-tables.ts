import { boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { EngineReport, ScheduleFrequency, ScheduleLanguage } from '@armada/domain';

/** Drizzle's view of the scheduled reports (migration 0033 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reportSchedules = pgTable('report_schedules', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  organization_id: integer('organization_id').notNull(),
  report: text('report').$type<EngineReport>().notNull(),
  imei: text('imei'),
  vehicle_group_id: integer('vehicle_group_id'),
  frequency: text('frequency').$type<ScheduleFrequency>().notNull(),
  weekday: smallint('weekday'),
  month_day: smallint('month_day'),
  hour: smallint('hour').notNull(),
  emails: text('emails').notNull(),
  language: text('language').$type<ScheduleLanguage>().notNull().default('en'),
  active: boolean('active').notNull().default(true),
  next_run_at: ts('next_run_at').notNull(),
  claimed_until: ts('claimed_until'),
  last_run_at: ts('last_run_at'),
  last_status: text('last_status').$type<'sent' | 'failed'>(),
  last_error: text('last_error'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export type ReportScheduleRecord = typeof reportSchedules.$inferSelect;
