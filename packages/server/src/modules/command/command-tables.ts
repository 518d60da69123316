import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CommandKind, CommandStatus, StarterKillAction } from '@armada/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of vehicle_commands (migration 0007): every command attempt, the audit trail. */
export const vehicleCommands = pgTable('vehicle_commands', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  imei: text('imei').notNull(),
  organization_id: integer('organization_id'),
  user_id: integer('user_id'),
  username: text('username').notNull(),
  command: text('command').$type<CommandKind>().notNull(),
  action: text('action').$type<StarterKillAction>().notNull(),
  payload: text('payload'),
  status: text('status').$type<CommandStatus>().notNull(),
  answer: text('answer'),
  created_at: ts('created_at').notNull().defaultNow(),
  answered_at: ts('answered_at'),
});
