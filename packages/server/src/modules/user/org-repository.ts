import { and, asc, count, eq, sql } from 'drizzle-orm';
import { REALM_ID, type PageQuery } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';

const columns = {
  id: organizations.id,
  name: organizations.name,
  code: organizations.code,
  realm_id: organizations.realm_id,
  dealer_id: organizations.dealer_id,
  address: organizations.address,
  phone: organizations.phone,
  email: organizations.email,
  isactive: organizations.isactive,
};

/** Customer organisations the caller may see, paged and searched in SQL. */
export async function listCustomerOrgs(db: Db, scope: Scope, query: PageQuery) {
  const search = query.search?.trim().toLowerCase();
  const where = and(
    eq(organizations.realm_id, REALM_ID.customer),
    orgCondition(scope, organizations.id),
    search ? sql`lower(${organizations.name}) LIKE ${containsPattern(search)}` : undefined,
  );
  const [data, totals] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { data, total_data: Number(totals[0]?.n ?? 0), page: query.page, limit: query.limit };
}

export async function viewOrg(db: Db, scope: Scope, id: number) {
  const rows = await db
    .select(columns)
    .from(organizations)
    .where(and(eq(organizations.id, id), orgCondition(scope, organizations.id)))
    .limit(1);
  return rows[0];
}
