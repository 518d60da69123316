import { boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of the app management tables (migration 0014_user_access.sql is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apps = pgTable('apps', {
  id: serial('id').primaryKey(),
  app_id: text('app_id').notNull(),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  description: text('description').notNull().default(''),
  /** Names a seeded description for the web to translate (migration 0038); null once it is edited. */
  description_key: text('description_key'),
  isactive: smallint('isactive').notNull().default(1),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** The permission catalogue table (db/schema.ts `permissions`) with the id and description of 0014. */
export const functions = pgTable('permissions', {
  id: serial('id').notNull(),
  key: text('key').primaryKey(),
  group_name: text('group_name').notNull(),
  added: boolean('added').notNull(),
  description: text('description').notNull().default(''),
});

/** The realms table (db/schema.ts `realms`) with the description of 0014; ids are fixed. */
export const realmRows = pgTable('realms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});
