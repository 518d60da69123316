import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organizations, users } from '../db/schema.js';

/** The account reads that sign-in needs. They live in auth, which imports no module; the user module builds on them. */

export type UserRow = typeof users.$inferSelect;

/** A user by username (any case) or, failing that, by e-mail. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`))
    // A username before an e-mail, then the oldest account: the same answer every time.
    .orderBy(sql`lower(${users.username}) = ${needle} DESC`, asc(users.id))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function organizationOf(db: Db, orgId: number) {
  const rows = await db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  return rows[0];
}
