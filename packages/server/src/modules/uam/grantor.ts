import { eq } from 'drizzle-orm';
import {
  keysNotHeld,
  mayChangeUserAt,
  mayGiveAccessType,
  mayGiveLevel,
  mayManageUsers,
  parsePermissionKeys,
  type Grantor,
  type Placement,
  type PermissionKey,
} from '@armada/domain';
import { AppError, forbidden } from '../../errors.js';
import type { WriteContext } from '../../resources/resource-definition.js';
import { userAccounts } from './uam-tables.js';

/**
 * The caller as stored now: what they hold is read from the database, not from their token, so
 * access taken from them cannot be given away until their token runs out.
 */
export async function grantorOf(ctx: WriteContext): Promise<Grantor> {
  const rows = await ctx.db
    .select({
      isorgadmin: userAccounts.isorgadmin,
      access_type: userAccounts.access_type,
      user_access: userAccounts.user_access,
      organization_id: userAccounts.organization_id,
      realm_id: userAccounts.realm_id,
      isactive: userAccounts.isactive,
    })
    .from(userAccounts)
    .where(eq(userAccounts.id, ctx.viewer.user_id));
  const row = rows[0];
  if (!row || row.isactive !== 1) throw forbidden();
  const { isactive: _active, ...grantor } = row;
  return grantor;
}

/** Refuses anyone below admin level (isorgadmin 3) managing users. */
export async function userManager(ctx: WriteContext): Promise<Grantor> {
  const grantor = await grantorOf(ctx);
  if (!mayManageUsers(grantor)) throw forbidden();
  return grantor;
}

/** The catalogue keys of a form value; an unknown key is refused by name. */
export function checkedKeys(text: string): PermissionKey[] {
  const parsed = parsePermissionKeys(text);
  if (!parsed.ok) {
    throw new AppError(400, 'unknown_permission', { values: { key: parsed.key }, result: { key: parsed.key } });
  }
  if (parsed.keys.length === 0) throw new AppError(400, 'fill_blank');
  return parsed.keys;
}

export function checkKeysHeld(grantor: Grantor, keys: readonly string[]): void {
  const missing = keysNotHeld(grantor, keys);
  if (missing.length === 0) return;
  // The keys travel in `result` too, so the web can put them into the message in the user's language.
  const named = { keys: missing.join(', ') };
  throw new AppError(403, 'grant_not_held', { values: named, result: named });
}

/** The level a user placed there gets (see mayGiveLevel). */
export function checkLevel(grantor: Grantor, level: number, place: Placement): void {
  if (!mayGiveLevel(grantor, level, place)) throw new AppError(403, 'level_not_allowed');
}

export function checkAccessType(grantor: Grantor, accessType: number | undefined): void {
  if (accessType !== undefined && !mayGiveAccessType(grantor, accessType)) {
    throw new AppError(403, 'access_type_not_allowed');
  }
}

export function checkTargetLevel(grantor: Grantor, target: Placement & { isorgadmin: number }): void {
  if (!mayChangeUserAt(grantor, target.isorgadmin, target)) throw new AppError(403, 'user_level_above');
}
