/** The results a sign-in attempt is logged with (login log rows' status). */
export const LOGIN_STATUSES = [
  'success',
  'wrong_credentials',
  'account_not_active',
  'account_not_activated',
  'password_expired_sso',
  'password_expired',
  'password_weak',
  'privacy_policy',
  'locked',
  'throttled',
  /** Not an attempt: a call-centre agent lifted the account's lockout (failures before it no longer count). */
  'unlocked',
] as const;

export type LoginStatus = (typeof LOGIN_STATUSES)[number];

export function isLoginStatus(value: string): value is LoginStatus {
  return (LOGIN_STATUSES as readonly string[]).includes(value);
}
