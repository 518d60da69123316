import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, orNull, PageNumber } from './contract.js';

/**
 * The help wiki (spec document 1 section 2 '/wiki...', document 2 section 7.9 'Wiki host'): reading
 * calls for any signed-in user, answered in the caller's language with English where a text is not
 * translated; the editor's writes on the generic API (`wiki/guide_category`, `wiki/guide`) and the
 * image upload, behind `edit_wiki`.
 */
export const WIKI_CALLS = {
  categories: '/api/wiki/all_guide_category',
  categoryByLink: '/api/wiki/guide_category_by_link',
  guidesOfCategory: '/api/wiki/all_guide_by_id_category',
  guideByLink: '/api/wiki/guide_by_link',
  search: '/api/wiki/search_wiki',
  uploadImage: '/api/wiki/upload_image',
  image: '/api/wiki/image',
} as const;
export const WIKI_RESOURCES = {
  category: { group: 'wiki', name: 'guide_category' },
  guide: { group: 'wiki', name: 'guide' },
} as const;

/** The languages a guide is written in, as the web names them. */
export const WIKI_LANGUAGES = ['en', 'id', 'ja'] as const;
export type WikiLanguage = (typeof WIKI_LANGUAGES)[number];

/** A link slug: lowercase letters and digits in words joined by '-'. */
export const WIKI_LINK_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const WIKI_LINK_MAX = 80;
export const WIKI_CATEGORY_TITLE_MAX = 120;
export const WIKI_GUIDE_TITLE_MAX = 160;
export const WIKI_BODY_MAX = 60_000;
export const WIKI_POSITION_MAX = 10_000;
/** An image's bytes at most (1 MB), and the types the wiki serves. */
export const WIKI_IMAGE_MAX_BYTES = 1_048_576;
export const WIKI_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Search results per page, and the longest search text. */
export const WIKI_SEARCH_PAGE_SIZE = 10;
export const WIKI_SEARCH_MAX = 100;
/** The path of an image as a guide's Markdown names it: the only images a guide shows. */
export const wikiImagePath = (id: number) => `${WIKI_CALLS.image}?id=${id}`;
export const WIKI_IMAGE_SRC_PATTERN = /^\/api\/wiki\/image\?id=[1-9][0-9]{0,9}$/;

const link = (description?: string) =>
  Type.String({ pattern: WIKI_LINK_PATTERN, minLength: 1, maxLength: WIKI_LINK_MAX, description });

/** A guide in a menu: its link and title in the caller's language. */
export const GuideEntry = Closed({ id: Id(), link: Type.String(), position: Type.Integer(), title: Type.String() });
export type GuideEntry = Static<typeof GuideEntry>;

/** A category as readers see it; all_guide_category lists each with its guides (in order) for the menu. */
export const GuideCategory = Closed({
  id: Id(),
  link: Type.String(),
  parent_id: orNull(Id()),
  position: Type.Integer(),
  title: Type.String(),
  guides: Type.Array(GuideEntry),
});
export type GuideCategory = Static<typeof GuideCategory>;

export const GuideCategoryList = Type.Array(GuideCategory);
export type GuideCategoryList = Static<typeof GuideCategoryList>;

export const GuideCategoryLinkQuery = Closed({ category_link: link() });
export type GuideCategoryLinkQuery = Static<typeof GuideCategoryLinkQuery>;

export const GuidesOfCategoryQuery = Closed({ category_id: Id() });
export type GuidesOfCategoryQuery = Static<typeof GuidesOfCategoryQuery>;

export const GuideEntryList = Type.Array(GuideEntry);
export type GuideEntryList = Static<typeof GuideEntryList>;

export const GuideLinkQuery = Closed({ link: link() });
export type GuideLinkQuery = Static<typeof GuideLinkQuery>;

/** A guide to read: title and Markdown body in the caller's language (`language` says which was found). */
export const Guide = Closed({
  id: Id(),
  link: Type.String(),
  category_id: Id(),
  category_link: Type.String(),
  category_title: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'Markdown; the web renders it without raw HTML' }),
  language: Type.Union(WIKI_LANGUAGES.map((language) => Type.Literal(language))),
  updated_at: DateTime(),
});
export type Guide = Static<typeof Guide>;

export const WikiSearchQuery = Closed({
  page: PageNumber(),
  search: Type.String({ maxLength: WIKI_SEARCH_MAX }),
});
export type WikiSearchQuery = Static<typeof WikiSearchQuery>;

/** A piece of a highlighted snippet: plain text, `hit` where it matches the search. Never HTML. */
export const SnippetPart = Closed({ text: Type.String(), hit: Type.Boolean() });
export type SnippetPart = Static<typeof SnippetPart>;

/** A search result, best first: the guide, its category, and its snippet with the matches marked. */
export const WikiHit = Closed({
  id: Id(),
  link: Type.String(),
  category_link: Type.String(),
  category_title: Type.String(),
  title: Type.Array(SnippetPart),
  snippet: Type.Array(SnippetPart),
  rank: Type.Number(),
});
export type WikiHit = Static<typeof WikiHit>;

