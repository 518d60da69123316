import { doublePrecision, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SpbuType } from '@armada/domain';

/** Drizzle's view of spbu, the gas stations (migration 0006 is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const spbu = pgTable('spbu', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  organization_id: integer('organization_id'),
  name: text('name').notNull(),
  alamat: text('alamat').notNull().default(''),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  type: smallint('type').$type<SpbuType>().notNull(),
  brand: text('brand'),
  price_per_liter: integer('price_per_liter'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
