import { eq } from 'drizzle-orm';
import { isAddedKey, PERMISSION_KEYS, permissionGroup, REALM_ID, REALMS } from '@armada/domain';
import type { Db } from './client.js';
import { organizations, permissions, realms } from './schema.js';

export const BRAND_ORG_CODE = 'ARMADA-HQ';

/** What every installation has: the realms, the permission catalogue and the brand's organisation. */
export async function seedBase(db: Db): Promise<void> {
  await db
    .insert(realms)
    .values(REALMS.map((name) => ({ id: REALM_ID[name], name })))
    .onConflictDoNothing();
  for (const key of PERMISSION_KEYS) {
    const row = { key, group_name: permissionGroup(key), added: isAddedKey(key) };
    await db.insert(permissions).values(row).onConflictDoUpdate({ target: permissions.key, set: row });
  }
  await db
    .insert(organizations)
    .values({
      name: 'Armada Brand HQ',
      code: BRAND_ORG_CODE,
      realm_id: REALM_ID.admin,
      privacy_policy_approved_at: new Date(),
    })
    .onConflictDoNothing();
}

export async function orgIdByCode(db: Db, code: string): Promise<number> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, code));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`organisation ${code} is missing`);
  return id;
}
