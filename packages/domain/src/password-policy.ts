import { PASSWORD_MIN_LENGTH } from './constants.js';

/** Password rules of spec document 1 section 5, named so each can be shown as its own hint. */
export const PASSWORD_RULES = ['min_length', 'digit', 'lowercase', 'uppercase', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  min_length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  digit: (p) => /\d/.test(p),
  lowercase: (p) => /\p{Ll}/u.test(p),
  uppercase: (p) => /\p{Lu}/u.test(p),
  symbol: (p) => /[^\p{L}\p{N}\s]/u.test(p),
};

/** The rules a password breaks; empty when it is strong. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !TESTS[rule](password));
}

export function isStrongPassword(password: string): boolean {
  return brokenPasswordRules(password).length === 0;
}

export type PasswordChange = { password: string; confirm_password: string };

export type PasswordChangeProblem = 'weak' | 'not_match' | 'same_as_old';

/**
 * Checks a new password against the policy. `sameAsOld` is answered by the caller, who alone can
 * compare against the stored hash.
 */
export function passwordChangeProblem(change: PasswordChange, sameAsOld: boolean): PasswordChangeProblem | null {
  if (!isStrongPassword(change.password)) return 'weak';
  if (change.password !== change.confirm_password) return 'not_match';
  if (sameAsOld) return 'same_as_old';
  return null;
}
