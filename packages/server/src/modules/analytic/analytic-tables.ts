import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of retail_sales (migration 0039): a dealer's sale of a chassis to a customer on a day. */
export const retailSales = pgTable('retail_sales', {
  id: serial('id').primaryKey(),
  chassis_number: text('chassis_number').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  customer_org_id: integer('customer_org_id'),
  sold_on: date('sold_on', { mode: 'string' }).notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Drizzle's view of analytic_months (migration 0039): a closed month's counts per dealer and ratio. */
export const analyticMonths = pgTable('analytic_months', {
  month: date('month', { mode: 'string' }).notNull(),
  dealer_id: integer('dealer_id').notNull(),
  ratio: text('ratio').notNull(),
  numerator: integer('numerator').notNull(),
  denominator: integer('denominator').notNull(),
  taken_at: ts('taken_at').notNull().defaultNow(),
});

/** Drizzle's view of analytic_closed_months (migration 0039): the months whose counts are stored. */
export const analyticClosedMonths = pgTable('analytic_closed_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  closed_at: ts('closed_at').notNull().defaultNow(),
});

/** Drizzle's view of analytic_euro4_months (migration 0044): analytic_months over the Euro 4 trucks only. */
export const analyticEuro4Months = pgTable('analytic_euro4_months', {
  month: date('month', { mode: 'string' }).notNull(),
  dealer_id: integer('dealer_id').notNull(),
  ratio: text('ratio').notNull(),
  numerator: integer('numerator').notNull(),
  denominator: integer('denominator').notNull(),
  taken_at: ts('taken_at').notNull().defaultNow(),
});