export const WikiSearchPage = Closed({
  data: Type.Array(WikiHit),
  total_data: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type WikiSearchPage = Static<typeof WikiSearchPage>;

export const WikiImageQuery = Closed({ id: Id() });
export type WikiImageQuery = Static<typeof WikiImageQuery>;

/** The upload's answer: the stored image and the path a guide names it by. */
export const WikiImageUploaded = Closed({ id: Id(), path: Type.String() });
export type WikiImageUploaded = Static<typeof WikiImageUploaded>;

// ---- the editor's rows and bodies (generic API: view, add, edit, delete) ----

/** A category with every language's title, as the editor reads it. */
export const GuideCategoryRow = Closed({
  id: Id(),
  link: Type.String(),
  parent_id: orNull(Id()),
  position: Type.Integer(),
  title_en: Type.String(),
  title_id: Type.String(),
  title_ja: Type.String(),
  updated_at: DateTime(),
});
export type GuideCategoryRow = Static<typeof GuideCategoryRow>;

const categoryFields = {
  link: link(),
  parent_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the parent category; 0 for none' }),
  position: Type.Integer({ minimum: 0, maximum: WIKI_POSITION_MAX }),
  title_en: Type.String({ minLength: 1, maxLength: WIKI_CATEGORY_TITLE_MAX }),
  title_id: Type.String({ maxLength: WIKI_CATEGORY_TITLE_MAX }),
  title_ja: Type.String({ maxLength: WIKI_CATEGORY_TITLE_MAX }),
};
export const GUIDE_CATEGORY_FIELDS = ['link', 'parent_id', 'position', 'title_en', 'title_id', 'title_ja'] as const;

export const GuideCategoryAddBody = Closed({
  link: categoryFields.link,
  title_en: categoryFields.title_en,
  parent_id: Type.Optional(categoryFields.parent_id),
  position: Type.Optional(categoryFields.position),
  title_id: Type.Optional(categoryFields.title_id),
  title_ja: Type.Optional(categoryFields.title_ja),
});
export type GuideCategoryAddBody = Static<typeof GuideCategoryAddBody>;

export const GuideCategoryEditBody = Closed({ id: Id(), ...Type.Partial(Closed(categoryFields)).properties });
export type GuideCategoryEditBody = Static<typeof GuideCategoryEditBody>;

/** A guide with every language's title and body, as the editor reads it. */
export const GuideRow = Closed({
  id: Id(),
  category_id: Id(),
  link: Type.String(),
  position: Type.Integer(),
  title_en: Type.String(),
  title_id: Type.String(),
  title_ja: Type.String(),
  body_en: Type.String(),
  body_id: Type.String(),
  body_ja: Type.String(),
  updated_at: DateTime(),
  updated_by: orNull(Type.Integer()),
});
export type GuideRow = Static<typeof GuideRow>;

const guideFields = {
  category_id: Id(),
  link: link(),
  position: Type.Integer({ minimum: 0, maximum: WIKI_POSITION_MAX }),
  title_en: Type.String({ minLength: 1, maxLength: WIKI_GUIDE_TITLE_MAX }),
  title_id: Type.String({ maxLength: WIKI_GUIDE_TITLE_MAX }),
  title_ja: Type.String({ maxLength: WIKI_GUIDE_TITLE_MAX }),
  body_en: Type.String({ maxLength: WIKI_BODY_MAX }),
  body_id: Type.String({ maxLength: WIKI_BODY_MAX }),
  body_ja: Type.String({ maxLength: WIKI_BODY_MAX }),
};
export const GUIDE_FIELDS = [
  'category_id',
  'link',
  'position',
  'title_en',
  'title_id',
  'title_ja',
  'body_en',
  'body_id',
  'body_ja',
] as const;

export const GuideAddBody = Closed({
  category_id: guideFields.category_id,
  link: guideFields.link,
  title_en: guideFields.title_en,
  ...Type.Partial(
    Closed({
      position: guideFields.position,
      title_id: guideFields.title_id,
      title_ja: guideFields.title_ja,
      body_en: guideFields.body_en,
      body_id: guideFields.body_id,
      body_ja: guideFields.body_ja,
    }),
  ).properties,
});
export type GuideAddBody = Static<typeof GuideAddBody>;

export const GuideEditBody = Closed({ id: Id(), ...Type.Partial(Closed(guideFields)).properties });
export type GuideEditBody = Static<typeof GuideEditBody>;

/** The shipped guides to the portal's screens (migration 0051): the screens' Help links open them. */
export const WIKI_HELP = {
  liveMap: '/wiki/view/monitoring/live-map',
  mapFilters: '/wiki/view/monitoring/map-filters',
  reports: '/wiki/view/reports/reports',
  vehicles: '/wiki/view/fleet/vehicles',
  customers: '/wiki/view/customers/customers',
  leasing: '/wiki/view/leasing/leasing',
  driverContest: '/wiki/view/community/driver-contest',
  surveys: '/wiki/view/community/surveys',
  announcements: '/wiki/view/community/announcements',
} as const;
