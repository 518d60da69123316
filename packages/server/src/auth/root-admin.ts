import { sql } from 'drizzle-orm';
import { isStrongPassword, ISORGADMIN, REALM_ID } from '@armada/domain';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { BRAND_ORG_CODE, orgIdByCode } from '../db/seed-base.js';
import { hashPassword } from './passwords.js';

/** Creates the first root administrator; refuses a weak password or an existing username. */
export async function createRootAdmin(db: Db, username: string, password: string): Promise<'created' | 'exists'> {
  if (!isStrongPassword(password)) throw new Error('The administrator password breaks the password policy');
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  if (existing.length > 0) return 'exists';
  await db.insert(users).values({
    username,
    name: 'Administrator',
    password_hash: await hashPassword(password),
    realm_id: REALM_ID.admin,
    organization_id: await orgIdByCode(db, BRAND_ORG_CODE),
    isorgadmin: ISORGADMIN.root,
    access_type: 3,
    user_access: {},
  });
  return 'created';
}
