import { sql } from 'drizzle-orm';
import { WIKI_SEARCH_PAGE_SIZE, type WikiHit, type WikiLanguage, type WikiSearchPage } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { highlightTerms, MARK_END, MARK_START, partsOfMarked } from './wiki-highlight.js';
import { translated } from './wiki-repository.js';

/** The text search configuration and indexed column of each language (migration 0051, docs/decisions.md). */
const CONFIG = { en: 'english', id: 'indonesian', ja: 'simple' } as const;
/** ts_rank's weights for D, C, B (body) and A (title): a title match counts five times a body match. */
const WEIGHTS = '{0.02, 0.05, 0.2, 1.0}';
const SNIPPET_CHARS = 160;

type HitRow = {
  id: number;
  link: string;
  category_link: string;
  category_title: string;
  title: string;
  plain: string;
  title_marked: string | null;
  snippet_marked: string | null;
  rank: number;
  total: number | string;
};

/**
 * search_wiki: the guides matching the search in the reader's language, best first (ts_rank, the
 * title weighted above the body), each with its title and a snippet with the matches marked.
 */
export async function searchWiki(
  db: Db,
  language: WikiLanguage,
  search: string,
  page: number,
): Promise<WikiSearchPage> {
  const empty = { data: [], total_data: 0, page, limit: WIKI_SEARCH_PAGE_SIZE };
  const text = search.replaceAll(MARK_START, ' ').replaceAll(MARK_END, ' ').trim();
  if (text === '') return empty;
  const config = sql.raw(`'${CONFIG[language]}'::regconfig`);
  const column = sql.raw(`g.search_${language}`);
  const query =
    language === 'ja'
      ? sql`plainto_tsquery('simple', wiki_bigrams(${text}))`
      : sql`plainto_tsquery(${config}, ${text})`;
  const title = translated('g', 'title', language);
  const plain = sql`translate(wiki_plain(${translated('g', 'body', language)}), ${MARK_START + MARK_END}, '')`;
  // One Japanese character has no bigram to find: it is looked for as it is, a title holding it first.
  const single = language === 'ja' && [...text].length === 1;
  const pattern = containsPattern(text);
  const match = single ? sql`(${title} ILIKE ${pattern} OR ${plain} ILIKE ${pattern})` : sql`${column} @@ q`;
  const rank = single
    ? sql`CASE WHEN ${title} ILIKE ${pattern} THEN 1.0 ELSE 0.2 END`
    : sql`ts_rank(${sql.raw(`'${WEIGHTS}'`)}::float4[], ${column}, q)`;
  const headlines =
    language === 'ja'
      ? sql`NULL AS title_marked, NULL AS snippet_marked`
      : sql`ts_headline(${config}, translate(${title}, ${MARK_START + MARK_END}, ''), q,
              ${`HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`}) AS title_marked,
            ts_headline(${config}, ${plain}, q,
              ${`MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`}) AS snippet_marked`;
  const rows = await queryRows<HitRow>(
    db,
    sql`SELECT g.id, g.link, c.link AS category_link, ${translated('c', 'title', language)} AS category_title,
          ${title} AS title, ${plain} AS plain, ${headlines},
          ${rank} AS rank, count(*) OVER () AS total
        FROM guides g JOIN guide_categories c ON c.id = g.category_id, ${query} AS q
        WHERE ${match}
        ORDER BY rank DESC, g.position, g.id
        LIMIT ${WIKI_SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * WIKI_SEARCH_PAGE_SIZE}`,
  );
  if (rows.length === 0) return empty;
  const data: WikiHit[] = rows.map((row) => ({
    id: row.id,
    link: row.link,
    category_link: row.category_link,
    category_title: row.category_title,
    title: row.title_marked === null ? highlightTerms(row.title, text) : partsOfMarked(row.title_marked),
    snippet:
      row.snippet_marked === null ? highlightTerms(row.plain, text, SNIPPET_CHARS) : partsOfMarked(row.snippet_marked),
    rank: Number(row.rank),
  }));
  return { data, total_data: Number(rows[0]?.total ?? 0), page, limit: WIKI_SEARCH_PAGE_SIZE };
}
