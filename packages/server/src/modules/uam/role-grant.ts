import { AppError } from '../../errors.js';
import type { Grantor } from '@armada/domain';
import type { WriteContext } from '../../resources/resource-definition.js';
import { checkKeysHeld } from './grantor.js';
import { roleById, type RoleRow } from './user-type-repository.js';

/**
 * The role to give a user of an organisation in `realmId`: it must exist, belong to that realm, and
 * hold only keys the grantor holds (giving a role gives all its keys). `kept` skips the key check
 * for the role the user has already.
 */
export async function grantableRole(
  ctx: WriteContext,
  grantor: Grantor,
  roleId: number,
  realmId: number,
  kept = false,
): Promise<RoleRow> {
  const role = await roleById(ctx.db, roleId);
  if (!role) throw new AppError(400, 'invalid_value');
  if (role.realm_id !== realmId) throw new AppError(400, 'role_realm_mismatch');
  if (!kept) checkKeysHeld(grantor, role.permission_keys);
  return role;
}
