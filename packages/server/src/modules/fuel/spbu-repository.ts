import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Spbu, SpbuListQuery } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { spbu } from './spbu-tables.js';

/** A station's answer (the Spbu contract) from its columns: the list and the generic view read the same. */
export const STATION_COLUMNS = {
  id: spbu.id,
  code: spbu.code,
  name: spbu.name,
  alamat: spbu.alamat,
  lat: spbu.lat,
  lon: spbu.lon,
  type: spbu.type,
  organization_id: spbu.organization_id,
  brand: spbu.brand,
  price_per_liter: spbu.price_per_liter,
};

/** Whether an organisation exists and is visible in the scope. */
export async function orgVisible(db: Db, scope: Scope, orgId: number): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), orgCondition(scope, organizations.id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Public stations are everyone's; an organisation's own tanks only its scope's. organization_id
 * narrows the own tanks to that organisation (the caller has checked it is visible).
 */
function conditions(scope: Scope, query: SpbuListQuery): SQL[] {
  const where: SQL[] = [or(eq(spbu.type, 0), orgCondition(scope, spbu.organization_id)) ?? sql`false`];
  if (query.type !== undefined) where.push(eq(spbu.type, query.type === 1 ? 1 : 0));
  if (query.organization_id !== undefined) {
    where.push(or(eq(spbu.type, 0), eq(spbu.organization_id, query.organization_id)) ?? sql`false`);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(spbu.name, pattern), ilike(spbu.alamat, pattern), ilike(spbu.code, pattern)) ?? sql`false`);
  }
  return where;
}

export async function listSpbu(db: Db, scope: Scope, query: SpbuListQuery): Promise<{ data: Spbu[]; total: number }> {
  const where = and(...conditions(scope, query));
  const [totalRow] = await db.select({ n: count() }).from(spbu).where(where);
  const rows = await db
    .select(STATION_COLUMNS)
    .from(spbu)
    .where(where)
    .orderBy(asc(spbu.type), asc(spbu.name), asc(spbu.id))
    .limit(query.count_perpage)
    .offset((query.page - 1) * query.count_perpage);
  return { data: rows, total: Number(totalRow?.n ?? 0) };
}
