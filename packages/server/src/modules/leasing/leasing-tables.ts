import { bigint, date, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { DealerApproval } from '@armada/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle's view of vehicle_leases (migration 0012): a lease contract and its dealer validation. */
export const vehicleLeases = pgTable('vehicle_leases', {
  id: serial('id').primaryKey(),
  vehicle_id: integer('vehicle_id'),
  leasing_org_id: integer('leasing_org_id').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  chassis_number: text('chassis_number').notNull(),
  imei: text('imei').notNull(),
  contract_number: text('contract_number').notNull(),
  owner_name: text('owner_name').notNull(),
  tenor: smallint('tenor').notNull(),
  installment: bigint('installment', { mode: 'number' }).notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  dealer_approval: text('dealer_approval').$type<DealerApproval>().notNull().default('pending'),
  remark: text('remark'),
  registered_by: integer('registered_by'),
  decided_by: integer('decided_by'),
  decided_at: ts('decided_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
