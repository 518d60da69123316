import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { orgCondition } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import type { WriteContext } from '../../resources/resource-definition.js';
import { userAccounts } from './uam-tables.js';

export type AccountRow = typeof userAccounts.$inferSelect & { has_password: boolean };

/** A user the caller's scope sees, with whether a password was ever set; else 'not found'. */
export async function visibleAccount(ctx: WriteContext, id: number): Promise<AccountRow> {
  const rows = await ctx.db
    // The same table as db/schema.ts `users`, whose password column user management never answers.
    .select({ account: userAccounts, has_password: sql<boolean>`${users.password_hash} IS NOT NULL` })
    .from(userAccounts)
    .where(and(eq(userAccounts.id, id), orgCondition(ctx.scope, userAccounts.organization_id)));
  const row = rows[0];
  if (!row) throw notFound();
  return { ...row.account, has_password: row.has_password };
}

/** An organisation the caller's scope sees (a new user's or a moved user's); else 'not found'. */
export async function visibleOrganization(ctx: WriteContext, id: number) {
  const rows = await ctx.db
    .select({ id: organizations.id, name: organizations.name, realm_id: organizations.realm_id })
    .from(organizations)
    .where(and(eq(organizations.id, id), orgCondition(ctx.scope, organizations.id)));
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

export async function checkUsernameFree(db: Db, username: string): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  if (rows.length > 0) throw new AppError(409, 'username_taken');
}

/** An e-mail names one account: forgot password finds the user by it. */
export async function checkEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  if (rows.length > 0) throw new AppError(409, 'email_taken');
}
