import { isStrongPassword, passwordChangeProblem, type PasswordChange } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { consumeOneTimeToken, type OneTimeKind } from '../../auth/one-time-tokens.js';
import type { UserRow } from '../../auth/user-lookup.js';
import { setPassword } from './user-repository.js';

/** The one-time tokens that may set a password: a mailed reset link and the change token of sign-in. */
export const RESET_KINDS: OneTimeKind[] = ['reset', 'change'];

const PROBLEM_CODE = {
  weak: 'password_policy',
  not_match: 'password_not_match',
  same_as_old: 'password_same_as_old',
} as const;

/** Applies the password policy of spec section 5; throws what broke, else gives the new hash to store. */
export async function checkedPasswordHash(user: UserRow, change: PasswordChange): Promise<string> {
  const sameAsOld = isStrongPassword(change.password) && (await verifyPassword(user.password_hash, change.password));
  const problem = passwordChangeProblem(change, sameAsOld);
  if (problem) throw new AppError(400, PROBLEM_CODE[problem]);
  return hashPassword(change.password);
}

/** Applies the password policy and stores the new hash; throws what broke. */
export async function changePassword(db: Db, user: UserRow, change: PasswordChange): Promise<void> {
  await setPassword(db, user.id, await checkedPasswordHash(user, change), false);
}

/**
 * A password set with a one-time token: checked first (a refused password leaves the token usable),
 * then the token is used up and the password stored in one transaction, so of concurrent requests
 * with the same token exactly one changes the password (review M3).
 */
export async function resetPasswordWith(
  db: Db,
  token: string,
  user: UserRow,
  change: PasswordChange,
): Promise<boolean> {
  const hashed = await checkedPasswordHash(user, change);
  return db.transaction(async (tx) => {
    // The first write: when it finds no usable token, nothing was changed.
    if ((await consumeOneTimeToken(tx, token, RESET_KINDS)) !== user.id) return false;
    await setPassword(tx, user.id, hashed, false);
    return true;
  });
}
