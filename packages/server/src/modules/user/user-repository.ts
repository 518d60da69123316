import { eq, sql } from 'drizzle-orm';
import {
  definedOnly,
  isEmail,
  pickGiven,
  realmById,
  roleOf,
  type DisplayTimeZone,
  type EditProfileBody,
  type NumberStyle,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { findUserById, organizationOf } from '../../auth/user-lookup.js';
import { AppError } from '../../errors.js';
import { checkEmailFree } from '../uam/user-account-repository.js';
import { customerAccepted } from '../activation/customer-activation-changes.js';

/** Stores a new password; an account waiting for its mailed link (isactive 2) becomes active with it. */
export async function setPassword(db: Db, userId: number, passwordHash: string, weak: boolean): Promise<void> {
  // A customer's super admin setting its first password activates the customer (its history says so).
  await customerAccepted(db, userId);
  await db
    .update(users)
    .set({
      password_hash: passwordHash,
      password_weak: weak,
      password_changed_at: new Date(),
      updated_at: new Date(),
      isactive: sql`CASE WHEN ${users.isactive} = 2 THEN 1 ELSE ${users.isactive} END`,
    })
    .where(eq(users.id, userId));
}

export async function approvePrivacyPolicy(db: Db, orgId: number, userId: number): Promise<void> {
  await db
    .update(organizations)
    .set({ privacy_policy_approved_at: new Date(), privacy_policy_approved_by: userId, updated_at: new Date() })
    .where(eq(organizations.id, orgId));
}

export type ProfileChange = {
  name?: string;
  email?: string | null;
  phone?: string | null;
  time_zone?: DisplayTimeZone;
  number_style?: NumberStyle;
};

const PROFILE_FIELDS = ['name', 'email', 'phone', 'time_zone', 'number_style'] as const;

/**
 * The change of one's own profile: only the fields given (an omitted one stays, an empty one is
 * cleared), and an e-mail no other account has, since sign-in and forgot password find users by it.
 */
export async function profileChange(db: Db, userId: number, body: EditProfileBody): Promise<ProfileChange> {
  const given = pickGiven(body, PROFILE_FIELDS);
  const email = given.email === undefined ? undefined : given.email.trim().toLowerCase() || null;
  if (email) {
    if (!isEmail(email)) throw new AppError(400, 'invalid_email');
    await checkEmailFree(db, email, userId);
  }
  return definedOnly({
    name: given.name?.trim(),
    email,
    phone: given.phone === undefined ? undefined : given.phone.trim() || null,
    time_zone: given.time_zone,
    number_style: given.number_style,
  });
}

export async function updateProfile(db: Db, userId: number, change: ProfileChange): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updated_at: new Date() })
    .where(eq(users.id, userId));
}

export async function profileOf(db: Db, userId: number, passwordMaxAgeDays: number) {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const org = await organizationOf(db, user.organization_id);
  const expires = new Date(user.password_changed_at.getTime() + passwordMaxAgeDays * 86_400_000);
  return {
    user_id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    isorgadmin: user.isorgadmin,
    role: roleOf(user.isorgadmin),
    realm_id: user.realm_id,
    realm: realmById(user.realm_id) ?? null,
    organization_id: user.organization_id,
    organization_name: org?.name ?? '',
    access_type: user.access_type,
    password_changed_at: user.password_changed_at.toISOString(),
    password_expires_at: expires.toISOString(),
    privacy_policy_approved_at: org?.privacy_policy_approved_at?.toISOString() ?? null,
    time_zone: user.time_zone,
    number_style: user.number_style,
  };
}
