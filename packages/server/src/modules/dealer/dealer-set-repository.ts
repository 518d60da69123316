import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import { REALM_ID, type DealerSetQuery, type DealerSetRow } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { dealerGroups, orgAreas } from './dealer-tables.js';

type SetTable = typeof dealerGroups | typeof orgAreas;

/**
 * Dealer groups or dealer areas with how many of the scope's dealers each holds. Administrators
 * see every one; anyone else only those holding a dealer they see.
 */
export async function listDealerSets(db: Db, scope: Scope, table: SetTable, query: DealerSetQuery) {
  const link = table === dealerGroups ? organizations.dealer_group_id : organizations.org_area_id;
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containsPattern(search) : '';
  // Drizzle's builders change in place: one for the page, one for the count.
  const grouped = () =>
    db
      .select({ id: table.id, code: table.code, name: table.name, dealer_count: count(organizations.id) })
      .from(table)
      .leftJoin(
        organizations,
        and(eq(link, table.id), eq(organizations.realm_id, REALM_ID.dealer), orgCondition(scope, organizations.id)),
      )
      .where(
        search ? or(sql`lower(${table.name}) LIKE ${pattern}`, sql`lower(${table.code}) LIKE ${pattern}`) : undefined,
      )
      .groupBy(table.id, table.code, table.name)
      .having(scope.kind === 'all' ? undefined : gt(count(organizations.id), 0));
  const ordered = grouped().orderBy(asc(table.name), asc(table.id));
  const [rows, totals] = await Promise.all([
    query.all ? ordered : ordered.limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(grouped().as('sets')),
  ]);
  const data: DealerSetRow[] = rows;
  return { data, total_data: Number(totals[0]?.n ?? 0), page: query.page, limit: query.limit };
}
