import { and, asc, count, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LoginLogQuery } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { loginLogs } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';

/** The login-log report: filtered, scoped to the caller's organisations, paged in SQL. */
export async function listLoginLogs(db: Db, scope: Scope, query: LoginLogQuery) {
  const conditions: SQL[] = [orgCondition(scope, loginLogs.organization_id)];
  if (query.status) conditions.push(sql`${loginLogs.status} = ${query.status}`);
  if (query.username)
    conditions.push(sql`lower(${loginLogs.username}) LIKE ${containsPattern(query.username.toLowerCase())}`);
  if (query.start_date) conditions.push(gte(loginLogs.created_at, new Date(`${query.start_date}T00:00:00Z`)));
  if (query.end_date)
    conditions.push(lt(loginLogs.created_at, new Date(Date.parse(`${query.end_date}T00:00:00Z`) + 86_400_000)));
  const where = and(...conditions);
  const order =
    query.sort_by === 'created_at'
      ? asc(loginLogs.created_at)
      : query.sort_by === 'username'
        ? asc(loginLogs.username)
        : desc(loginLogs.created_at);
  const [rows, totals] = await Promise.all([
    db
      .select({
        username: loginLogs.username,
        status: loginLogs.status,
        created_at: loginLogs.created_at,
        ip: loginLogs.ip,
      })
      .from(loginLogs)
      .where(where)
      .orderBy(order, desc(loginLogs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(loginLogs).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total_data: Number(totals[0]?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
