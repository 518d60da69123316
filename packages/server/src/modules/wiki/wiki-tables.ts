import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of the wiki's tables (migration 0051 is the source of truth; the search columns are left out). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const guideCategories = pgTable('guide_categories', {
  id: serial('id').primaryKey(),
  link: text('link').notNull(),
  parent_id: integer('parent_id'),
  position: integer('position').notNull().default(0),
  title_en: text('title_en').notNull(),
  title_id: text('title_id').notNull().default(''),
  title_ja: text('title_ja').notNull().default(''),
  updated_at: ts('updated_at').notNull().defaultNow(),
  updated_by: integer('updated_by'),
});

export const guides = pgTable('guides', {
  id: serial('id').primaryKey(),
  category_id: integer('category_id').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  title_en: text('title_en').notNull(),
  title_id: text('title_id').notNull().default(''),
  title_ja: text('title_ja').notNull().default(''),
  body_en: text('body_en').notNull().default(''),
  body_id: text('body_id').notNull().default(''),
  body_ja: text('body_ja').notNull().default(''),
  updated_at: ts('updated_at').notNull().defaultNow(),
  updated_by: integer('updated_by'),
});

export const wikiImages = pgTable('wiki_images', {
  id: serial('id').primaryKey(),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  file_name: text('file_name').notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});
