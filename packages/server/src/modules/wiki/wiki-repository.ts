import { sql, type SQL } from 'drizzle-orm';
import type { Guide, GuideCategory, GuideEntry, WikiLanguage } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import type { ReaderLanguage } from '../../reader-language.js';

/** The column suffix of a reader's language. */
export const wikiLanguageOf = (reader: ReaderLanguage): WikiLanguage => (reader === 'en-us' ? 'en' : reader);

/** A translated column, English where the translation is empty: `title_id`, else `title_en`. */
export const translated = (alias: string, column: 'title' | 'body', language: WikiLanguage): SQL =>
  language === 'en'
    ? sql.raw(`${alias}.${column}_en`)
    : sql.raw(
        `CASE WHEN ${alias}.${column}_${language} = '' THEN ${alias}.${column}_en ELSE ${alias}.${column}_${language} END`,
      );

type CategoryRow = Omit<GuideCategory, 'guides'>;
type EntryRow = GuideEntry & { category_id: number };

async function entriesOf(db: Db, language: WikiLanguage, where: SQL): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`SELECT g.id, g.link, g.position, g.category_id, ${translated('g', 'title', language)} AS title
        FROM guides g WHERE ${where} ORDER BY g.position, g.id`,
  );
}

/** all_guide_category: every category in menu order (parents first, each followed by its children), with its guides. */
export async function allCategories(db: Db, language: WikiLanguage): Promise<GuideCategory[]> {
  const categories = await queryRows<CategoryRow>(
    db,
    sql`SELECT c.id, c.link, c.parent_id, c.position, ${translated('c', 'title', language)} AS title
        FROM guide_categories c
        LEFT JOIN guide_categories p ON p.id = c.parent_id
        ORDER BY coalesce(p.position, c.position), coalesce(p.id, c.id), c.parent_id NULLS FIRST, c.position, c.id`,
  );
  const entries = await entriesOf(db, language, sql`true`);
  return categories.map((category) => ({
    ...category,
    guides: entries.filter((entry) => entry.category_id === category.id).map(({ category_id: _, ...entry }) => entry),
  }));
}

/** guide_category_by_link: one category with its guides, or undefined. */
export async function categoryByLink(db: Db, language: WikiLanguage, link: string): Promise<GuideCategory | undefined> {
  const [category] = await queryRows<CategoryRow>(
    db,
    sql`SELECT c.id, c.link, c.parent_id, c.position, ${translated('c', 'title', language)} AS title
        FROM guide_categories c WHERE c.link = ${link}`,
  );
  if (!category) return undefined;
  const entries = await entriesOf(db, language, sql`g.category_id = ${category.id}`);
  return { ...category, guides: entries.map(({ category_id: _, ...entry }) => entry) };
}

/** all_guide_by_id_category: a category's guides in order; undefined for an unknown category. */
export async function guidesOfCategory(
  db: Db,
  language: WikiLanguage,
  categoryId: number,
): Promise<GuideEntry[] | undefined> {
  const [category] = await queryRows<{ id: number }>(db, sql`SELECT id FROM guide_categories WHERE id = ${categoryId}`);
  if (!category) return undefined;
  const entries = await entriesOf(db, language, sql`g.category_id = ${categoryId}`);
  return entries.map(({ category_id: _, ...entry }) => entry);
}

/** guide_by_link: a guide in the reader's language (English where it is not translated). */
export async function guideByLink(db: Db, language: WikiLanguage, link: string): Promise<Guide | undefined> {
  const body = sql.raw(`g.body_${language}`);
  const [row] = await queryRows<
    Omit<Guide, 'updated_at' | 'language'> & { translated: boolean; updated_at: Date | string }
  >(
    db,
    sql`SELECT g.id, g.link, g.category_id, c.link AS category_link,
          ${translated('c', 'title', language)} AS category_title,
          ${translated('g', 'title', language)} AS title,
          ${translated('g', 'body', language)} AS body,
          (${body} <> '') AS translated, g.updated_at
        FROM guides g JOIN guide_categories c ON c.id = g.category_id
        WHERE g.link = ${link}`,
  );
  if (!row) return undefined;
  const { translated: isTranslated, updated_at, ...guide } = row;
  return {
    ...guide,
    language: isTranslated ? language : 'en',
    updated_at: new Date(updated_at).toISOString(),
  };
}
