import { integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { RetailSaleError, RetailUploadState } from '@armada/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of retail_sale_uploads (migration 0041): one uploaded file, checked in the background. */
export const retailSaleUploads = pgTable('retail_sale_uploads', {
  id: text('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  organization_id: integer('organization_id').notNull(),
  file_name: text('file_name').notNull(),
  status: text('status').$type<RetailUploadState>().notNull().default('reading'),
  progress: smallint('progress').notNull().default(0),
  rows_read: integer('rows_read').notNull().default(0),
  rows_stored: integer('rows_stored').notNull().default(0),
  rows_rejected: integer('rows_rejected').notNull().default(0),
  error_count: integer('error_count').notNull().default(0),
  errors: jsonb('errors').$type<RetailSaleError[]>().notNull().default([]),
  failure: text('failure'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
