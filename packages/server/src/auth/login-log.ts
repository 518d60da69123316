import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { LoginStatus } from '@armada/domain';
import type { Db } from '../db/client.js';
import { loginLogs } from '../db/schema.js';

export type { LoginStatus };

export async function recordLogin(
  db: Db,
  entry: { username: string; status: LoginStatus; ip: string | null; userId?: number; organizationId?: number },
): Promise<void> {
  await db.insert(loginLogs).values({
    username: entry.username.slice(0, 200),
    status: entry.status,
    ip: entry.ip,
    user_id: entry.userId ?? null,
    organization_id: entry.organizationId ?? null,
  });
}

/** Failed attempts for a username since its last success, within the window. */
export async function recentUserFailures(
  db: Db,
  username: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const name = username.trim().toLowerCase();
  const lastSuccess = await db
    .select({ at: loginLogs.created_at })
    .from(loginLogs)
    .where(
      and(
        sql`lower(${loginLogs.username}) = ${name}`,
        eq(loginLogs.status, 'success'),
        gt(loginLogs.created_at, since),
      ),
    )
    .orderBy(desc(loginLogs.created_at))
    .limit(1);
  const from = lastSuccess[0]?.at ?? since;
  const rows = await db
    .select({ n: count(), oldest: sql<string | null>`min(${loginLogs.created_at})` })
    .from(loginLogs)
    .where(
      and(
        sql`lower(${loginLogs.username}) = ${name}`,
        eq(loginLogs.status, 'wrong_credentials'),
        gt(loginLogs.created_at, from),
      ),
    );
  const row = rows[0];
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recentIpFailures(db: Db, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(and(eq(loginLogs.ip, ip), ne(loginLogs.status, 'success'), gt(loginLogs.created_at, since)));
  return Number(rows[0]?.n ?? 0);
}
