import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import {
  DEALER_SET_SORTS,
  parseSort,
  REALM_ID,
  type DealerSetMember,
  type DealerSetQuery,
  type DealerSetRow,
  type DealerSetView,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { AppError } from '../../errors.js';
import { areaData } from '../area/area-data.js';
import { coverageColumns, type DealerSetKind } from './dealer-set-kinds.js';

type StoredSet = {
  id: number;
  code: string;
  name: string;
  dealer_count: number;
  province_ids?: string[];
  city_ids?: string[];
};

/** The dealers of a group or area that the scope sees. */
const membersIn = (kind: DealerSetKind, scope: Scope, setId: SQL | number) =>
  and(eq(kind.link, setId), eq(organizations.realm_id, REALM_ID.dealer), orgCondition(scope, organizations.id));

/**
 * Groups or areas with how many of the scope's dealers each holds. Administrators see every one;
 * anyone else only those holding a dealer they see.
 */
function setQuery(db: Db, kind: DealerSetKind, scope: Scope, where: SQL | undefined) {
  const { table } = kind;
  const fields = {
    id: table.id,
    code: table.code,
    name: table.name,
    dealer_count: count(organizations.id),
    ...coverageColumns(kind),
  };
  // Grouped by the primary key alone: PostgreSQL then allows the row's other columns in the select.
  return db
    .select(fields)
    .from(table)
    .leftJoin(organizations, membersIn(kind, scope, sql`${table.id}`))
    .where(where)
    .groupBy(table.id)
    .having(scope.kind === 'all' ? undefined : gt(count(organizations.id), 0));
}

/** An area's coverage with the official names; a group's row as it is. */
async function named(kind: DealerSetKind, rows: readonly StoredSet[]): Promise<DealerSetRow[]> {
  if (!kind.covers) return rows.map(({ id, code, name, dealer_count }) => ({ id, code, name, dealer_count }));
  const { names } = await areaData();
  const options = (ids: readonly string[] = []) => ids.map((id) => ({ id, name: names.get(id) ?? id }));
  return rows.map(({ province_ids, city_ids, ...row }) => ({
    ...row,
    provinces: options(province_ids),
    cities: options(city_ids),
  }));
}

function sortOf(kind: DealerSetKind, sortBy: string | undefined) {
  const sort = parseSort(sortBy, DEALER_SET_SORTS, 'name');
  if (!sort) throw new AppError(400, 'invalid_list_parameter', { values: { field: 'sort_by' } });
  const columns = { name: kind.table.name, code: kind.table.code, dealer_count: count(organizations.id) };
  const column = columns[sort.field as keyof typeof columns];
  return sort.descending ? desc(column) : asc(column);
}

/** list_dealer_group and list_org_area: searched on name and code, sorted by name unless asked otherwise. */
export async function listDealerSets(db: Db, scope: Scope, kind: DealerSetKind, query: DealerSetQuery) {
  const { table } = kind;
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containsPattern(search) : '';
  const where = search
    ? or(sql`lower(${table.name}) LIKE ${pattern}`, sql`lower(${table.code}) LIKE ${pattern}`)
    : undefined;
  // Drizzle's builders change in place: one for the page, one for the count.
  const ordered = setQuery(db, kind, scope, where).orderBy(sortOf(kind, query.sort_by), asc(table.id));
  const [rows, totals] = await Promise.all([
    query.all ? ordered : ordered.limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(setQuery(db, kind, scope, where).as('sets')),
  ]);
  const data = await named(kind, rows as StoredSet[]);
  return { data, total_data: Number(totals[0]?.n ?? 0), page: query.page, limit: query.limit };
}

/** view_dealer_group and view_org_area: one group or area the scope sees, with its dealers. */
export async function viewDealerSet(
  db: Db,
  scope: Scope,
  kind: DealerSetKind,
  id: number,
): Promise<DealerSetView | undefined> {
  const [row] = await setQuery(db, kind, scope, eq(kind.table.id, id));
  if (!row) return undefined;
  const dealers: DealerSetMember[] = await db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name })
    .from(organizations)
    .where(membersIn(kind, scope, id))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const [set] = await named(kind, [row as StoredSet]);
  return set && { ...set, dealers };
}
