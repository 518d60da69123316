import type { RowPager } from './xlsx-writer.js';

export type IdSource<Row> = {
  /** The ids of every row of the file, in the file's order: one query, read at the first page. */
  ids: () => Promise<readonly number[]>;
  /** The rows of these ids, in any order; a row gone since the ids were read is left out. */
  rows: (ids: readonly number[]) => Promise<readonly Row[]>;
  idOf: (row: Row) => number;
};

/**
 * A RowPager for one pass of writeXlsx that finds the rows by id. Paging the sorted query by OFFSET
 * ran it again for every page and skipped ever more rows (most of a 100,000-row file's time); here
 * the order is found once and each page is a primary-key lookup of its ids. A page is filled up to
 * `limit` even when rows vanished meanwhile, since a short page tells the writer the file ends.
 */
export function idPager<Row extends Record<string, unknown>>(source: IdSource<Row>): RowPager {
  let ids: readonly number[] | undefined;
  let next = 0;
  return async (_offset, limit) => {
    ids ??= await source.ids();
    const page: Row[] = [];
    while (page.length < limit && next < ids.length) {
      const chunk = ids.slice(next, next + limit - page.length);
      next += chunk.length;
      const found = new Map((await source.rows(chunk)).map((row) => [source.idOf(row), row]));
      for (const id of chunk) {
        const row = found.get(id);
        if (row) page.push(row);
      }
    }
    return page;
  };
}
