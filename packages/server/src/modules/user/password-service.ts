import { isStrongPassword, passwordChangeProblem, type PasswordChange } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { UserRow } from '../../auth/user-lookup.js';
import { setPassword } from './user-repository.js';

const PROBLEM_CODE = {
  weak: 'password_policy',
  not_match: 'password_not_match',
  same_as_old: 'password_same_as_old',
} as const;

/** Applies the password policy of spec section 5 and stores the new hash; throws what broke. */
export async function changePassword(db: Db, user: UserRow, change: PasswordChange): Promise<void> {
  const sameAsOld = isStrongPassword(change.password) && (await verifyPassword(user.password_hash, change.password));
  const problem = passwordChangeProblem(change, sameAsOld);
  if (problem) throw new AppError(400, PROBLEM_CODE[problem]);
  await setPassword(db, user.id, await hashPassword(change.password), false);
}
