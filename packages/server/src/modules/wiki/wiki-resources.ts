import { and, eq, ne, sql } from 'drizzle-orm';
import {
  GUIDE_CATEGORY_FIELDS,
  GUIDE_FIELDS,
  GuideAddBody,
  GuideCategoryAddBody,
  GuideCategoryEditBody,
  GuideCategoryRow,
  GuideEditBody,
  GuideRow,
  pickGiven,
  WIKI_RESOURCES,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { guideCategories, guides } from './wiki-tables.js';

/** The wiki is one for the whole portal: every editor sees and changes all of it. */
const everything = () => sql`true`;

const linkTaken = () => new AppError(409, 'wiki_link_taken');
const parentInvalid = () => new AppError(400, 'wiki_parent_invalid');

async function refuseTakenLink(db: Db, table: typeof guideCategories | typeof guides, link: string, id?: number) {
  const [taken] = await db
    .select({ id: table.id })
    .from(table)
    .where(id === undefined ? eq(table.link, link) : and(eq(table.link, link), ne(table.id, id)));
  if (taken) throw linkTaken();
}

/**
 * A parent is a top-level category other than the category itself, and a category with
 * sub-categories stays top-level: the wiki's menu is two levels deep. 0 means none.
 */
async function parentOf(db: Db, parentId: number, id?: number): Promise<number | null> {
  if (parentId === 0) return null;
  if (parentId === id) throw parentInvalid();
  const [parent] = await db
    .select({ parent_id: guideCategories.parent_id })
    .from(guideCategories)
    .where(eq(guideCategories.id, parentId));
  if (!parent) throw notFound();
  if (parent.parent_id !== null) throw parentInvalid();
  if (id !== undefined) {
    const [child] = await db
      .select({ id: guideCategories.id })
      .from(guideCategories)
      .where(eq(guideCategories.parent_id, id))
      .limit(1);
    if (child) throw parentInvalid();
  }
  return parentId;
}

const trimmed = <T extends Partial<Record<'title_en' | 'title_id' | 'title_ja', string>>>(input: T) => ({
  ...(input.title_en === undefined ? {} : { title_en: input.title_en.trim() }),
  ...(input.title_id === undefined ? {} : { title_id: input.title_id.trim() }),
  ...(input.title_ja === undefined ? {} : { title_ja: input.title_ja.trim() }),
});

function refuseBlankTitle(title: string | undefined) {
  if (title !== undefined && title.trim() === '') throw new AppError(400, 'fill_blank');
}

async function categoryValues(input: Partial<GuideCategoryAddBody>, ctx: WriteContext, id?: number) {
  if (id !== undefined) {
    const [stored] = await ctx.db
      .select({ id: guideCategories.id })
      .from(guideCategories)
      .where(eq(guideCategories.id, id));
    if (!stored) throw notFound();
  }
  refuseBlankTitle(input.title_en);
  if (input.link !== undefined) await refuseTakenLink(ctx.db, guideCategories, input.link, id);
  const parent = input.parent_id === undefined ? {} : { parent_id: await parentOf(ctx.db, input.parent_id, id) };
  return {
    ...pickGiven(input, ['link', 'position'] as const),
    ...trimmed(input),
    ...parent,
    updated_at: new Date(),
    updated_by: ctx.viewer.user_id,
  };
}

async function guideValues(input: Partial<GuideAddBody>, ctx: WriteContext, id?: number) {
  if (id !== undefined) {
    const [stored] = await ctx.db.select({ id: guides.id }).from(guides).where(eq(guides.id, id));
    if (!stored) throw notFound();
  }
  refuseBlankTitle(input.title_en);
  if (input.link !== undefined) await refuseTakenLink(ctx.db, guides, input.link, id);
  if (input.category_id !== undefined) {
    const [category] = await ctx.db
      .select({ id: guideCategories.id })
      .from(guideCategories)
      .where(eq(guideCategories.id, input.category_id));
    if (!category) throw notFound();
  }
  return {
    ...pickGiven(input, ['category_id', 'link', 'position', 'body_en', 'body_id', 'body_ja'] as const),
    ...trimmed(input),
    updated_at: new Date(),
    updated_by: ctx.viewer.user_id,
  };
}

/** `wiki/guide_category`: the editor's categories (view with every language, add, edit, delete). */
export const guideCategoryResource = defineResource({
  ...WIKI_RESOURCES.category,
  table: guideCategories,
  id: guideCategories.id,
  row: GuideCategoryRow,
  fields: {
    id: guideCategories.id,
    link: guideCategories.link,
    parent_id: guideCategories.parent_id,
    position: guideCategories.position,
    title_en: guideCategories.title_en,
    title_id: guideCategories.title_id,
    title_ja: guideCategories.title_ja,
    updated_at: guideCategories.updated_at,
  },
  searchable: [guideCategories.title_en, guideCategories.link],
  filterable: {},
  sortable: { position: guideCategories.position },
  defaultSort: 'position',
  paged: true,
  listedElsewhere: true,
  visible: everything,
  access: { view: 'edit_wiki', add: 'edit_wiki', edit: 'edit_wiki', delete: 'edit_wiki' },
  add: { body: GuideCategoryAddBody, writable: () => GUIDE_CATEGORY_FIELDS, values: categoryValues },
  edit: { body: GuideCategoryEditBody, writable: () => GUIDE_CATEGORY_FIELDS, values: categoryValues },
  hooks: {
    // A category keeps its guides and sub-categories: the editor moves or deletes them first.
    beforeRemove: async (ctx, id) => {
      const [used] = await queryRows<{ used: boolean }>(
        ctx.db,
        sql`
        SELECT EXISTS (SELECT 1 FROM guides WHERE category_id = ${id})
            OR EXISTS (SELECT 1 FROM guide_categories WHERE parent_id = ${id}) AS used`,
      );
      if (used?.used) throw new AppError(409, 'wiki_category_not_empty');
    },
  },
});

/** `wiki/guide`: the editor's guides (view with every language, add, edit, delete). */
export const guideResource = defineResource({
  ...WIKI_RESOURCES.guide,
  table: guides,
  id: guides.id,
  row: GuideRow,
  fields: {
    id: guides.id,
    category_id: guides.category_id,
    link: guides.link,
    position: guides.position,
    title_en: guides.title_en,
    title_id: guides.title_id,
    title_ja: guides.title_ja,
    body_en: guides.body_en,
    body_id: guides.body_id,
    body_ja: guides.body_ja,
    updated_at: guides.updated_at,
    updated_by: guides.updated_by,
  },
  searchable: [guides.title_en, guides.link],
  filterable: {},
  sortable: { position: guides.position },
  defaultSort: 'position',
  paged: true,
  listedElsewhere: true,
  visible: everything,
  access: { view: 'edit_wiki', add: 'edit_wiki', edit: 'edit_wiki', delete: 'edit_wiki' },
  add: { body: GuideAddBody, writable: () => GUIDE_FIELDS, values: guideValues },
  edit: { body: GuideEditBody, writable: () => GUIDE_FIELDS, values: guideValues },
});
