import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DEALER_FILTERS,
  DEALER_SORTS,
  parseListFilter,
  parseSort,
  REALM_ID,
  type DealerListQuery,
  type DealerRow,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { AppError } from '../../errors.js';
import { dealerGroups, orgAreas } from './dealer-tables.js';

const invalid = (field: string) => new AppError(400, 'invalid_list_parameter', { values: { field } });

const customerCount = sql<number>`(SELECT count(*)::int FROM organizations c
  WHERE c.dealer_id = ${organizations.id} AND c.realm_id = ${REALM_ID.customer})`;

const columns = {
  id: organizations.id,
  code: organizations.code,
  name: organizations.name,
  address: organizations.address,
  latitude: organizations.latitude,
  longitude: organizations.longitude,
  phone: organizations.phone,
  email: organizations.email,
  dealer_group_id: organizations.dealer_group_id,
  dealer_group_name: dealerGroups.name,
  org_area_id: organizations.org_area_id,
  org_area_name: orgAreas.name,
  customer_count: customerCount,
  isactive: organizations.isactive,
};

const SORT_COLUMNS = { code: organizations.code, name: organizations.name, customer_count: customerCount };

/** The dealers the scope sees (a dealer: itself), searched and filtered by group or area. */
export function dealerCondition(scope: Scope, query: { search?: string; filter?: string }): SQL | undefined {
  const parsed = parseListFilter(query.filter, DEALER_FILTERS);
  if (!parsed.ok) throw invalid(`filter ${parsed.field}`);
  const filters = Object.entries(parsed.filter).map(([field, values]) => {
    if (!values.every((v) => /^\d{1,9}$/.test(v))) throw invalid(`filter ${field}`);
    const column = field === 'dealer_group_id' ? organizations.dealer_group_id : organizations.org_area_id;
    return inArray(column, values.map(Number));
  });
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containsPattern(search) : '';
  return and(
    eq(organizations.realm_id, REALM_ID.dealer),
    orgCondition(scope, organizations.id),
    search
      ? or(
          sql`lower(${organizations.name}) LIKE ${pattern}`,
          sql`lower(${organizations.code}) LIKE ${pattern}`,
          sql`lower(${organizations.address}) LIKE ${pattern}`,
        )
      : undefined,
    ...filters,
  );
}

function dealerQuery(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(organizations)
    .leftJoin(dealerGroups, eq(dealerGroups.id, organizations.dealer_group_id))
    .leftJoin(orgAreas, eq(orgAreas.id, organizations.org_area_id))
    .where(where);
}

/** list_user_org_dealer: a page of dealers (or all of them), sorted by code unless asked otherwise. */
export async function listDealers(db: Db, scope: Scope, query: DealerListQuery) {
  const sort = parseSort(query.sort_by, DEALER_SORTS, 'code');
  if (!sort) throw invalid('sort_by');
  const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
  const where = dealerCondition(scope, query);
  const base = dealerQuery(db, where).orderBy(sort.descending ? desc(column) : asc(column), asc(organizations.id));
  const paged = query.all ? base : base.limit(query.limit).offset((query.page - 1) * query.limit);
  const [data, totals] = await Promise.all([paged, db.select({ n: count() }).from(organizations).where(where)]);
  return { data: data as DealerRow[], total_data: Number(totals[0]?.n ?? 0), page: query.page, limit: query.limit };
}

/** One dealer the scope sees, or undefined. */
export async function dealerDetail(db: Db, scope: Scope, id: number): Promise<DealerRow | undefined> {
  const [row] = await dealerQuery(db, and(eq(organizations.id, id), dealerCondition(scope, {}))).limit(1);
  return row as DealerRow | undefined;
}
