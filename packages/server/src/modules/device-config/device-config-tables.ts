import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConfigStatus } from '@armada/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of device_configs (migration 0058): every configuration sent or queued. */
export const deviceConfigs = pgTable('device_configs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  imei: text('imei').notNull(),
  organization_id: integer('organization_id'),
  user_id: integer('user_id'),
  username: text('username').notNull(),
  report_interval: integer('report_interval'),
  apn: text('apn'),
  host: text('host'),
  port: integer('port'),
  payload: text('payload'),
  status: text('status').$type<ConfigStatus>().notNull(),
  answer: text('answer'),
  created_at: ts('created_at').notNull().defaultNow(),
  sent_at: ts('sent_at'),
  answered_at: ts('answered_at'),
});
