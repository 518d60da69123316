import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Envelope,
  ErrorBody,
  Guide,
  GuideCategory,
  GuideCategoryLinkQuery,
  GuideCategoryList,
  GuideEntryList,
  GuideLinkQuery,
  GuidesOfCategoryQuery,
  WIKI_IMAGE_MAX_BYTES,
  WIKI_IMAGE_TYPES,
  WikiImageQuery,
  WikiImageUploaded,
  wikiImagePath,
  WikiSearchPage,
  WikiSearchQuery,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { viewerOf } from '../../auth/guard.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { readerLanguageOf } from '../../reader-language.js';
import { imageTypeOf } from './wiki-image.js';
import { allCategories, categoryByLink, guideByLink, guidesOfCategory, wikiLanguageOf } from './wiki-repository.js';
import { searchWiki } from './wiki-search.js';
import { wikiImages } from './wiki-tables.js';

const read = { access: 'signed-in' } as const;
const MB = WIKI_IMAGE_MAX_BYTES / 1024 / 1024;
const notImage = () => new AppError(415, 'wiki_image_type');
const tooLarge = () => new AppError(413, 'wiki_image_too_large', { values: { mb: MB }, result: { mb: MB } });
const IMAGE = Type.Unsafe<Buffer>(Type.String({ format: 'binary', description: 'the image' }));
const IMAGE_ANSWERS = {
  200: {
    description: 'the image, with its own content type',
    content: Object.fromEntries(WIKI_IMAGE_TYPES.map((type) => [type, { schema: IMAGE }])),
  },
  '4xx': ErrorBody,
};

/** Takes the request's one `file` part into memory, refusing anything but an image of at most 1 MB. */
async function receiveImage(request: FastifyRequest) {
  if (!request.isMultipart()) throw notImage();
  const part = await request.file({ limits: { fileSize: WIKI_IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw notImage();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  const type = imageTypeOf(bytes);
  if (!type) throw notImage();
  return { bytes, type, fileName: part.filename.slice(-200) };
}

/**
 * `/api/wiki/...`: the wiki host of spec document 2 section 7.9 (reading, any signed-in user, in the
 * caller's language with English where a text is not translated), the editor's image upload
 * (edit_wiki) and the images themselves (public: an <img> sends no token; docs/decisions.md).
 */
export async function wikiRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await base.register(multipart, { limits: { fileSize: WIKI_IMAGE_MAX_BYTES, files: 1 } });
  const app = typed(base);
  const { db } = ctx.database;
  const languageOf = (request: FastifyRequest) => wikiLanguageOf(readerLanguageOf(request));

  app.get(
    '/all_guide_category',
    { config: read, schema: { response: { 200: Envelope(GuideCategoryList) } } },
    async (request) => ok(await allCategories(db, languageOf(request))),
  );

  app.get(
    '/guide_category_by_link',
    { config: read, schema: { querystring: GuideCategoryLinkQuery, response: { 200: Envelope(GuideCategory) } } },
    async (request) => {
      const category = await categoryByLink(db, languageOf(request), request.query.category_link);
      if (!category) throw notFound();
      return ok(category);
    },
  );

  app.get(
    '/all_guide_by_id_category',
    { config: read, schema: { querystring: GuidesOfCategoryQuery, response: { 200: Envelope(GuideEntryList) } } },
    async (request) => {
      const entries = await guidesOfCategory(db, languageOf(request), request.query.category_id);
      if (!entries) throw notFound();
      return ok(entries);
    },
  );

  app.get(
    '/guide_by_link',
    { config: read, schema: { querystring: GuideLinkQuery, response: { 200: Envelope(Guide) } } },
    async (request) => {
      const guide = await guideByLink(db, languageOf(request), request.query.link);
      if (!guide) throw notFound();
      return ok(guide);
    },
  );

  app.get(
    '/search_wiki',
    { config: read, schema: { querystring: WikiSearchQuery, response: { 200: Envelope(WikiSearchPage) } } },
    async (request) => ok(await searchWiki(db, languageOf(request), request.query.search, request.query.page)),
  );

  app.post(
    '/upload_image',
    { config: { access: 'edit_wiki' }, schema: { response: { 200: Envelope(WikiImageUploaded) } } },
    async (request) => {
      const { bytes, type, fileName } = await receiveImage(request);
      const [stored] = await db
        .insert(wikiImages)
        .values({ content_type: type, bytes, file_name: fileName, created_by: viewerOf(request).user_id })
        .returning({ id: wikiImages.id });
      if (!stored) throw new Error('upload_image stored no row');
      return ok({ id: stored.id, path: wikiImagePath(stored.id) });
    },
  );

  app.get(
    '/image',
    { config: { access: 'public' }, schema: { querystring: WikiImageQuery, response: IMAGE_ANSWERS } },
    async (request, reply) => {
      const [image] = await db
        .select({ content_type: wikiImages.content_type, bytes: wikiImages.bytes })
        .from(wikiImages)
        .where(eq(wikiImages.id, request.query.id));
      if (!image) throw notFound();
      return reply
        .type(image.content_type)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(image.bytes));
    },
  );
}
