import { describe, expect, it } from 'vitest';
import { MESSAGES, messageFor } from './messages.js';

describe('MESSAGES', () => {
  it('keeps the spec strings word for word', () => {
    expect(MESSAGES).toMatchObject({
      wrong_credentials: 'Username or password is wrong',
      account_not_active: 'Your account is not active, follow instruction on your email to continue',
      account_not_activated: 'Account not activated',
      invalid_token: 'Invalid token',
      password_expired_sso: 'Password expired',
      password_expired: 'Your password has expired',
      password_weak: 'Your password is weak',
      must_change_password: 'You can not login if you have not changed your password',
      password_not_match: 'Password not match',
      not_found: 'The requested data does not exist',
      bad_request: 'Incomplete data, please complete',
      fill_blank: 'Please fill in the blank',
      empty_data: "Data can't be empty!",
      cannot_process: 'Can not be processed',
      not_for_today: 'This services is not for today',
      location_name_required: 'Please input location name',
      location_group_name_required: 'Please input location group name',
      marker_type_required: 'Please input marker type',
      target_time_required: 'Please input target time',
      location_group_not_empty: 'All locations must be removed before a location group is deleted',
    });
  });

  it('tells a user without privacy approval to ask the Super Admin', () => {
    expect(MESSAGES.privacy_policy_ask_super_admin).toContain('ask your Super Admin');
  });

  it('fills placeholders and leaves plain messages alone', () => {
    expect(messageFor('too_many_attempts', { minutes: 15 })).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(messageFor('too_many_attempts')).toBe('Too many sign-in attempts. Please wait  minutes and try again.');
    expect(messageFor('wrong_credentials', { minutes: 3 })).toBe('Username or password is wrong');
    for (const [code, text] of Object.entries(MESSAGES)) {
      if (!text.includes('{')) expect(messageFor(code as keyof typeof MESSAGES)).toBe(text);
    }
  });
});
