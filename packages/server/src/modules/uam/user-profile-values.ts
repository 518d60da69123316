import {
  accessMapOf,
  ACCOUNT_STATE,
  ISORGADMIN,
  type UserProfileAddBody,
  type UserProfileEditBody,
} from '@armada/domain';
import { AppError } from '../../errors.js';
import type { WriteContext } from '../../resources/resource-definition.js';
import { checkAccessType, checkLevel, checkTargetLevel, userManager } from './grantor.js';
import { grantableRole } from './role-grant.js';
import { checkEmailFree, checkUsernameFree, visibleAccount, visibleOrganization } from './user-account-repository.js';

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * A new user: in an organisation the caller sees, with a role of its realm holding only keys the
 * caller holds, at a level and access type the caller may give. No password: the account waits
 * (isactive 2) for the set-password mail.
 */
export async function newUserValues(input: UserProfileAddBody, ctx: WriteContext) {
  const grantor = await userManager(ctx);
  const org = await visibleOrganization(ctx, input.organization_id);
  const isorgadmin = input.isorgadmin ?? ISORGADMIN.user;
  const accessType = input.access_type ?? 1;
  checkLevel(grantor, isorgadmin, { organization_id: org.id, realm_id: org.realm_id });
  checkAccessType(grantor, accessType);
  const role = await grantableRole(ctx, grantor, input.user_type_id, org.realm_id);
  const email = input.email.trim().toLowerCase();
  await checkUsernameFree(ctx.db, input.username);
  await checkEmailFree(ctx.db, email);
  return {
    username: input.username,
    name: input.name.trim(),
    email,
    phone: input.phone?.trim() || null,
    realm_id: org.realm_id,
    organization_id: org.id,
    user_type_id: role.id,
    isorgadmin,
    access_type: accessType,
    isactive: ACCOUNT_STATE.waiting,
    user_access: accessMapOf(role.permission_keys),
  };
}

async function placementOf(ctx: WriteContext, orgId: number) {
  const org = await visibleOrganization(ctx, orgId);
  return { organization_id: org.id, realm_id: org.realm_id };
}

export type UserChange = Omit<UserProfileEditBody, 'id'>;

/** The role (and so the access) after a change of role or organisation; undefined when neither changes. */
async function roleChange(ctx: WriteContext, input: UserChange, target: Awaited<ReturnType<typeof visibleAccount>>) {
  if (input.user_type_id === undefined && input.organization_id === undefined) return undefined;
  const grantor = await userManager(ctx);
  const org = input.organization_id === undefined ? undefined : await visibleOrganization(ctx, input.organization_id);
  const realmId = org?.realm_id ?? target.realm_id;
  const roleId = input.user_type_id ?? target.user_type_id;
  if (roleId === null) {
    // A user from before roles may move within its realm; into another realm it needs a role.
    if (realmId !== target.realm_id) throw new AppError(400, 'role_realm_mismatch');
    return defined({ organization_id: org?.id });
  }
  const role = await grantableRole(ctx, grantor, roleId, realmId, roleId === target.user_type_id);
  return defined({
    organization_id: org?.id,
    realm_id: org?.realm_id,
    user_type_id: role.id,
    user_access: accessMapOf(role.permission_keys),
  });
}

/** A change to a user the caller sees and is not below; only the fields given change. */
export async function changedUserValues(input: UserChange, ctx: WriteContext, id: number) {
  const grantor = await userManager(ctx);
  const target = await visibleAccount(ctx, id);
  checkTargetLevel(grantor, target);
  const moves = (given: number | undefined, now: number) => given !== undefined && given !== now;
  // Nobody raises or moves themselves: their own level and organisation are someone else's to change.
  if (
    id === ctx.viewer.user_id &&
    (moves(input.isorgadmin, target.isorgadmin) || moves(input.organization_id, target.organization_id))
  ) {
    throw new AppError(403, 'own_level');
  }
  // The level is checked again where the user ends up, when it or the organisation changes.
  if (input.isorgadmin !== undefined || input.organization_id !== undefined) {
    const org = input.organization_id === undefined ? target : await placementOf(ctx, input.organization_id);
    checkLevel(grantor, input.isorgadmin ?? target.isorgadmin, org);
  }
  if (input.access_type !== target.access_type) checkAccessType(grantor, input.access_type);
  if (input.isactive === ACCOUNT_STATE.inactive && id === ctx.viewer.user_id) throw new AppError(400, 'own_account');
  const email = input.email?.trim().toLowerCase();
  if (email !== undefined) await checkEmailFree(ctx.db, email, id);
  // Switched on again, an account that never had a password still waits for its mail.
  const isactive =
    input.isactive === ACCOUNT_STATE.active && !target.has_password ? ACCOUNT_STATE.waiting : input.isactive;
  return {
    ...defined({
      name: input.name?.trim(),
      email,
      phone: input.phone === undefined ? undefined : input.phone.trim() || null,
      isorgadmin: input.isorgadmin,
      access_type: input.access_type,
      isactive,
    }),
    ...(await roleChange(ctx, input, target)),
    updated_at: new Date(),
  };
}

/** Deactivation: not oneself, not a user above the caller. */
export async function checkDeactivation(ctx: WriteContext, id: number): Promise<void> {
  const grantor = await userManager(ctx);
  if (id === ctx.viewer.user_id) throw new AppError(400, 'own_account');
  checkTargetLevel(grantor, await visibleAccount(ctx, id));
}
