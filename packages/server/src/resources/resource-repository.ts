import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListFilter, TokenPayload } from '@armada/domain';
import type { Db } from '../db/client.js';
import { containsInAny } from '../db/search-text.js';
import type { Scope } from '../auth/scope.js';
import { AppError } from '../errors.js';
import type { AnyResource } from './resource-definition.js';

/** Whose rows: the caller's scope, and the caller (for rows a user owns). */
export type Reach = { scope: Scope; viewer: TokenPayload };

export type ListRequest = {
  page: number;
  limit: number;
  all: boolean;
  sort: { field: string; descending: boolean };
  filter: ListFilter;
  search?: string;
};

function listCondition(def: AnyResource, reach: Reach, request: ListRequest): SQL | undefined {
  const search = request.search?.trim().toLowerCase();
  const searched = search ? containsInAny(def.searchable, search) : undefined;
  const filters = Object.entries(request.filter).map(([field, values]) => {
    const filterColumn = def.filterable[field];
    return filterColumn ? inArray(filterColumn.column, [...values]) : sql`false`;
  });
  return and(def.visible(reach.scope, reach.viewer), searched, ...filters);
}

/**
 * One page of the rows the scope sees, searched, filtered and sorted in SQL, with the total. A page
 * is found by its ids first (over the table alone, often an index scan), and only its rows get their
 * fields: a deep page would otherwise compute every skipped row's fields (names from other tables).
 */
export async function listRows(db: Db, def: AnyResource, reach: Reach, request: ListRequest) {
  const where = listCondition(def, reach, request);
  const sortColumn = def.sortable[request.sort.field] ?? def.id;
  const order = [request.sort.descending ? desc(sortColumn) : asc(sortColumn), asc(def.id)];
  const pageIds = db
    .select({ id: def.id })
    .from(def.table)
    .where(where)
    .orderBy(...order)
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  const rows = db
    .select(def.fields)
    .from(def.table)
    .where(request.all ? where : inArray(def.id, pageIds))
    .orderBy(...order);
  const [read, totals] = await Promise.all([rows, db.select({ n: count() }).from(def.table).where(where)]);
  const shape = def.listed;
  const data = shape ? read.map((row) => shape(row)) : read;
  return { data, total_data: Number(totals[0]?.n ?? 0), page: request.page, limit: request.limit };
}

const visibleRow = (def: AnyResource, reach: Reach, id: number) =>
  and(eq(def.id, id), def.visible(reach.scope, reach.viewer));

export async function viewRow(db: Db, def: AnyResource, reach: Reach, id: number) {
  const rows = await db
    .select(def.fields)
    .from(def.table)
    .where(visibleRow(def, reach, id))
    .limit(1);
  return rows[0];
}

// Drizzle types values per table; a definition's values are checked by its schema and `values` function.
type AnyTable = PgTable & Record<string, never>;

/** Two writers racing for the same unique value (a chassis, a code): the loser is told, nothing breaks. */
async function refusingDuplicates<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new AppError(409, 'cannot_process');
    throw error;
  }
}

export async function insertRow(db: Db, def: AnyResource, values: Record<string, unknown>) {
  const rows = await refusingDuplicates(
    db
      .insert(def.table as AnyTable)
      .values(values as never)
      .returning({ id: def.id }),
  );
  return rows[0]?.id as number;
}

/** Changes a visible row; answers whether one was found. */
export async function updateRow(
  db: Db,
  def: AnyResource,
  reach: Reach,
  id: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const rows = await refusingDuplicates(
    db
      .update(def.table as AnyTable)
      .set(values as never)
      .where(visibleRow(def, reach, id))
      .returning({ id: def.id }),
  );
  return rows.length > 0;
}

export async function deleteRow(db: Db, def: AnyResource, reach: Reach, id: number): Promise<boolean> {
  const rows = await db
    .delete(def.table)
    .where(visibleRow(def, reach, id))
    .returning({ id: def.id });
  return rows.length > 0;
}
