import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { userAccounts, userTypes } from './uam-tables.js';

export type RoleRow = typeof userTypes.$inferSelect;

export async function roleById(db: Db, id: number): Promise<RoleRow | undefined> {
  const rows = await db.select().from(userTypes).where(eq(userTypes.id, id)).limit(1);
  return rows[0];
}

/** Refuses a second role of the same name (any case) in a realm. */
export async function checkRoleNameFree(db: Db, realmId: number, name: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(
      and(
        eq(userTypes.realm_id, realmId),
        sql`lower(${userTypes.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(userTypes.id, exceptId),
      ),
    );
  if (rows.length > 0) throw new AppError(409, 'role_name_taken');
}

export async function usersWithRole(db: Db, roleId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(userAccounts).where(eq(userAccounts.user_type_id, roleId));
  return Number(rows[0]?.n ?? 0);
}

/** The users holding a role. */
export async function holdersOf(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.user_type_id, roleId));
  return rows.map((row) => row.id);
}

/**
 * Writes the role's keys into the user_access of every user holding it: their next token refresh
 * (POST /sso/refresh_token reads user_access afresh) carries keys added; keys taken away end their
 * sessions (migration 0030).
 */
export async function spreadRoleAccess(db: Db, roleId: number): Promise<void> {
  await db.execute(sql`
    UPDATE ${userAccounts} SET
      user_access = (SELECT coalesce(jsonb_object_agg(k, true), '{}'::jsonb) FROM unnest(${userTypes.permission_keys}) AS k),
      updated_at = now()
    FROM ${userTypes}
    WHERE ${userTypes.id} = ${roleId} AND ${userAccounts.user_type_id} = ${userTypes.id}`);
}
