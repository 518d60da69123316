/**
 * Error codes with the spec's English messages, word for word. The web shows the message for the
 * code in the user's language (locale key `errors.<code>`); the server sends code and English text.
 */
export const MESSAGES = {
  wrong_credentials: 'Username or password is wrong',
  account_not_active: 'Your account is not active, follow instruction on your email to continue',
  account_not_activated: 'Account not activated',
  invalid_token: 'Invalid token',
  password_expired_sso: 'Password expired',
  password_expired: 'Your password has expired',
  password_weak: 'Your password is weak',
  must_change_password: 'You can not login if you have not changed your password',
  password_not_match: 'Password not match',
  password_same_as_old: 'The new password must differ from the old one',
  password_policy:
    'Password must be at least 8 characters with a digit, a lowercase letter, an uppercase letter and a symbol',
  old_password_wrong: 'The old password is wrong',
  privacy_policy_ask_super_admin:
    'The privacy policy has not been approved for your organisation. Please ask your Super Admin, then log in again.',
  privacy_policy_required: 'Please read and approve the privacy policy to continue',
  blocked_realm: 'This portal is not available for your account',
  too_many_attempts: 'Too many sign-in attempts. Please wait {minutes} minutes and try again.',
  unauthorized: 'Please log in to continue',
  session_expired: 'Your session has expired, please log in again',
  forbidden: 'You do not have permission to do this',
  not_found: 'The requested data does not exist',
  bad_request: 'Incomplete data, please complete',
  fill_blank: 'Please fill in the blank',
  empty_data: "Data can't be empty!",
  not_implemented: 'not implemented',
  invalid_endpoint: 'invalid UAM endpoint',
  invalid_email: 'Invalid email',
  cannot_process: 'Can not be processed',
  server_error: 'Failed, please try again',
  reset_link_sent: 'If the account exists, a link to reset the password has been sent',
  success: 'Success',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function messageFor(code: MessageCode, values: Record<string, string | number> = {}): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
