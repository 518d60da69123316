import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './like.js';

/**
 * The searched columns as one lowered text, as the trigram indexes of migration 0017 hold it:
 * `lower(coalesce(a::text, '') || ' ' || coalesce(b::text, '') ...)`. The literals stay in the SQL
 * text (not parameters) so PostgreSQL matches the expression to the index.
 */
export function searchText(columns: readonly (AnyPgColumn | SQL)[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}::text, '')`);
  return sql`lower(${sql.join(parts, sql.raw(` || ' ' || `))})`;
}

/**
 * `exact` (a contains-match of `pattern` in some of the `indexed` columns) with the joined text of
 * the indexed columns asked first: it contains the pattern whenever a column does, so it is a sieve
 * a trigram index answers instead of reading every row, and `exact` still decides the answer.
 */
export function sieved(indexed: readonly (AnyPgColumn | SQL)[], pattern: string, exact: SQL): SQL {
  return sql`(${searchText(indexed)} LIKE ${pattern} AND ${exact})`;
}

/** A row where one of the columns contains `search` (lowered by the caller). */
export function containsInAny(columns: readonly (AnyPgColumn | SQL)[], search: string): SQL | undefined {
  if (columns.length === 0) return undefined;
  const pattern = containsPattern(search);
  const exact = or(...columns.map((column) => sql`lower(${column}::text) LIKE ${pattern}`));
  return exact && sieved(columns, pattern, exact);
}
