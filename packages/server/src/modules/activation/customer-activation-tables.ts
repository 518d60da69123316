import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ActivationEvent, ActivationState } from '@armada/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The activation columns migration 0042 adds to organizations (the rest of the table is db/schema.ts's). */
export const customerActivation = pgTable('organizations', {
  id: integer('id').primaryKey(),
  activation_state: text('activation_state').$type<ActivationState>(),
  activation_invited_at: ts('activation_invited_at'),
  activation_changed_at: ts('activation_changed_at'),
});

/** Drizzle's view of customer_activation_events (migration 0042): each change and note of a customer's activation. */
export const customerActivationEvents = pgTable('customer_activation_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organization_id: integer('organization_id').notNull(),
  event: text('event').$type<ActivationEvent>().notNull(),
  note: text('note'),
  user_id: integer('user_id'),
  created_at: ts('created_at').notNull().defaultNow(),
});
