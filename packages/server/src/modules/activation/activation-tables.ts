import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ActivationEvent } from '@armada/domain';

/** Drizzle's view of vehicle_activation_events (migration 0040): each change and note of a vehicle's activation. */
export const vehicleActivationEvents = pgTable('vehicle_activation_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vehicle_id: integer('vehicle_id').notNull(),
  event: text('event').$type<ActivationEvent>().notNull(),
  note: text('note'),
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
