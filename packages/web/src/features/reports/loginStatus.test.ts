import { describe, expect, it } from 'vitest';
import { isLoginStatus, LOGIN_STATUSES, statusColor } from './loginStatus';

describe('login status', () => {
  it('colours success green and every refusal red or orange', () => {
    expect(statusColor('success')).toBe('green');
    expect(statusColor('wrong_credentials')).toBe('red');
    expect(statusColor('password_expired')).toBe('orange');
    for (const status of LOGIN_STATUSES.filter((value) => value !== 'success')) {
      expect(['red', 'orange']).toContain(statusColor(status));
    }
  });

  it('knows the statuses of the spec only', () => {
    expect(isLoginStatus('throttled')).toBe(true);
    expect(isLoginStatus('unknown')).toBe(false);
  });
});
