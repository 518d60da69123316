import { integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of the user access tables (migration 0014_user_access.sql is the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const userTypes = pgTable('user_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  realm_id: integer('realm_id').notNull(),
  description: text('description').notNull().default(''),
  /** Names a seeded description for the web to translate (migration 0038); null once it is edited. */
  description_key: text('description_key'),
  permission_keys: text('permission_keys').array().notNull().default([]),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/**
 * The users table as user management sees it: db/schema.ts `users` without the password columns,
 * with the role (user_type_id, added by migration 0014).
 */
export const userAccounts = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  realm_id: integer('realm_id').notNull(),
  organization_id: integer('organization_id').notNull(),
  user_type_id: integer('user_type_id'),
  isorgadmin: smallint('isorgadmin').notNull(),
  access_type: smallint('access_type').notNull(),
  isactive: smallint('isactive').notNull(),
  user_access: jsonb('user_access').$type<Record<string, boolean> | null>(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
